import { CognitoIdentityProviderClient, ListUsersInGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import * as z from 'zod';
import { ADMIN_GROUP } from '../core/roles.js';
import { readEnv } from './env.js';
import { tracer } from './tracer.js';

/**
 * The admins' e-mail addresses (members of the user pool's ADMIN group): who hears about the
 * stores' low stock. Every admin runs every store. Kept for a few minutes per container.
 */
const { USER_POOL_ID: UserPoolId } = readEnv(z.object({ USER_POOL_ID: z.string().min(1) }));
const cognito = tracer.captureAWSv3Client(new CognitoIdentityProviderClient({}));

const KEEP_MS = 5 * 60_000;
let kept: { at: number; emails: string[] } | undefined;

export async function adminEmails(): Promise<string[]> {
  if (kept && Date.now() - kept.at < KEEP_MS) return kept.emails;
  const emails: string[] = [];
  let NextToken: string | undefined;
  do {
    const page = await cognito.send(new ListUsersInGroupCommand({ UserPoolId, GroupName: ADMIN_GROUP, NextToken }));
    for (const user of page.Users ?? []) {
      if (user.Enabled === false) continue;
      // The pool's username is the e-mail; the attribute says it too.
      const email = user.Attributes?.find((a) => a.Name === 'email')?.Value ?? (user.Username?.includes('@') ? user.Username : undefined);
      if (email) emails.push(email);
    }
    NextToken = page.NextToken;
  } while (NextToken);
  kept = { at: Date.now(), emails };
  return emails;
}
