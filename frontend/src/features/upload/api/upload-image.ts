import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Mirrors functions/core/uploads.ts (kept in step by upload-image.test.ts). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export type UploadPurpose = 'avatar' | 'category' | 'subcategory' | 'product';

/** For <input type="file" accept={IMAGE_ACCEPT}>. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

export class UploadError extends Error {
  override name = 'UploadError';
}

/** Why a file cannot be uploaded, or null when it can. Checked before the server is asked. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'Please choose an image (JPEG, PNG, WebP, GIF or AVIF)';
  }
  if (file.size <= 0) return 'That image file is empty';
  if (file.size > MAX_IMAGE_BYTES) return 'Images must be at most 5 MB';
  return null;
}

interface PresignedUpload {
  uploadUrl: string;
  fields?: Record<string, string>;
  url: string;
}

/**
 * Uploads an image and resolves to its site-relative URL (/media/...). DESIGN.md deliberate change:
 * POST /api/file/upload returns a presigned POST; the browser sends the file straight to the bucket,
 * with every signed field first and the file last (S3 ignores fields after the file).
 */
export async function uploadImage(file: File, purpose: UploadPurpose): Promise<string> {
  const problem = imageFileProblem(file);
  if (problem) throw new UploadError(problem);

  const { data } = await api.post<PresignedUpload>('/api/file/upload', {
    contentType: file.type,
    size: file.size,
    purpose,
  });

  const form = new FormData();
  for (const [name, value] of Object.entries(data.fields ?? {})) form.append(name, value);
  form.append('file', file);

  let response: Response;
  try {
    // No credentials: the bucket is another origin and the signature is the only authority needed.
    response = await fetch(data.uploadUrl, { method: 'POST', body: form });
  } catch {
    throw new UploadError('Image upload failed: check your connection and try again');
  }
  if (!response.ok) throw new UploadError(`Image upload failed (${response.status})`);
  return data.url;
}

/** A mutation per purpose: `mutate(file)` resolves to the image URL; errors toast through the QueryClient. */
export function useUploadImage(purpose: UploadPurpose) {
  return useMutation({ mutationFn: (file: File) => uploadImage(file, purpose) });
}
