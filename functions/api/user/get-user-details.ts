import type { ApiUser } from '../../core/user.js';
import { getProfile } from '../../data/repos/users.js';
import { NotFound } from '../../platform/errors.js';
import { route, type Answer } from '../route.js';

export const handler = route({ auth: 'user' }, async ({ caller }): Promise<Answer<ApiUser>> => {
  const profile = await getProfile(caller.userId);
  if (!profile) throw new NotFound('User not found');
  const user: ApiUser = { ...profile, role: caller.isAdmin ? 'ADMIN' : caller.isRider ? 'RIDER' : caller.isPicker ? 'PICKER' : 'USER' };
  return { message: 'User details', data: user };
});
