/**
 * The catalog repos against a mocked DynamoDB document client and S3 client: what a warm read costs
 * in requests, and that a cold read takes the catalog object when there is one. (A product written
 * through the API: product-items.test.ts.)
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SEED_STORE } from '../../../local/seed/stores.js';
import { BENGALURU, answer, catalog, ddb, objects, s3, seed, setStock } from '../../../test/fixtures/catalog-table.js';
import type * as Products from './products.js';


type Handler = (event: unknown) => Promise<{ statusCode: number; body: string }>;
const event = (body: unknown, headers: Record<string, string> = {}) => ({
  version: '2.0',
  routeKey: 'POST /x',
  rawPath: '/x',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
  isBase64Encoded: false,
  requestContext: { requestId: 'test', http: { method: 'POST' } },
});
const call = async (handler: Handler, body: unknown, headers: Record<string, string> = {}) => {
  const res = await handler(event(body, headers));
  return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown> & { data: unknown } };
};

const handlers: Record<string, Handler> = {};
let repos: typeof Products;

/** The version check reuses a read for 1 s (core/catalog-cache.ts): tests move the clock instead of waiting. */
const aSecondLater = () => vi.setSystemTime(Date.now() + 1000);
/** A catalog write made by another container (no invalidation here): seen once the second has passed. */
const anotherContainerWrites = () => {
  catalog.version++;
  aSecondLater();
};

afterAll(() => {
  vi.useRealTimers();
});

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // The table client reads its environment at import, as at a cold start.
  Object.assign(process.env, { TABLE_NAME: 'test', CATALOG_BUCKET: 'catalog', AWS_REGION: 'us-east-1' });
  for (const name of [
    'get-products',
    'search-products',
    'get-products-by-category',
    'get-products-by-category-and-subcategory',
    'get-product-details',
  ]) {
    handlers[name] = ((await import(`../../api/product/${name}.ts`)) as { handler: Handler }).handler;
  }
  repos = await import('./products.js');
});

beforeEach(() => {
  objects.clear();
  answer();
});

/** DynamoDB requests made while `fn` runs. */
/**
 * DynamoDB requests made while `fn` runs; the Query of the store list (services/stores/store-of-request.ts,
 * at most once per STORE_LIST_TTL_MS per container) is named apart, and left out unless `withStoreList`.
 */
async function requests(fn: () => Promise<unknown>, withStoreList = false): Promise<string[]> {
  const before = ddb.calls().length;
  await fn();
  return ddb
    .calls()
    .slice(before)
    .map((c) => {
      const input = c.args[0].input as { ExpressionAttributeValues?: Record<string, unknown> };
      const name = c.args[0].constructor.name;
      return name === 'QueryCommand' && input.ExpressionAttributeValues?.[':pk'] === 'STORE' ? 'StoreListQuery' : name;
    })
    .filter((name) => withStoreList || name !== 'StoreListQuery');
}

describe('DynamoDB requests per warm catalog read', () => {
  const dairy = seed.categories.find((c) => c.name === 'Dairy & Breakfast')!;
  const milk = seed.subCategories.find((s) => s.name === 'Milk')!;
  const reads: [string, unknown][] = [
    ['get-products', { page: 2, limit: 12 }],
    ['get-products', { page: 1, limit: 100, search: 'milk' }],
    ['search-products', { search: 'chocolte', page: 1 }],
    ['search-products', { search: '', page: 3 }],
    ['get-products-by-category', { id: dairy._id }],
    ['get-products-by-category-and-subcategory', { categoryId: dairy._id, subCategoryId: milk._id, page: 1, limit: 8 }],
    ['get-product-details', { productId: seed.products[5]!._id }],
  ];

  it.each(reads)('%s %j: one read for stock (or the product), plus the version GetItem at most once a second', async (name, body) => {
    const handler = handlers[name]!;
    // Cold (or after a catalog write): the snapshot loads once, page by page.
    anotherContainerWrites();
    const cold = await requests(() => call(handler, body));
    expect(cold.filter((c) => c === 'QueryCommand').length).toBeGreaterThanOrEqual(3);
    // Warm, within the second: no version read at all.
    const warm = await requests(async () => {
      const res = await call(handler, body);
      expect(res.status).toBe(200);
    });
    // Product details: one BatchGet of the product and its stock item.
    const freshRead = 'BatchGetCommand';
    expect(warm).toEqual([freshRead]);
    // A second later: the version is read again (one GetItem), and the snapshot kept.
    aSecondLater();
    const later = await requests(() => call(handler, body));
    expect([...later].sort()).toEqual(['GetCommand', freshRead].sort());
  });

  it.each([
    ['the X-Store-Id header', { 'x-store-id': BENGALURU }, {}],
    ['the body', {}, { storeId: BENGALURU }],
  ])("a read naming a store by %s costs the same, and shows that store's stock", async (_by, headers, extra) => {
    const handler = handlers['get-products']!;
    const body = { page: 1, limit: 3, ...extra };
    await call(handler, body, headers);
    const first = seed.products.at(-1)!;
    setStock(BENGALURU, first._id, 0);
    setStock(DEFAULT_SEED_STORE._id, first._id, 9);
    const warm = await requests(async () => {
      const res = await call(handler, body, headers);
      expect((res.body.data as { _id: string; stock: number }[])[0]).toMatchObject({ _id: first._id, stock: 0 });
    });
    expect(warm).toEqual(['BatchGetCommand']);
    const atDefault = await call(handler, { page: 1, limit: 3 });
    expect((atDefault.body.data as { stock: number }[])[0]!.stock).toBe(9);
  });

  it('the store list is one Query per container every 5 s at most, shared by every call', async () => {
    const { STORE_LIST_TTL_MS } = await import('../../services/stores/store-of-request.js');
    const handler = handlers['get-products']!;
    vi.setSystemTime(Date.now() + STORE_LIST_TTL_MS);
    const first = await requests(() => Promise.all([call(handler, { page: 1, limit: 1 }), call(handler, { page: 2, limit: 1 })]), true);
    expect(first.filter((c) => c === 'StoreListQuery')).toHaveLength(1);
    vi.setSystemTime(Date.now() + STORE_LIST_TTL_MS - 1000);
    const within = await requests(() => call(handler, { page: 1, limit: 1 }, { 'x-store-id': BENGALURU }), true);
    expect(within).not.toContain('StoreListQuery');
  });

  it('a store id that names no store is answered by the default store; the list is read again at most once a second', async () => {
    const handler = handlers['get-products']!;
    const headers = { 'x-store-id': 'no-such-store' };
    await call(handler, { page: 1, limit: 1 }, headers);
    const first = seed.products.at(-1)!;
    setStock(DEFAULT_SEED_STORE._id, first._id, 4);
    const warm = await requests(async () => {
      const res = await call(handler, { page: 1, limit: 1 }, headers);
      expect((res.body.data as { stock: number }[])[0]!.stock).toBe(4);
    }, true);
    expect(warm).toEqual(['BatchGetCommand']);
    aSecondLater();
    const later = await requests(() => call(handler, { page: 1, limit: 1 }, headers), true);
    expect(later.filter((c) => c === 'StoreListQuery')).toHaveLength(1);
  });

  it('home rows for every category in one call: the version read plus one BatchGet per 100 products shown', async () => {
    const handler = handlers['get-products-by-category']!;
    const ids = seed.categories.map((c) => c._id);
    await call(handler, { ids });
    aSecondLater();
    const warm = await requests(() => call(handler, { ids }));
    const shown = new Set(ids.flatMap((id) => seed.products.filter((p) => p.category.some((c) => c._id === id)).slice(0, 12).map((p) => p._id)));
    expect(warm.filter((c) => c === 'GetCommand')).toHaveLength(1);
    expect(warm.filter((c) => c === 'BatchGetCommand')).toHaveLength(Math.ceil(shown.size / 100));
    expect(warm).not.toContain('QueryCommand');
  });

  it('home rows share their stock for a second: a home page within it reads none, one a second later reads it again', async () => {
    const handler = handlers['get-products-by-category']!;
    const ids = seed.categories.map((c) => c._id);
    aSecondLater();
    const first = await requests(() => call(handler, { ids }));
    expect(first.filter((c) => c === 'BatchGetCommand').length).toBeGreaterThan(0);
    const within = await requests(() => call(handler, { ids }));
    expect(within.filter((c) => c === 'BatchGetCommand')).toEqual([]);
    aSecondLater();
    const later = await requests(() => call(handler, { ids }));
    expect(later.filter((c) => c === 'BatchGetCommand')).toEqual(first.filter((c) => c === 'BatchGetCommand'));
    // Home pages that miss it at the same time share one read.
    aSecondLater();
    const together = await requests(() => Promise.all([call(handler, { ids }), call(handler, { ids }), call(handler, { ids })]));
    expect(together.filter((c) => c === 'BatchGetCommand')).toEqual(first.filter((c) => c === 'BatchGetCommand'));
  });

  it("shows this container's own catalog write on its very next read, within the second", async () => {
    const handler = handlers['get-products']!;
    await call(handler, { page: 1, limit: 1 });
    ddb.on(TransactWriteCommand).callsFake(() => {
      catalog.version++; // the transaction bumps the version item
      return {};
    });
    const sub = seed.subCategories[0]!;
    const written = await repos.createProduct({
      name: 'Fresh Write',
      image: ['/media/product/t.webp'],
      category: [sub.category[0]!._id],
      subCategory: [sub._id],
      unit: '1 pc',
      stock: 1,
      pricePaise: 100,
      discount: 0,
      description: 'x',
      more_details: {},
    }, DEFAULT_SEED_STORE._id);
    expect(written.ok).toBe(true);
    const next = await requests(() => call(handler, { page: 1, limit: 1 }));
    expect(next[0]).toBe('GetCommand'); // the version read again at once, not a second later
    expect(next).toContain('QueryCommand'); // and the snapshot reloaded
  });

  it('shows stock as it is now, not as it was when the snapshot loaded', async () => {
    const handler = handlers['get-products']!;
    const first = await call(handler, { page: 1, limit: 1 });
    const [product] = first.body.data as { _id: string; stock: number }[];
    setStock(DEFAULT_SEED_STORE._id, product!._id, 3);
    const again = await call(handler, { page: 1, limit: 1 });
    expect((again.body.data as { stock: number }[])[0]!.stock).toBe(3);
    expect(again.body.totalNoPage).toBe(seed.products.length);
  });
});

describe('a cold read with a catalog object', () => {
  it('takes the object of the version read: no Query, the same answer as from the table', async () => {
    const handler = handlers['search-products']!;
    const body = { search: 'milk', page: 1 };
    anotherContainerWrites();
    const fromTable = await call(handler, body);
    const { encodeCatalog } = await import('../../core/catalog-blob.js');
    const { loadCatalog } = await import('./catalog-snapshot.js');
    const { catalogObjects } = await import('../objects.js');
    anotherContainerWrites();
    objects.set(catalogObjects.snapshot(catalog.version), encodeCatalog(catalog.version, await loadCatalog()));
    const sent = await requests(async () => {
      const res = await call(handler, body);
      expect(res.body).toEqual(fromTable.body);
    });
    expect(sent.filter((c) => c === 'QueryCommand')).toEqual([]);
    expect(s3.commandCalls(GetObjectCommand).map((c) => c.args[0].input.Key)).toContain(catalogObjects.snapshot(catalog.version));
  });

  it('reads the table when the object is unreadable (the error is logged, the call answers)', async () => {
    const handler = handlers['get-products']!;
    anotherContainerWrites();
    s3.on(GetObjectCommand).rejects(new Error('AccessDenied'));
    const sent = await requests(async () => expect((await call(handler, { page: 1, limit: 12 })).status).toBe(200));
    expect(sent.filter((c) => c === 'QueryCommand').length).toBeGreaterThanOrEqual(3);
  });
});
