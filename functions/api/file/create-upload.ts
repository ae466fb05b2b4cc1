import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../core/limits.js';
import { UPLOAD_PURPOSES, imageKey, mayUpload, mediaUrl } from '../../core/uploads.js';
import { Forbidden } from '../../platform/errors.js';
import { presignImageUpload } from '../../platform/images.js';
import { route } from '../route.js';

const imageTypes = Object.keys(IMAGE_TYPES) as [keyof typeof IMAGE_TYPES, ...(keyof typeof IMAGE_TYPES)[]];

const body = z.object({
  contentType: z.enum(imageTypes, { message: 'must be a JPEG, PNG, WebP, GIF or AVIF image' }),
  size: z
    .number()
    .int()
    .positive('must be more than 0 bytes')
    .max(MAX_IMAGE_BYTES, `must be at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`),
  purpose: z.enum(UPLOAD_PURPOSES),
});

/**
 * DESIGN.md deliberate change: returns a presigned PUT instead of taking multipart. The browser
 * sends the file to uploadUrl with these headers, then stores url.
 */
export const handler = route({ auth: 'user', body }, async ({ body, caller }) => {
  if (!mayUpload(body.purpose, caller.isAdmin)) throw new Forbidden();
  const key = imageKey(body.purpose, body.contentType, randomUUID());
  const { uploadUrl, headers } = await presignImageUpload(key, body.contentType, body.size);
  return { message: 'Upload ready', data: { uploadUrl, headers, url: mediaUrl(key) } };
});
