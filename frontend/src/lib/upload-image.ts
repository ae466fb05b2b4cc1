import { useMutation } from '@tanstack/react-query';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@core/limits';
import { IMAGE_HEAD_BYTES, imageTypeOfBytes, type ImageType, type UploadPurpose } from '@core/uploads';
import { api } from './api-client';

/** The server's upload rules (functions/core/limits.ts): what the forms accept and say. */
const ACCEPTED_IMAGE_TYPES: readonly string[] = Object.keys(IMAGE_TYPES);
export const IMAGE_TYPE_NAMES = 'JPEG, PNG, WebP, GIF or AVIF';
export const MAX_IMAGE_SIZE = `${MAX_IMAGE_BYTES / (1024 * 1024)} MB`;

/** For <input type="file" accept={IMAGE_ACCEPT}>. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

export class UploadError extends Error {
  override name = 'UploadError';
}

/** Why a file cannot be uploaded, or null when it can. Checked before the server is asked. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return `Please choose an image (${IMAGE_TYPE_NAMES})`;
  if (file.size <= 0) return 'That image file is empty';
  if (file.size > MAX_IMAGE_BYTES) return `Images must be at most ${MAX_IMAGE_SIZE}`;
  return null;
}

/** What a file whose bytes are no picture (a text file renamed .png) is told, before anything is sent. */
export const NOT_A_PICTURE = `That file is not a picture. Please choose an image (${IMAGE_TYPE_NAMES})`;

/**
 * The image type the file's first bytes say (core/uploads.ts, as the server checks them once it is
 * saved), so a file that is no picture is refused at once, and a PNG named .jpg is sent as the PNG
 * it is rather than refused by the server for not being what it was declared as.
 */
async function typeOfBytes(file: Blob): Promise<ImageType> {
  const type = imageTypeOfBytes(new Uint8Array(await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer()));
  if (!type) throw new UploadError(NOT_A_PICTURE);
  return type;
}

/**
 * Uploads an image and resolves to its site-relative URL (/media/...). DESIGN.md deliberate change:
 * POST /api/file/upload returns a presigned PUT signed for this file's type and exact size; the
 * browser sends the file straight to the bucket with the given headers (it sets Content-Length
 * from the file itself), and S3 refuses any other type or size.
 */
export async function uploadImage(file: File, purpose: UploadPurpose): Promise<string> {
  const problem = imageFileProblem(file);
  if (problem) throw new UploadError(problem);
  const contentType = await typeOfBytes(file);

  const { data } = await api.post('/api/file/upload', {
    contentType,
    size: file.size,
    purpose,
  });

  let response: Response;
  try {
    // No credentials: the bucket is another origin and the signature is the only authority needed.
    response = await fetch(data.uploadUrl, { method: 'PUT', headers: data.headers, body: file });
  } catch {
    throw new UploadError('Image upload failed: check your connection and try again');
  }
  if (!response.ok) throw new UploadError(`Image upload failed (${response.status})`);
  // S3's (empty) answer, read to its end: a body left unread is cancelled when the response is
  // collected, and Chrome then lists the upload that worked as failed (net::ERR_ABORTED).
  await response.arrayBuffer().catch(() => undefined);
  return data.url;
}

/** A mutation per purpose: `mutate(file)` resolves to the image URL; errors toast through the QueryClient. */
export function useUploadImage(purpose: UploadPurpose) {
  return useMutation({ mutationFn: (file: File) => uploadImage(file, purpose) });
}
