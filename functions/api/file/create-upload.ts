import { randomUUID } from 'node:crypto';
import { uploadBody, type UploadReply } from '../../core/contracts/file.js';
import { imageKey, mayUpload, mediaUrl } from '../../core/uploads.js';
import { jobFiles } from '../../data/objects.js';
import { Forbidden } from '../../platform/errors.js';
import { presignUpload } from '../../platform/images.js';
import { route, type Answer } from '../route.js';

/**
 * DESIGN.md deliberate change: returns a presigned PUT instead of taking multipart. The browser
 * sends the file to uploadUrl with these headers, then stores url. An import's CSV (admins only) is
 * never served: its `url` is its `key`, which /api/product/import takes.
 */
export const handler = route({ auth: 'user', body: uploadBody }, async ({ body, caller }): Promise<Answer<UploadReply>> => {
  if (body.purpose === 'import') {
    if (!caller.isAdmin) throw new Forbidden();
    const key = jobFiles.upload(randomUUID());
    const { uploadUrl, headers } = await presignUpload(key, body.contentType, body.size);
    return { message: 'Upload ready', data: { uploadUrl, headers, url: key, key } };
  }
  if (!mayUpload(body.purpose, caller.isAdmin)) throw new Forbidden();
  const key = imageKey(body.purpose, body.contentType, randomUUID());
  const { uploadUrl, headers } = await presignUpload(key, body.contentType, body.size);
  return { message: 'Upload ready', data: { uploadUrl, headers, url: mediaUrl(key), key } };
});
