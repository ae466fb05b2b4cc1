import * as z from 'zod';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../limits.js';
import { UPLOAD_PURPOSES } from '../uploads.js';
import type { Call } from './envelope.js';

const imageTypes = Object.keys(IMAGE_TYPES) as [keyof typeof IMAGE_TYPES, ...(keyof typeof IMAGE_TYPES)[]];

/** DESIGN.md deliberate change: JSON instead of multipart, answered with a presigned PUT. */
export const uploadBody = z.object({
  contentType: z.enum(imageTypes, { message: 'must be a JPEG, PNG, WebP, GIF or AVIF image' }),
  size: z
    .number()
    .int()
    .positive('must be more than 0 bytes')
    .max(MAX_IMAGE_BYTES, `must be at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`),
  purpose: z.enum(UPLOAD_PURPOSES),
});

/** The browser PUTs the file to `uploadUrl` with `headers`, then stores `url` (/media/...). */
export interface UploadReply {
  uploadUrl: string;
  /** The headers the signature covers besides the length (the content type, and If-None-Match: * so the URL writes once). */
  headers: Record<string, string>;
  url: string;
}

export interface FileCalls {
  'POST /api/file/upload': Call<z.input<typeof uploadBody>, UploadReply>;
}
