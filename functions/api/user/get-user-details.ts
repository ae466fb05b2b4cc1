import type { ApiUser } from '../../core/user.js';
import { getProfile } from '../../data/repos/users.js';
import { NotFound } from '../../platform/errors.js';
import { route } from '../route.js';

export const handler = route({ auth: 'user' }, async ({ caller }) => {
  const profile = await getProfile(caller.userId);
  if (!profile) throw new NotFound('User not found');
  const user: ApiUser = { ...profile, role: caller.isAdmin ? 'ADMIN' : 'USER' };
  return { message: 'User details', data: user };
});
