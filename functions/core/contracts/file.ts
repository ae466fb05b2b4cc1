import * as z from 'zod';
import { IMAGE_TYPES, IMPORT_MAX_BYTES, MAX_IMAGE_BYTES } from '../limits.js';
import { UPLOAD_PURPOSES } from '../uploads.js';
import type { Call } from './envelope.js';

const imageTypes = Object.keys(IMAGE_TYPES) as [keyof typeof IMAGE_TYPES, ...(keyof typeof IMAGE_TYPES)[]];

const size = (max: number) =>
  z
    .number()
    .int()
    .positive('must be more than 0 bytes')
    .max(max, `must be at most ${max / (1024 * 1024)} MB`);

/** DESIGN.md deliberate change: JSON instead of multipart, answered with a presigned PUT. */
const imageUploadBody = z.object({
  contentType: z.enum(imageTypes, { message: 'must be a JPEG, PNG, WebP, GIF or AVIF image' }),
  size: size(MAX_IMAGE_BYTES),
  purpose: z.enum(UPLOAD_PURPOSES),
});

/** A product import's CSV: admins only, text/csv, up to 20 MB; its `key` goes to /api/product/import. */
const importUploadBody = z.object({
  contentType: z.literal('text/csv', { message: 'must be text/csv (a CSV file)' }),
  size: size(IMPORT_MAX_BYTES),
  purpose: z.literal('import'),
});

export const uploadBody = z.discriminatedUnion('purpose', [importUploadBody, imageUploadBody], {
  message: `must be one of ${[...UPLOAD_PURPOSES, 'import'].join(', ')}`,
});

/** The browser PUTs the file to `uploadUrl` with `headers`, then stores `url` (/media/...). */
export interface UploadReply {
  uploadUrl: string;
  /** The headers the signature covers besides the length (the content type, and If-None-Match: * so the URL writes once). */
  headers: Record<string, string>;
  url: string;
  /** The object's key (an import's upload: what /api/product/import takes). */
  key: string;
}

export interface FileCalls {
  'POST /api/file/upload': Call<z.input<typeof uploadBody>, UploadReply>;
}
