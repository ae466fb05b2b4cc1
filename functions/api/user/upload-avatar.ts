import * as z from 'zod';
import { setAvatar } from '../../data/repos/users.js';
import { assertUploadedImages } from '../../platform/images.js';
import { route } from '../route.js';
import { uploadedImage } from '../fields.js';

/** DESIGN.md deliberate change: takes the URL of an image uploaded through /api/file/upload (purpose avatar). */
const body = z.object({ avatar: uploadedImage('avatar') });

export const handler = route({ auth: 'user', body }, async ({ body, caller }) => {
  await assertUploadedImages([body.avatar]);
  await setAvatar(caller.userId, body.avatar);
  return { message: 'Profile picture updated', data: { _id: caller.userId, avatar: body.avatar } };
});
