import type { PostAuthenticationTriggerEvent } from 'aws-lambda';
import { createProfile, getProfile, recordLogin } from '../data/repos/users.js';
import { logger } from '../platform/logger.js';
import { observed } from '../platform/tracer.js';

/**
 * Cognito's post-authentication trigger: runs after every successful sign-in, whoever signed in
 * (the site's Amplify, straight to Cognito, or POST /api/user/login for other clients). A user an
 * operator created in the console gets their profile here at their first sign-in; everyone's
 * last_login_date (SPEC: User) is recorded. Throwing fails the sign-in, so only a profile that
 * cannot be written does; a missed login date is logged.
 */
export const handler = observed(async (event: PostAuthenticationTriggerEvent): Promise<PostAuthenticationTriggerEvent> => {
  const { sub: userId, email, name } = event.request.userAttributes;
  if (!userId || !email) throw new Error('The user has no sub or e-mail attribute');
  if (!(await getProfile(userId))) {
    const created = await createProfile({ userId, name: name ?? '', email });
    // Another profile holds this e-mail: an operator must sort it out; signing in can go on.
    if (created === 'email-taken') logger.error('sign-in of a user whose e-mail another profile holds', { userId });
  }
  try {
    await recordLogin(userId);
  } catch (error) {
    logger.error('last login date not recorded', { userId, error: error as Error });
  }
  return event;
});
