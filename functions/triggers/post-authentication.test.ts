/** The post-authentication trigger with the table at its edge (mocked document client). */
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PostAuthenticationTriggerEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sampleProfileItem } from '../../test/fixtures/sample-profile.js';
import { assignedValues } from '../data/update.js';

const ddb = mockClient(DynamoDBDocumentClient);
let handler: (event: PostAuthenticationTriggerEvent) => Promise<PostAuthenticationTriggerEvent>;

const event = (attributes: Record<string, string>) =>
  ({ triggerSource: 'PostAuthentication_Authentication', userName: 'u1', request: { userAttributes: attributes, newDeviceUsed: false }, response: {} }) as unknown as PostAuthenticationTriggerEvent;

beforeAll(async () => {
  Object.assign(process.env, { TABLE_NAME: 'test', AWS_REGION: 'us-east-1' });
  ({ handler } = await import('./post-authentication.js'));
});
beforeEach(() => ddb.reset());

describe('post-authentication trigger', () => {
  it('creates the profile of a user who has none (made in the console), then records the login', async () => {
    ddb.on(GetCommand).resolves({});
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(UpdateCommand).resolves({});
    const input = event({ sub: 'u1', email: 'ops@shop.example', name: 'Store Admin' });
    await expect(handler(input)).resolves.toBe(input);
    const [write] = ddb.commandCalls(TransactWriteCommand);
    expect(JSON.stringify(write!.args[0].input)).toContain('"name":"Store Admin"');
    // The login write sets exactly the login date (read through its attribute names, not its placeholders).
    const login = ddb.commandCalls(UpdateCommand)[0]!.args[0].input as Parameters<typeof assignedValues>[0];
    expect(login.UpdateExpression).toMatch(/^SET [^,]+$/);
    expect(Object.keys(assignedValues(login))).toEqual(['last_login_date']);
  });

  it('only records the login of a user who has a profile', async () => {
    ddb.on(GetCommand).resolves({ Item: sampleProfileItem({ _id: 'u1' }) });
    ddb.on(UpdateCommand).resolves({});
    await handler(event({ sub: 'u1', email: 'a@b.c' }));
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(1);
  });

  it('lets the sign-in go on when only the login date cannot be written, and fails it when the profile cannot', async () => {
    ddb.on(GetCommand).resolves({ Item: sampleProfileItem({ _id: 'u1' }) });
    ddb.on(UpdateCommand).rejects(new Error('ProvisionedThroughputExceededException'));
    await expect(handler(event({ sub: 'u1', email: 'a@b.c' }))).resolves.toBeDefined();
    ddb.on(GetCommand).resolves({});
    ddb.on(TransactWriteCommand).rejects(new Error('InternalServerError'));
    await expect(handler(event({ sub: 'u1', email: 'a@b.c' }))).rejects.toThrow('InternalServerError');
  });
});
