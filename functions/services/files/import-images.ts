/**
 * An import's rows checked against the bucket: each image a row names must be an uploaded picture,
 * as product create requires of the same URLs, read once per import however many rows name it.
 */
import type { ImportError, ValidRow } from '../../core/product-csv.js';
import { readImageHead, uploadedImagesProblem } from '../../platform/images.js';
import { inParallel } from '../../platform/in-parallel.js';

/** The image heads an import reads, each once however many rows name it. */
export function imageHeadsOnce(): (key: string) => ReturnType<typeof readImageHead> {
  const heads = new Map<string, ReturnType<typeof readImageHead>>();
  return (key) => {
    let head = heads.get(key);
    if (!head) {
      head = readImageHead(key);
      heads.set(key, head);
    }
    return head;
  };
}

/**
 * The checked rows whose images are uploaded pictures, as product create requires of the same URLs
 * (platform/images.ts): a row naming an object the bucket does not hold, or a file that is no
 * picture, fails with the reason instead of saving a product with a broken image.
 */
export async function withUploadedImages(checked: { valid: ValidRow[]; errors: ImportError[]; failed: number }, readHead: (key: string) => ReturnType<typeof readImageHead>) {
  const valid: ValidRow[] = [];
  const errors = [...checked.errors];
  let failed = checked.failed;
  const problems = new Map<ValidRow, string>();
  await inParallel(checked.valid, async (row) => {
    const problem = await uploadedImagesProblem(row.input.image, readHead);
    if (problem) problems.set(row, problem);
  });
  for (const row of checked.valid) {
    const problem = problems.get(row);
    if (problem === undefined) {
      valid.push(row);
      continue;
    }
    errors.push({ row: row.row, column: 'images', message: problem });
    failed++;
  }
  return { valid, errors, failed };
}
