import { CsvError, parseCsv } from '@core/csv';
import { pictureKey, picturesNamed, withPictureUrls } from '@core/import-pictures';
import { uploadImage } from '@/lib/upload-image';
import { ImportFileError } from './import-file-error';

/** A chosen picture that was not uploaded, and why (the rows naming it fail with the import). */
export interface PictureProblem {
  name: string;
  message: string;
}

export interface PictureProgress {
  done: number;
  total: number;
}

/** Pictures sent to the bucket at once: each is two requests (presign, PUT) of up to 5 MB. */
const UPLOADS_AT_ONCE = 4;

async function csvRecords(file: File): Promise<string[][]> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    throw new ImportFileError('The file is not UTF-8 text: save it as "CSV UTF-8" and choose it again.');
  }
  try {
    return parseCsv(text);
  } catch (err) {
    if (err instanceof CsvError) throw new ImportFileError(`The file is not a valid CSV file: ${err.message}.`);
    throw err;
  }
}

/**
 * The pictures chosen with the CSV, matched by file name to the names its images column gives:
 * each one named is uploaded as a product image (the same presigned upload and checks as the
 * product form: images only, at most 5 MB, its bytes read), then the CSV is written again with
 * their URLs in place of the names. A chosen picture no row names is reported, and not sent.
 */
export async function withUploadedPictures(
  file: File,
  pictures: readonly File[],
  onProgress: (progress: PictureProgress) => void,
): Promise<{ file: File; problems: PictureProblem[] }> {
  const records = await csvRecords(file);
  const named = new Set(picturesNamed(records));
  const chosen = new Map(pictures.map((picture) => [pictureKey(picture.name), picture]));
  const problems: PictureProblem[] = pictures.filter((p) => !named.has(pictureKey(p.name))).map((p) => ({ name: p.name, message: 'No row names it in the images column' }));
  const toSend = [...chosen].filter(([key]) => named.has(key));
  const urls = new Map<string, string>();
  let done = 0;
  onProgress({ done, total: toSend.length });
  let next = 0;
  const worker = async () => {
    while (next < toSend.length) {
      const [key, picture] = toSend[next++]!;
      try {
        urls.set(key, await uploadImage(picture, 'product'));
      } catch (err) {
        problems.push({ name: picture.name, message: err instanceof Error ? err.message : 'The upload failed' });
      }
      onProgress({ done: ++done, total: toSend.length });
    }
  };
  await Promise.all(Array.from({ length: Math.min(UPLOADS_AT_ONCE, toSend.length) }, worker));
  const text = withPictureUrls(records, urls);
  return { file: new File([text], file.name, { type: 'text/csv' }), problems };
}
