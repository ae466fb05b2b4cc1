import { randomUUID } from 'node:crypto';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { DEMO_ACCOUNTS, ensureCognitoUser } from '../../local/provision.js';

const stack = inject('stack');
// Tests talk to the stand-ins directly too (tokens, table checks): same environment as the handlers.
Object.assign(process.env, stack.env);

export const apiUrl = stack.apiUrl;

export interface ApiResponse<T = unknown> {
  status: number;
  body: { success?: boolean; error?: boolean; message?: string; data?: T } & Record<string, unknown>;
}

export async function api<T = unknown>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined && method !== 'GET') {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${apiUrl}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: ApiResponse<T>['body'];
  try {
    parsed = JSON.parse(text) as ApiResponse<T>['body'];
  } catch {
    throw new Error(`${method} ${path} answered ${response.status} with a non-JSON body: ${text.slice(0, 200)}`);
  }
  return { status: response.status, body: parsed };
}

const cognito = new CognitoIdentityProviderClient({});

export async function signIn(email: string, password: string) {
  const result = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const tokens = result.AuthenticationResult;
  if (!tokens?.AccessToken || !tokens.IdToken || !tokens.RefreshToken) throw new Error(`No tokens for ${email}`);
  return { accessToken: tokens.AccessToken, idToken: tokens.IdToken, refreshToken: tokens.RefreshToken };
}

const cachedTokens = new Map<string, Promise<string>>();

/** Access token of a seeded account (sign-in through the API comes with the accounts issue). */
export function tokenFor(role: 'admin' | 'shopper'): Promise<string> {
  const account = DEMO_ACCOUNTS.find((a) => a.admin === (role === 'admin'));
  if (!account) throw new Error(`no ${role} account`);
  if (!cachedTokens.has(role)) cachedTokens.set(role, signIn(account.email, account.password).then((t) => t.accessToken));
  return cachedTokens.get(role) as Promise<string>;
}

/** A brand-new confirmed shopper, for ownership tests. */
export async function newShopper(): Promise<{ email: string; password: string; accessToken: string; userId: string }> {
  const email = `shopper-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Shopper#12345';
  const userId = await ensureCognitoUser(stack.userPoolId, { email, password, name: 'Test Shopper', admin: false });
  const { accessToken } = await signIn(email, password);
  return { email, password, accessToken, userId };
}

export const table = DynamoDBDocumentClient.from(new DynamoDBClient({}));

/** Every item of one partition, straight from the table (to prove what was or wasn't written). */
export async function partition(pk: string): Promise<Record<string, unknown>[]> {
  const result = await table.send(
    new QueryCommand({ TableName: stack.env.TABLE_NAME, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } }),
  );
  return result.Items ?? [];
}

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

/** Mails the local SES captured for one address, oldest first. */
export async function mailsTo(address: string): Promise<StoredMail[]> {
  const response = await fetch(`${stack.env.AWS_ENDPOINT_URL_SESV2}/store`);
  const { emails } = (await response.json()) as { emails: StoredMail[] };
  return emails.filter((mail) => mail.destination.to.some((to) => to.includes(address)));
}

/** The code in the newest OTP mail to an address. */
export async function latestOtp(address: string): Promise<string> {
  const mails = await mailsTo(address);
  const code = /\b(\d{6})\b/.exec(mails.at(-1)?.body.text ?? '')?.[1];
  if (!code) throw new Error(`No OTP mail for ${address}`);
  return code;
}
