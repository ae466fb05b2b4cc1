import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  ListUsersInGroupCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import * as z from 'zod';
import { readEnv } from './env.js';
import { BadRequest } from './errors.js';
import { tracer } from './tracer.js';

/**
 * The one module that talks to the user pool. Each call is its own exported function, so a
 * function's bundle holds only the commands it sends: infra grants each route exactly those
 * (infra/constructs/api-route.ts USER_POOL_ACTIONS; infra/route-grants.test.ts reads them from the bundles).
 * Users are named by their e-mail, the pool's username attribute.
 */
const { USER_POOL_ID: UserPoolId, USER_POOL_CLIENT_ID: ClientId } = readEnv(
  z.object({ USER_POOL_ID: z.string().min(1), USER_POOL_CLIENT_ID: z.string().min(1) }),
);

/** The endpoint comes from AWS_ENDPOINT_URL(_COGNITO_IDENTITY_PROVIDER) locally. */
const cognito = tracer.captureAWSv3Client(new CognitoIdentityProviderClient({}));

const named = (...names: string[]) => (err: unknown) => names.includes((err as Error).name);

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  idToken: string;
  expiresIn: number | undefined;
}

/** A sign-in with e-mail and password; undefined for wrong credentials, whatever Cognito's reason. */
export async function signInWithPassword(email: string, password: string): Promise<SessionTokens | undefined> {
  const result = await cognito
    .send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }))
    .catch((err: unknown) => {
      // cognito-local answers a wrong password with InvalidPasswordException, Cognito with NotAuthorizedException.
      if (named('NotAuthorizedException', 'UserNotFoundException', 'UserNotConfirmedException', 'InvalidPasswordException')(err)) return undefined;
      throw err;
    });
  const tokens = result?.AuthenticationResult;
  if (!tokens?.AccessToken || !tokens.RefreshToken || !tokens.IdToken) return undefined;
  return { accessToken: tokens.AccessToken, refreshToken: tokens.RefreshToken, idToken: tokens.IdToken, expiresIn: tokens.ExpiresIn };
}

/** A new access token for a refresh token; undefined when Cognito refuses the refresh token. */
export async function refreshAccessToken(refreshToken: string): Promise<string | undefined> {
  const result = await cognito
    .send(new InitiateAuthCommand({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId, AuthParameters: { REFRESH_TOKEN: refreshToken } }))
    .catch((err: unknown) => {
      if (named('NotAuthorizedException', 'InvalidParameterException')(err)) return undefined;
      throw err;
    });
  return result?.AuthenticationResult?.AccessToken;
}

/** Ends the refresh token and the access tokens issued from it. */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  await cognito.send(new RevokeTokenCommand({ Token: refreshToken, ClientId })).catch((err: unknown) => {
    // An already revoked or foreign token leaves nothing to end.
    if (!named('UnsupportedTokenTypeException', 'NotAuthorizedException')(err)) throw err;
  });
}

/**
 * A confirmed user with a verified e-mail and a permanent password, or none: when the password is
 * refused, the user just created goes again. Its id (the `sub`), or 'exists' for a taken e-mail.
 */
export async function createUser(user: { email: string; name: string; password: string }): Promise<string | 'exists'> {
  const created = await cognito
    .send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: user.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: user.name },
        ],
      }),
    )
    .catch((err: unknown) => {
      if (named('UsernameExistsException', 'AliasExistsException')(err)) return 'exists' as const;
      throw err;
    });
  if (created === 'exists') return created;
  try {
    const sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
    if (!sub) throw new Error('Cognito returned no sub');
    await setPassword(user.email, user.password);
    return sub;
  } catch (err) {
    await deleteUser(user.email);
    if (named('InvalidPasswordException')(err)) throw new BadRequest(`password: ${(err as Error).message}`);
    throw err;
  }
}

export async function deleteUser(email: string): Promise<void> {
  await cognito.send(new AdminDeleteUserCommand({ UserPoolId, Username: email }));
}

export async function setPassword(email: string, password: string): Promise<void> {
  await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: password, Permanent: true }));
}

export async function setName(email: string, name: string): Promise<void> {
  await cognito.send(new AdminUpdateUserAttributesCommand({ UserPoolId, Username: email, UserAttributes: [{ Name: 'name', Value: name }] }));
}

/** The user signs in with the new e-mail at once: it is marked verified (its code was checked). */
export async function setEmail(email: string, newEmail: string): Promise<void> {
  await cognito.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId,
      Username: email,
      UserAttributes: [
        { Name: 'email', Value: newEmail },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
}

/** Revokes every refresh token of the user (and the access tokens issued from them). */
export async function signOutEverywhere(email: string): Promise<void> {
  await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId, Username: email }));
}

/** The user's id (`sub`), or undefined when no user has this e-mail. Local provisioning only. */
export async function findUserSub(email: string): Promise<string | undefined> {
  const user = await cognito.send(new AdminGetUserCommand({ UserPoolId, Username: email })).catch((err: unknown) => {
    if (named('UserNotFoundException')(err)) return undefined;
    throw err;
  });
  return user?.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
}

/** A user who may no longer sign in (a deactivated rider); their refresh tokens stop working too. */
export async function disableUser(email: string): Promise<void> {
  await cognito.send(new AdminDisableUserCommand({ UserPoolId, Username: email }));
}

export async function enableUser(email: string): Promise<void> {
  await cognito.send(new AdminEnableUserCommand({ UserPoolId, Username: email }));
}

/** Local provisioning and rider create (infra grants that route this, in the RIDER group's pool). */
export async function addToGroup(email: string, group: string): Promise<void> {
  await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: email, GroupName: group }));
}

/**
 * The e-mail addresses of a group's enabled members (the low-stock mails go to the ADMIN group: every
 * admin runs every store), page by page. The username is the e-mail; the attribute says it too.
 */
export async function groupMemberEmails(groupName: string): Promise<string[]> {
  const emails: string[] = [];
  let NextToken: string | undefined;
  do {
    const page = await cognito.send(new ListUsersInGroupCommand({ UserPoolId, GroupName: groupName, NextToken }));
    for (const user of page.Users ?? []) {
      if (user.Enabled === false) continue;
      const email = user.Attributes?.find((a) => a.Name === 'email')?.Value ?? (user.Username?.includes('@') ? user.Username : undefined);
      if (email) emails.push(email);
    }
    NextToken = page.NextToken;
  } while (NextToken);
  return emails;
}
