/**
 * Ratings after delivery, over HTTP: once per order (a burst of submits counts once), only the
 * shopper's own delivered order, editable for an hour, closed after 14 days; the admins' scores of
 * the store and its rider and the products' thumbs add up to what was rated.
 */
// First: it gives this process the stack's environment, which the table client reads when imported.
import { api, createProduct, newShopper, partition, table, tokenFor, type TestProduct } from './helpers.js';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiOrderRating, ApiProductRating, ApiRating, ApiRatingScores } from '../../functions/core/contracts/rating.js';
import type { StoreRecord } from '../../functions/core/stores.js';
import { keys } from '../../functions/data/keys.js';
import { getRating, saveRating } from '../../functions/data/repos/ratings.js';
import { asOwner, cashOrderAt, deliver, duty, me, newRider, pickup, step, type TestRider } from './riders-support.js';
import { putStoreStock, testStore } from './stores-support.js';

let store: StoreRecord;
let product: TestProduct;
let rider: TestRider;

beforeAll(async () => {
  store = await testStore({ name: 'Ratings Test Store' });
  product = await createProduct({ stock: 0, price: 60 });
  await putStoreStock(store._id, product._id, 100);
  rider = await newRider(store, 'Ravi Kumar');
  expect((await duty(rider, true)).status).toBe(200);
});

/** A cash order of `product` the store's rider picked up and delivered with the shopper's code. */
async function deliveredOrder() {
  const placed = await cashOrderAt(store, product);
  expect((await step(placed.order._id, 'packed')).status).toBe(200);
  expect((await me(rider)).current?._id).toBe(placed.order._id);
  expect((await pickup(rider, placed.order._id)).status).toBe(200);
  const code = (await asOwner(placed.buyer, placed.order._id)).deliveryCode!;
  const done = await deliver(rider, { _id: placed.order._id, code, cashCollected: placed.order.totalAmt });
  expect(done.status, done.body.message).toBe(200);
  return placed;
}

const rate = (token: string, body: Record<string, unknown>) => api<ApiRating>('POST', '/api/order/rate', { token, body });
const ratingOf = (token: string, orderId: string) => api<ApiOrderRating>('POST', '/api/order/rating', { token, body: { orderId } });
const scores = async () => (await api<ApiRatingScores>('POST', '/api/rating/scores', { token: await tokenFor('admin'), body: { storeId: store._id } })).body.data!;
const thumbsOf = async () =>
  (await api<ApiProductRating[]>('POST', '/api/rating/products', { token: await tokenFor('admin'), body: { productIds: [product._id] } })).body.data!.find((p) => p.productId === product._id) ?? { up: 0, down: 0 };

/** Moves the stored times of an order (its delivery) or its rating (when first given) back, as if that long had passed. */
async function backdate(key: { pk: string; sk: string }, attribute: 'deliveredAt' | 'at', msAgo: number) {
  await table.send(new UpdateCommand({ TableName: process.env.TABLE_NAME, Key: key, UpdateExpression: 'SET #a = :t', ExpressionAttributeNames: { '#a': attribute }, ExpressionAttributeValues: { ':t': new Date(Date.now() - msAgo).toISOString() } }));
}

describe('rating a delivered order', { timeout: 120_000 }, () => {
  it('a burst of 10 first ratings of one order counts once: one rating, one thumb on the product, one on the rider', async () => {
    const { buyer, order } = await deliveredOrder();
    const before = await scores();
    const thumbsBefore = await thumbsOf();
    const body = { orderId: order._id, delivery: 'down', tags: ['late', 'packaging'], items: [{ productId: product._id, thumb: 'down' }] };
    const answers = await Promise.all(Array.from({ length: 10 }, () => rate(buyer.token, body)));
    // Each is the first rating or the same rating again (an edit within the hour that changes nothing); a race lost is 409.
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => a.status === 200 || a.status === 409), answers.map((a) => `${a.status} ${a.body.message}`).join('; ')).toBe(true);
    expect(await partition(keys.rating(order._id).pk)).toHaveLength(1);
    expect(await thumbsOf()).toMatchObject({ up: thumbsBefore.up, down: thumbsBefore.down + 1 });
    const after = await scores();
    const ravi = (s: ApiRatingScores) => s.riders.find((r) => r.riderId === rider._id)!.score;
    expect(ravi(after).count).toBe(ravi(before).count + 1);
    expect(ravi(after).tags.late).toBe(ravi(before).tags.late + 1);
    expect(after.store.count).toBe(before.store.count + 1);
  });

  it('two first ratings that both read none (two tabs): the second write is refused and moves no thumb', async () => {
    const { buyer, order } = await deliveredOrder();
    const thumbs = await thumbsOf();
    const now = new Date().toISOString();
    const first = { orderId: order._id, userId: buyer.userId, delivery: 'up' as const, tags: [], items: [{ productId: product._id, thumb: 'up' as const }], at: now, updatedAt: now };
    expect(await saveRating(first, undefined)).toEqual({ ok: true });
    expect(await saveRating({ ...first, delivery: 'down', items: [{ productId: product._id, thumb: 'down' }] }, undefined)).toEqual({ ok: false, failure: 'changed' });
    // An edit made from a read that is no longer current is refused the same way.
    expect(await saveRating({ ...first, updatedAt: new Date().toISOString() }, { ...first, updatedAt: '2000-01-01T00:00:00.000Z' })).toEqual({ ok: false, failure: 'changed' });
    expect(await getRating(order._id)).toMatchObject({ delivery: 'up' });
    expect(await thumbsOf()).toMatchObject({ up: thumbs.up + 1, down: thumbs.down });
  });

  it('changing it within the hour moves the thumbs; after the hour it is final (409) and nothing moves', async () => {
    const { buyer, order } = await deliveredOrder();
    expect((await rate(buyer.token, { orderId: order._id, delivery: 'up', items: [{ productId: product._id, thumb: 'up' }] })).status).toBe(200);
    const thumbs = await thumbsOf();
    const changed = await rate(buyer.token, { orderId: order._id, delivery: 'down', tags: ['rude'], items: [{ productId: product._id, thumb: 'down' }] });
    expect(changed.status, changed.body.message).toBe(200);
    expect(await thumbsOf()).toMatchObject({ up: thumbs.up - 1, down: thumbs.down + 1 });
    await backdate(keys.rating(order._id), 'at', 61 * 60_000);
    const late = await rate(buyer.token, { orderId: order._id, delivery: 'up' });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/within 60 minutes/);
    expect((await ratingOf(buyer.token, order._id)).body.data).toMatchObject({ closedReason: expect.stringMatching(/60 minutes/), rating: { delivery: 'down', tags: ['rude'] } });
    expect(await thumbsOf()).toMatchObject({ up: thumbs.up - 1, down: thumbs.down + 1 });
  });

  it('refuses another shopper (404), an order not yet delivered (409), one delivered 15 days ago (409) and an item not in the order (400), writing nothing', async () => {
    const { buyer, order } = await deliveredOrder();
    const stranger = await newShopper();
    expect((await rate(stranger.accessToken, { orderId: order._id, delivery: 'up' })).status).toBe(404);
    expect((await ratingOf(stranger.accessToken, order._id)).status).toBe(404);
    expect((await rate(buyer.token, { orderId: order._id, delivery: 'up', items: [{ productId: 'not-in-the-order', thumb: 'up' }] })).status).toBe(400);
    const open = await cashOrderAt(store, product);
    const early = await rate(open.buyer.token, { orderId: open.order._id, delivery: 'up' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Only a delivered order can be rated');
    await backdate(keys.order(buyer.userId, order._id), 'deliveredAt', 15 * 24 * 3_600_000);
    const closed = await rate(buyer.token, { orderId: order._id, delivery: 'up' });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('Ratings close 14 days after delivery');
    expect(await partition(keys.rating(order._id).pk)).toHaveLength(0);
    expect(await partition(keys.rating(open.order._id).pk)).toHaveLength(0);
  });

  it('bad bodies are 400 and write nothing; the scores are admins only', async () => {
    const { buyer, order } = await deliveredOrder();
    for (const body of [{ orderId: order._id }, { orderId: order._id, delivery: 'meh' }, { orderId: order._id, delivery: 'up', tags: ['late', 'late'] }, { orderId: order._id, delivery: 'up', tags: ['slow'] }]) {
      expect((await rate(buyer.token, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await partition(keys.rating(order._id).pk)).toHaveLength(0);
    expect((await api('POST', '/api/rating/scores', { token: buyer.token, body: { storeId: store._id } })).status).toBe(403);
    expect((await api('POST', '/api/rating/products', { token: rider.token, body: { productIds: [product._id] } })).status).toBe(403);
  });
});
