/**
 * No half-done account change, on a stack of its own whose Cognito this file
 * makes fail, one operation at a time, through the stack's fault routes: a profile update, an
 * e-mail confirmation, a password reset or a registration that Cognito refuses answers 500 and
 * leaves the table and Cognito as they were, and the code or proof it was given stays usable.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/data/keys.js';
import { startStackProcess, type StackInfo } from '../../local/stack-process.js';
import { FAULTS_PATH } from '../../local/stack.js';
import { TEST_PORTS } from './ports.js';

const base = TEST_PORTS.gateway + 40;
const PASSWORD = 'Fresh#Basket1';
const NEW_PASSWORD = 'Newer#Basket2';
let stack: Awaited<ReturnType<typeof startStackProcess>>;
let info: StackInfo;
let dataDir: string;
let table: DynamoDBDocumentClient;
let cognito: CognitoIdentityProviderClient;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qb-account-faults-'));
  stack = await startStackProcess({
    ports: { gateway: base, dynamodb: base + 1, s3: base + 2, cognito: base + 3, ses: base + 4 },
    dataDir,
    seed: false,
    inMemoryDb: true,
    faults: true,
    reconcileEveryMs: 0,
    catalogBuilds: 'on-demand',
  });
  info = stack.info;
  // This file's SDK clients talk to this stack's stand-ins, as its handlers do.
  Object.assign(process.env, info.env);
  table = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  cognito = new CognitoIdentityProviderClient({});
}, 240_000);

afterAll(async () => {
  await stack?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const failing = new Set<string>();
async function cognitoFault(operation: string, action: 'fail' | 'recover') {
  const response = await fetch(`${info.apiUrl}${FAULTS_PATH}/cognito/${operation}/${action}`, { method: 'POST' });
  expect(response.status).toBe(200);
  if (action === 'fail') failing.add(operation);
  else failing.delete(operation);
}
afterEach(async () => {
  for (const operation of [...failing]) await cognitoFault(operation, 'recover');
});

async function call<T = unknown>(method: string, route: string, body?: unknown, token?: string) {
  const response = await fetch(`${info.apiUrl}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message?: string; data?: T } };
}

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;
const login = (email: string, password = PASSWORD) => call<{ accesstoken: string }>('POST', '/api/user/login', { email, password });

async function partition(pk: string) {
  const result = await table.send(
    new QueryCommand({ TableName: info.env.TABLE_NAME, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } }),
  );
  return result.Items ?? [];
}

async function mailsTo(address: string) {
  const { emails } = (await (await fetch(`${info.env.AWS_ENDPOINT_URL_SES}/store`)).json()) as { emails: { destination: { to: string[] }; body: { text?: string } }[] };
  return emails.filter((mail) => mail.destination.to.some((to) => to.includes(address)));
}

async function latestCode(address: string) {
  const code = /\b(\d{6})\b/.exec((await mailsTo(address)).at(-1)?.body.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${address}`);
  return code;
}

const cognitoName = async (email: string) =>
  (await cognito.send(new AdminGetUserCommand({ UserPoolId: info.userPoolId, Username: email }))).UserAttributes?.find((a) => a.Name === 'name')?.Value;

/** A registered, signed-in account with a mobile number; its id and every item of its partition. */
async function account(label: string) {
  const email = uniqueEmail(label);
  expect((await call('POST', '/api/user/register', { name: 'Meera Nair', email, password: PASSWORD, confirmPassword: PASSWORD })).status).toBe(200);
  const token = (await login(email)).body.data!.accesstoken;
  const userId = (await call<{ _id: string }>('GET', '/api/user/user-details', undefined, token)).body.data!._id;
  expect((await call('PUT', '/api/user/update-user', { name: 'Meera Nair', email, mobile: '9876543210' }, token)).status).toBe(200);
  return { email, token, userId };
}

describe('a Cognito failure changes nothing and spends no code or proof', () => {
  it('update-user: name, mobile and a new e-mail stay as they were; the code of the change pending before still confirms it', async () => {
    const { email, token, userId } = await account('update');
    const pendingTarget = uniqueEmail('pending');
    expect((await call('PUT', '/api/user/update-user', { name: 'Meera Nair', email: pendingTarget, mobile: '9876543210' }, token)).status).toBe(200);
    const pendingCode = await latestCode(pendingTarget);
    const before = await partition(keys.user(userId).pk);

    await cognitoFault('AdminUpdateUserAttributes', 'fail');
    const otherTarget = uniqueEmail('other');
    const failed = await call('PUT', '/api/user/update-user', { name: 'Meera N', email: otherTarget, mobile: '9123456780' }, token);
    expect(failed.status).toBe(500);
    // Profile and pending change item for item, Cognito's name, no mail and no mail slot taken.
    expect(await partition(keys.user(userId).pk)).toEqual(before);
    expect(await cognitoName(email)).toBe('Meera Nair');
    expect(await mailsTo(otherTarget)).toEqual([]);
    expect((await partition(keys.otpRate(otherTarget, '').pk)).map((slot) => slot.mails)).toEqual([0]);

    await cognitoFault('AdminUpdateUserAttributes', 'recover');
    expect((await call('POST', '/api/user/verify-email', { otp: pendingCode }, token)).status).toBe(200);
    expect((await call<{ email: string }>('GET', '/api/user/user-details', undefined, token)).body.data!.email).toBe(pendingTarget);
    const renamed = await call('PUT', '/api/user/update-user', { name: 'Meera N', email: pendingTarget, mobile: '9123456780' }, token);
    expect(renamed.status).toBe(200);
    expect(await cognitoName(pendingTarget)).toBe('Meera N');
  });

  it('verify-email: the e-mail, its claim and Cognito keep the old address; the same code confirms it once Cognito is back', async () => {
    const { email, token, userId } = await account('verify');
    const target = uniqueEmail('target');
    expect((await call('PUT', '/api/user/update-user', { name: 'Meera Nair', email: target, mobile: '9876543210' }, token)).status).toBe(200);
    const code = await latestCode(target);
    const before = await partition(keys.user(userId).pk);

    await cognitoFault('AdminUpdateUserAttributes', 'fail');
    expect((await call('POST', '/api/user/verify-email', { otp: code }, token)).status).toBe(500);
    expect(await partition(keys.user(userId).pk)).toEqual(before);
    expect((await partition(keys.emailClaim(email).pk))[0]).toMatchObject({ userId });
    expect(await partition(keys.emailClaim(target).pk)).toEqual([]);
    expect((await login(email)).status).toBe(200);
    expect((await login(target)).status).toBe(400);

    await cognitoFault('AdminUpdateUserAttributes', 'recover');
    expect((await call('POST', '/api/user/verify-email', { otp: code }, token)).status).toBe(200);
    expect((await partition(keys.emailClaim(target).pk))[0]).toMatchObject({ userId });
    expect((await login(target)).status).toBe(200);
    expect((await login(email)).status).toBe(400);
  });

  it('reset-password: the old password still signs in; the same proof resets it once Cognito is back', async () => {
    const { email } = await account('reset');
    expect((await call('PUT', '/api/user/forgot-password', { email })).status).toBe(200);
    const verified = await call<{ resetToken: string }>('PUT', '/api/user/verify-forgot-password-otp', { email, otp: await latestCode(email) });
    expect(verified.status).toBe(200);
    const reset = { email, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, resetToken: verified.body.data!.resetToken };

    await cognitoFault('AdminSetUserPassword', 'fail');
    expect((await call('PUT', '/api/user/reset-password', reset)).status).toBe(500);
    expect((await login(email)).status).toBe(200);
    expect(await partition(keys.resetProof(email).pk).then((items) => items.filter((i) => i.sk === 'PROOF'))).toHaveLength(1);

    await cognitoFault('AdminSetUserPassword', 'recover');
    expect((await call('PUT', '/api/user/reset-password', reset)).status).toBe(200);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(email)).status).toBe(400);
  });

  it('register: neither a Cognito user nor a profile is left; the e-mail registers once Cognito is back', async () => {
    const email = uniqueEmail('register');
    const body = { name: 'Meera Nair', email, password: PASSWORD, confirmPassword: PASSWORD };
    await cognitoFault('AdminSetUserPassword', 'fail');
    expect((await call('POST', '/api/user/register', body)).status).toBe(500);
    expect(await partition(keys.emailClaim(email).pk)).toEqual([]);
    await expect(cognito.send(new AdminGetUserCommand({ UserPoolId: info.userPoolId, Username: email }))).rejects.toMatchObject({ name: 'UserNotFoundException' });

    await cognitoFault('AdminSetUserPassword', 'recover');
    expect((await call('POST', '/api/user/register', body)).status).toBe(200);
    expect((await login(email)).status).toBe(200);
  });
});
