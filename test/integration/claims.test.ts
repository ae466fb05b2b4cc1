/**
 * Claims after delivery, over HTTP: a claim over what was delivered, after the window, on someone
 * else's order or a second one while the first is open is refused with nothing written; a small
 * claim on a card order is approved and refunded once (the call retried, the Stripe refund event
 * delivered twice); an admin's approval of part refunds that part, a rejection refunds nothing.
 */
// First: it gives this process the stack's environment, which the table client reads when imported.
import { api, createProduct, eventually, mailsTo, partition, postWebhook, signedStripeEvent, table, tokenFor, uploadImage, type TestProduct } from './helpers.js';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClaim, ApiClaimQueue, ApiOrderClaims } from '../../functions/core/contracts/claim.js';
import type { ApiCredit } from '../../functions/core/contracts/credit.js';
import type { StoreRecord } from '../../functions/core/stores.js';
import { keys } from '../../functions/data/keys.js';
import { payOnStripePage } from './orders-support.js';
import { asOwner, buyerAt, deliver, duty, me, newRider, pickup, step, type Buyer, type TestRider } from './riders-support.js';
import { putStoreStock, testStore } from './stores-support.js';

let store: StoreRecord;
let product: TestProduct;
let rider: TestRider;

beforeAll(async () => {
  store = await testStore({ name: 'Claims Test Store' });
  // ₹60 a unit: one unit is under the automatic limit (₹150), three are not.
  product = await createProduct({ stock: 0, price: 60, name: `Quillwort Chutney ${randomUUID().slice(0, 6)}` });
  await putStoreStock(store._id, product._id, 200);
  rider = await newRider(store, 'Claim Rider');
  expect((await duty(rider, true)).status).toBe(200);
}, 120_000);

/** A card order of `qty` units, paid on the local Stripe page, packed, picked up and delivered with the shopper's code. */
async function deliveredCardOrder(qty: number): Promise<{ buyer: Buyer; orderId: string }> {
  const buyer = await buyerAt(store, product, qty);
  const checkout = await api<{ id: string; order: { _id: string } }>('POST', '/api/order/checkout', { token: buyer.token, body: { addressId: buyer.addressId } });
  expect(checkout.status, checkout.body.message).toBe(200);
  const orderId = checkout.body.data!.order._id;
  await payOnStripePage(buyer, checkout.body.data!.id, orderId);
  expect((await step(orderId, 'packed')).status).toBe(200);
  await eventually(async () => expect((await me(rider)).current?._id).toBe(orderId));
  expect((await pickup(rider, orderId)).status).toBe(200);
  const code = (await asOwner(buyer, orderId)).deliveryCode!;
  const done = await deliver(rider, { _id: orderId, code });
  expect(done.status, done.body.message).toBe(200);
  return { buyer, orderId };
}

const claim = (token: string, body: Record<string, unknown>, key: string = randomUUID()) =>
  api<ApiClaim>('POST', '/api/order/claim', { token, body, headers: { 'idempotency-key': key } });
const claimsOf = (token: string, orderId: string) => api<ApiOrderClaims>('POST', '/api/order/claims', { token, body: { orderId } });
const decide = async (body: Record<string, unknown>, key: string = randomUUID()) =>
  api<ApiClaim>('POST', '/api/claim/decide', { token: await tokenFor('admin'), body, headers: { 'idempotency-key': key } });
const queue = async () => (await api<ApiClaimQueue>('POST', '/api/claim/get', { token: await tokenFor('admin'), body: { storeId: store._id } })).body.data!;
const damaged = (orderId: string, quantity: number, photos: string[] = []) => ({ orderId, lines: [{ productId: product._id, quantity }], reason: 'damaged', note: 'The lid was cracked', photos });
const claimItems = async (orderId: string) => (await partition(`CLAIMS#${orderId}`)).length;

describe('reporting a problem with a delivered order', { timeout: 180_000 }, () => {
  it('is refused over the delivered quantity, after the window, on someone else\'s order, and while one is open: nothing written', async () => {
    const { buyer, orderId } = await deliveredCardOrder(3);
    const over = await claim(buyer.token, damaged(orderId, 4));
    expect(over.status, over.body.message).toBe(409);
    expect(over.body.message).toMatch(/Only 3/);

    const other = await buyerAt(store, product, 1);
    expect((await claim(other.token, damaged(orderId, 1))).status).toBe(404);
    expect(await claimItems(orderId)).toBe(0);

    // Three units are ₹180: over the automatic limit, so the claim stays open for an admin.
    const first = await claim(buyer.token, damaged(orderId, 3));
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.data!.state).toBe('open');
    const twice = await claim(buyer.token, { ...damaged(orderId, 1), reason: 'missing' });
    expect(twice.status).toBe(409);
    expect(await claimItems(orderId)).toBe(2); // the claim and its order's open marker

    const late = await deliveredCardOrder(1);
    await table.send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: keys.order(late.buyer.userId, late.orderId),
        UpdateExpression: 'SET deliveredAt = :t',
        ExpressionAttributeValues: { ':t': new Date(Date.now() - 25 * 3_600_000).toISOString() },
      }),
    );
    const afterWindow = await claim(late.buyer.token, damaged(late.orderId, 1));
    expect(afterWindow.status).toBe(409);
    expect(afterWindow.body.message).toMatch(/24 hours/);
    expect(await claimItems(late.orderId)).toBe(0);
    expect((await claimsOf(late.buyer.token, late.orderId)).body.data!.closedReason).toMatch(/24 hours/);
  });

  it('a small claim with a photo is approved and refunded on the card once, though the call is retried and the refund event comes twice', async () => {
    const { buyer, orderId } = await deliveredCardOrder(2);
    const photo = await uploadImage(buyer.token, 'claim');
    const key = randomUUID();
    const started = Date.now();
    const first = await claim(buyer.token, damaged(orderId, 1, [photo]), key);
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.data).toMatchObject({ state: 'approved', decidedBy: 'auto', approvedPaise: 6000, paidBy: 'card', photos: [photo] });
    await eventually(async () => expect((await asOwner(buyer, orderId)).refundedAmt).toBe(60));
    console.log(`claim to money back (card refund succeeded on the order): ${Date.now() - started} ms (local stack, shared 2-core box)`);

    // The same request again (its Idempotency-Key): the first answer, no second refund.
    const retried = await claim(buyer.token, damaged(orderId, 1, [photo]), key);
    expect(retried.status).toBe(200);
    expect(retried.body.data!.claimId).toBe(first.body.data!.claimId);
    // An admin deciding it afterwards is told it was approved already; nothing changes.
    const late = await decide({ claimId: first.body.data!.claimId, approve: [{ productId: product._id, quantity: 1 }] });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This claim was already approved (₹60) automatically');

    // Stripe delivers the refund's event again: counted once.
    const refund = (await asOwner(buyer, orderId)).refunds[0]!;
    const again = signedStripeEvent('refund.updated', { object: 'refund', id: refund.id, status: 'succeeded', amount: 6000, metadata: { orderId, userId: buyer.userId } }, `evt_claim_${orderId}`);
    expect((await postWebhook(again)).status).toBe(200);
    await eventually(async () => expect(await partition(`STRIPE_EVENT#evt_claim_${orderId}`)).toHaveLength(1));
    const seen = await asOwner(buyer, orderId);
    expect(seen.refunds).toHaveLength(1);
    expect(seen.refundedAmt).toBe(60);

    const view = (await claimsOf(buyer.token, orderId)).body.data!;
    expect(view.claims.map((c) => c.state)).toEqual(['approved']);
    expect(view.claimable).toEqual([expect.objectContaining({ productId: product._id, units: 1 })]);
    await eventually(async () => expect((await mailsTo(buyer.email)).map((m) => m.subject)).toContain(`Refund for order ${first.body.data!.orderNo}`));
  });

  it('an admin approves part of a claim and that part is refunded; the queue shows it with the picker\'s and rider\'s names and the shopper\'s history', async () => {
    const { buyer, orderId } = await deliveredCardOrder(3);
    const open = await claim(buyer.token, damaged(orderId, 3));
    expect(open.body.data!.state).toBe('open');
    const waiting = (await queue()).open.find((c) => c.claimId === open.body.data!.claimId);
    expect(waiting).toMatchObject({ riderName: 'Claim Rider', shopper: { userId: buyer.userId }, amountPaise: 18000 });

    expect((await decide({ claimId: open.body.data!.claimId, approve: [{ productId: product._id, quantity: 4 }] })).status).toBe(409);
    const key = randomUUID();
    const part = await decide({ claimId: open.body.data!.claimId, approve: [{ productId: product._id, quantity: 2 }] }, key);
    expect(part.status, part.body.message).toBe(200);
    expect(part.body.data).toMatchObject({ state: 'approved', approvedPaise: 12000, paidBy: 'card' });
    expect((await decide({ claimId: open.body.data!.claimId, approve: [{ productId: product._id, quantity: 2 }] }, key)).status).toBe(200);
    await eventually(async () => expect((await asOwner(buyer, orderId)).refundedAmt).toBe(120));
    expect((await asOwner(buyer, orderId)).refunds).toHaveLength(1);
    expect((await queue()).decided.find((c) => c.claimId === open.body.data!.claimId)?.state).toBe('approved');

    // A second claim on the same order: the one unit left, small, from a shopper with one approval: approved at once.
    const second = await claim(buyer.token, { ...damaged(orderId, 1), reason: 'expired' });
    expect(second.status, second.body.message).toBe(200);
    expect(second.body.data).toMatchObject({ state: 'approved', approvedPaise: 6000 });
    await eventually(async () => expect((await asOwner(buyer, orderId)).refundedAmt).toBe(180));
    expect((await claim(buyer.token, damaged(orderId, 1))).status).toBe(409);
    const history = (await queue()).decided.find((c) => c.claimId === second.body.data!.claimId)?.history;
    expect(history?.map((h) => h.claimId)).toEqual([open.body.data!.claimId]);
  });

  it('an admin rejects a claim with a reason the shopper reads: nothing is refunded, and the order may be claimed again', async () => {
    const { buyer, orderId } = await deliveredCardOrder(3);
    const open = await claim(buyer.token, { ...damaged(orderId, 3), reason: 'missing' });
    expect(open.body.data!.state).toBe('open');
    const rejected = await decide({ claimId: open.body.data!.claimId, reject: 'The photo shows the seal intact' });
    expect(rejected.body.data).toMatchObject({ state: 'rejected', rejectReason: 'The photo shows the seal intact' });
    expect((await asOwner(buyer, orderId)).refundedAmt).toBe(0);
    const view = (await claimsOf(buyer.token, orderId)).body.data!;
    expect(view).toMatchObject({ closedReason: null, claimable: [expect.objectContaining({ units: 3 })] });
    expect(view.claims[0]).toMatchObject({ state: 'rejected', rejectReason: 'The photo shows the seal intact' });
  });

  it('a shopper who asks for store credit gets it once, on the ledger, and the card is not refunded', async () => {
    const { buyer, orderId } = await deliveredCardOrder(1);
    const key = randomUUID();
    const credited = await claim(buyer.token, { ...damaged(orderId, 1), wantsCredit: true }, key);
    expect(credited.status, credited.body.message).toBe(200);
    expect(credited.body.data).toMatchObject({ state: 'approved', approvedPaise: 6000, paidBy: 'credit' });
    expect((await claim(buyer.token, { ...damaged(orderId, 1), wantsCredit: true }, key)).status).toBe(200);
    const ledger = (await api<ApiCredit>('POST', '/api/credit/get', { token: buyer.token, body: {} })).body.data!;
    expect(ledger.balance).toBe(60);
    expect(ledger.entries).toEqual([expect.objectContaining({ amount: 60, orderId, kind: 'claim' })]);
    expect((await asOwner(buyer, orderId)).refundedAmt).toBe(0);
  });

  it('admins only decide and read the queue', async () => {
    const { buyer } = await deliveredCardOrder(1);
    expect((await api('POST', '/api/claim/get', { token: buyer.token, body: { storeId: store._id } })).status).toBe(403);
    expect((await api('POST', '/api/claim/decide', { token: buyer.token, body: { claimId: 'x.1', reject: 'no' } })).status).toBe(403);
  });
});
