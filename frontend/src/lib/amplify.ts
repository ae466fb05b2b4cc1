import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { ConsoleLogger } from 'aws-amplify/utils';

/**
 * The site's Cognito session, held by Amplify (aws-amplify v6): it keeps the tokens in localStorage
 * (so every tab shares them), hands them out fresh (refreshing with GetTokensFromRefreshToken), and
 * revokes the refresh token at sign-out. Loaded only when a session is needed (lib/auth-session.ts):
 * a signed-out visitor's pages never download it.
 *
 * The user pool comes from /config.json, which the web stack writes next to the site (and the local
 * gateway serves, with its local Cognito endpoint).
 */
interface SiteConfig {
  userPoolId: string;
  userPoolClientId: string;
  /** Local stack only: the Cognito stand-in Amplify talks to instead of the region's endpoint. */
  userPoolEndpoint?: string;
}

let configured: Promise<void> | undefined;

function configure(): Promise<void> {
  configured ??= (async () => {
    const response = await fetch('/config.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
    const { userPoolId, userPoolClientId, userPoolEndpoint } = (await response.json()) as SiteConfig;
    // With a userPoolEndpoint (the local stack's Cognito stand-in) Amplify warns on every configure,
    // i.e. on every page load, that a custom endpoint is in use: known, and nothing to act on. Its
    // logger is quiet for this call only; in AWS there is no custom endpoint to warn about.
    const level = ConsoleLogger.LOG_LEVEL;
    ConsoleLogger.LOG_LEVEL = 'ERROR';
    try {
      Amplify.configure({ Auth: { Cognito: { userPoolId, userPoolClientId, ...(userPoolEndpoint ? { userPoolEndpoint } : {}) } } });
    } finally {
      ConsoleLogger.LOG_LEVEL = level;
    }
  })().catch((error: unknown) => {
    configured = undefined; // the next call tries again
    throw error;
  });
  return configured;
}

/** The access token for an API call: current, refreshed when it has expired (or when forced). */
export async function accessToken(options: { forceRefresh?: boolean } = {}): Promise<string | null> {
  await configure();
  const { tokens } = await fetchAuthSession({ forceRefresh: options.forceRefresh ?? false });
  return tokens?.accessToken.toString() ?? null;
}

/** Wrong e-mail and wrong password read the same (Cognito's own names for them vary). */
const WRONG_CREDENTIALS = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException', 'UserNotConfirmedException']);

/** Sign-in with e-mail and password (USER_PASSWORD_AUTH: the same flow against Cognito and the local stack). */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  await configure();
  const attempt = () => signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  let result: Awaited<ReturnType<typeof attempt>>;
  try {
    result = await attempt();
  } catch (error) {
    const name = (error as Error).name;
    if (WRONG_CREDENTIALS.has(name)) throw new Error('Incorrect email or password');
    if (name !== 'UserAlreadyAuthenticatedException') throw error;
    // Another tab signed someone in meanwhile: this sign-in is the one asked for now.
    await signOut();
    result = await attempt();
  }
  if (!result.isSignedIn) {
    // A user an operator created with a temporary password (README: set it permanent).
    throw new Error('This account must choose a new password first: use Forgot password');
  }
}

/** Ends the session: Cognito revokes its refresh token, Amplify forgets the tokens. */
export async function signOutHere(): Promise<void> {
  await configure();
  await signOut();
}
