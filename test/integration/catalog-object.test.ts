/**
 * The catalog object: a new container loads the catalog in one S3 GET instead
 * of paging every product from gsi1; a change not built yet is read from the table at once; the
 * builder stores each version once. On a stack of its own, in this process, whose DynamoDB
 * requests are counted on the wire and whose builder runs only when this file asks.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_CATALOG_PATH } from '../../local/jobs.js';
import { DEMO_ACCOUNTS } from '../../local/provision.js';
import { startStack, type Stack } from '../../local/stack.js';
import { TEST_PORTS } from './ports.js';

const base = TEST_PORTS.gateway + 30;
let stack: Stack;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qb-catalog-object-'));
  stack = await startStack({
    ports: { gateway: base, dynamodb: base + 1, s3: base + 2, cognito: base + 3, ses: base + 4 },
    dataDir,
    seed: {},
    inMemoryDb: true,
    countDynamoRequests: true,
    // Nothing else talks to DynamoDB while a read is counted: no catalog build from the stream, no reconciliation timer.
    catalogBuilds: 'on-demand',
    reconcileEveryMs: 0,
  });
}, 240_000);

afterAll(async () => {
  await stack?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function call<T>(method: string, route: string, body?: unknown, token?: string) {
  const response = await fetch(`${stack.gateway.url}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message?: string; data?: T; totalCount?: number; summary?: T } };
}

interface Build {
  version: number;
  built: boolean;
  products?: number;
}
const build = async () => (await call<Build>('POST', BUILD_CATALOG_PATH)).body.summary!;

/** The DynamoDB requests (by operation) one catalog read makes. */
async function requestsOf(read: () => Promise<unknown>): Promise<Record<string, number>> {
  const counter = stack.dynamoCounter!;
  await counter.idle();
  await counter.reset();
  await read();
  await counter.idle();
  return counter.counts();
}

const listFirstPage = () => call<{ _id: string }[]>('POST', '/api/product/get', { page: 1, limit: 12 });

async function tagsOf(version: number) {
  const { S3Client, GetObjectTaggingCommand } = await import('@aws-sdk/client-s3');
  const { catalogObjects } = await import('../../functions/data/objects.js');
  const s3 = new S3Client({ forcePathStyle: true });
  const { TagSet } = await s3.send(new GetObjectTaggingCommand({ Bucket: process.env.CATALOG_BUCKET, Key: catalogObjects.snapshot(version) }));
  return TagSet ?? [];
}

async function storedObject(version: number) {
  const { readCatalogObject } = await import('../../functions/data/repos/catalog-object.js');
  const { decodeCatalog } = await import('../../functions/core/catalog-blob.js');
  const bytes = await readCatalogObject(version);
  return bytes && decodeCatalog(bytes);
}

describe('the catalog object', () => {
  let version: number;

  it('is built once per version: the builder stores the seeded catalog, a second run finds it there', async () => {
    const first = await build();
    expect(first).toMatchObject({ built: true, products: 299 });
    version = first.version;
    expect(await build()).toMatchObject({ version, built: false, reason: 'already built' });
    const stored = await storedObject(version);
    expect(stored?.version).toBe(version);
    expect(stored?.view.products).toHaveLength(299);
  });

  it('is what a new container loads: its first catalog read makes no gsi1 Query, only the version and stock reads', async () => {
    let answer: Awaited<ReturnType<typeof listFirstPage>> | undefined;
    const counts = await requestsOf(async () => (answer = await listFirstPage()));
    expect(answer?.status).toBe(200);
    expect(answer?.body.totalCount).toBe(299);
    expect(answer?.body.data).toHaveLength(12);
    // Besides the version and the page's stock, at most the store list (one Query of the STORE
    // partition, kept 5 s: services/stores/store-of-request.ts); loading from the table would be a Query per
    // 100 products and the two taxonomy Queries.
    const { Query: storeList = 0, ...rest } = counts;
    expect(rest).toEqual({ GetItem: 1, BatchGetItem: 1 });
    expect(storeList).toBeLessThanOrEqual(1);
  });

  it('is not waited for: a change not built yet is read from the table at once, and the next build stores it', async () => {
    const admin = DEMO_ACCOUNTS.find((a) => a.admin)!;
    const login = await call<{ accesstoken: string }>('POST', '/api/user/login', { email: admin.email, password: admin.password });
    const token = login.body.data!.accesstoken;
    const [gone] = (await listFirstPage()).body.data!;
    expect((await call('DELETE', '/api/product/delete-product', { _id: gone!._id }, token)).status).toBe(200);

    let answer: Awaited<ReturnType<typeof listFirstPage>> | undefined;
    const counts = await requestsOf(async () => (answer = await listFirstPage()));
    expect(answer?.body.totalCount).toBe(298);
    expect(answer?.body.data!.map((p) => p._id)).not.toContain(gone!._id);
    expect(counts.Query).toBeGreaterThanOrEqual(1); // the table path: gsi1 pages and the taxonomy partitions

    const next = await build();
    expect(next).toMatchObject({ version: version + 1, built: true, products: 298 });
    const stored = await storedObject(next.version);
    expect(stored?.view.products.map((p) => p._id)).not.toContain(gone!._id);
    expect((await storedObject(version))?.view.products).toHaveLength(299); // the older one is left as it was
    // ...but marked for the bucket's lifecycle to remove; the current one never is.
    expect(await tagsOf(version)).toEqual([{ Key: 'superseded', Value: 'true' }]);
    expect(await tagsOf(next.version)).toEqual([]);
  });
});
