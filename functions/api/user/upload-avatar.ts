import { setAvatar } from '../../data/repos/users.js';
import { assertUploadedImages } from '../../platform/images.js';
import { route, type Answer } from '../route.js';
import { uploadAvatarBody, type AvatarReply } from '../../core/contracts/user.js';

export const handler = route({ auth: 'user', body: uploadAvatarBody }, async ({ body, caller }): Promise<Answer<AvatarReply>> => {
  await assertUploadedImages([body.avatar]);
  await setAvatar(caller.userId, body.avatar);
  return { message: 'Profile picture updated', data: { _id: caller.userId, avatar: body.avatar } };
});
