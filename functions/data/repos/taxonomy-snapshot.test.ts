/**
 * The taxonomy snapshot against a mocked DynamoDB document client: what category and sub category
 * lists cost in requests, warm and after a catalog write, and that a write is seen at once.
 */
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSeedCatalog } from '../../../local/seed/catalog.js';

const seed = buildSeedCatalog();
const ddb = mockClient(DynamoDBDocumentClient);
let version = 1;
let categories = [...seed.categories];

beforeEach(() => {
  ddb.reset();
  ddb.on(GetCommand).callsFake(() => ({ Item: { pk: 'CATALOG', sk: 'VERSION', version } }));
  ddb.on(QueryCommand).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => {
    const pk = input.ExpressionAttributeValues[':pk'];
    return { Items: pk === 'CATEGORY' ? categories : pk === 'SUBCATEGORY' ? seed.subCategories : [] };
  });
});

type Handler = (event: unknown) => Promise<{ statusCode: number; body: string }>;
const event = { version: '2.0', routeKey: 'GET /x', rawPath: '/x', headers: {}, isBase64Encoded: false, requestContext: { requestId: 'test', http: { method: 'GET' } } };
const handlers: Record<string, Handler> = {};

/** The version check reuses a read for 1 s (core/catalog-cache.ts): tests move the clock instead of waiting. */
const aSecondLater = () => vi.setSystemTime(Date.now() + 1000);

afterAll(() => {
  vi.useRealTimers();
});

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  Object.assign(process.env, { TABLE_NAME: 'test', AWS_REGION: 'us-east-1' });
  handlers.categories = ((await import('../../api/category/get-categories.js')) as { handler: Handler }).handler;
  handlers.subCategories = ((await import('../../api/subcategory/get-subcategories.js')) as { handler: Handler }).handler;
});

async function call(name: string): Promise<{ commands: string[]; data: { _id: string; name: string }[] }> {
  const before = ddb.calls().length;
  const res = await handlers[name]!(event);
  expect(res.statusCode).toBe(200);
  return {
    commands: ddb.calls().slice(before).map((c) => c.args[0].constructor.name),
    data: (JSON.parse(res.body) as { data: { _id: string; name: string }[] }).data,
  };
}

describe.each(['categories', 'subCategories'])('%s list from the taxonomy snapshot', (name) => {
  it('costs one GetItem a second when warm, whatever the number of categories', async () => {
    version++;
    aSecondLater();
    const cold = await call(name);
    expect(cold.commands[0]).toBe('GetCommand');
    expect(cold.commands.filter((c) => c === 'QueryCommand').length).toBeGreaterThanOrEqual(1);
    for (const query of ddb.commandCalls(QueryCommand)) expect(query.args[0].input.ConsistentRead).toBe(true);
    const warm = await call(name);
    expect(warm.commands).toEqual([]);
    expect(warm.data).toEqual(cold.data);
    aSecondLater();
    const later = await call(name);
    expect(later.commands).toEqual(['GetCommand']);
    expect(later.data).toEqual(cold.data);
  });
});

describe('after a catalog write', () => {
  it("lists another container's new category a second later (the write bumped the version)", async () => {
    await call('categories');
    const added = { ...seed.categories[0]!, _id: 'new-category', sk: 'CATEGORY#new-category', name: 'Aaa New Category' };
    categories = [...seed.categories, added];
    version++;
    aSecondLater();
    const after = await call('categories');
    expect(after.commands).toEqual(['GetCommand', 'QueryCommand']);
    expect(after.data[0]).toEqual({ _id: 'new-category', name: 'Aaa New Category', image: added.image });
    categories = [...seed.categories];
  });
});
