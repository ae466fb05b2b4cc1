import { endSession, hasSession, loadAmplify, notify } from './auth-session';

/**
 * Signing in and out (lib/auth-session.ts keeps the session): apart from it, so this code loads
 * with the login page and the account menu that use it, not with every page's first visit.
 */

/** Sign-in with e-mail and password; listeners hear 'signed-in'. */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  await (await loadAmplify()).signInWithPassword(email, password);
  notify('signed-in');
}

/**
 * SPEC section 4 "Logout": the session ends (Cognito revokes its refresh token) and all browser
 * storage is cleared; the local end happens even when Cognito cannot be reached (the user asked to
 * leave), so that failure is only logged. `beforeEnd` runs between the two (the page to leave to).
 */
export async function signOut(beforeEnd?: () => void): Promise<void> {
  try {
    if (hasSession()) await (await loadAmplify()).signOutHere();
  } catch (error) {
    console.warn('Sign-out could not reach Cognito; ending the session here anyway', error);
  } finally {
    beforeEnd?.();
    endSession();
  }
}
