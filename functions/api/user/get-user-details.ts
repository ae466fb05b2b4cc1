import { getProfile } from '../../data/repos/users.js';
import { NotFound } from '../../platform/errors.js';
import { route } from '../../platform/route.js';

export const handler = route({ auth: 'user' }, async ({ caller }) => {
  const profile = await getProfile(caller.userId);
  if (!profile) throw new NotFound('User not found');
  return { message: 'User details', data: { ...profile, role: caller.isAdmin ? 'ADMIN' : 'USER' } };
});
