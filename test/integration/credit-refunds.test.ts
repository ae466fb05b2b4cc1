/**
 * Refunds of a card order that used store credit (docs/store-credit.md): a full cancel gives the
 * card back what it paid and the credit back as credit; part refunds go to the card first and,
 * past what the card still holds, back as credit, never more than was paid, exact to the paisa.
 */
// First: it gives this process the stack's environment, which the table client reads when imported.
import { api, createProduct, eventually, shopperWithCart, tokenFor } from './helpers.js';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ApiCredit } from '../../functions/core/contracts/credit.js';
import { replay } from '../../functions/core/credit.js';
import type { ApiOrder } from '../../functions/core/order-api.js';
import { allCreditEntries, creditBalance } from '../../functions/data/repos/credit.js';
import { getOrder } from '../../functions/data/repos/orders/queries.js';
import { grantCredit } from '../../functions/services/credit/grant.js';
import { orderDetails, payOnStripePage } from './orders-support.js';

const give = (userId: string, paise: number) => grantCredit({ userId, amount: paise, reason: 'Test goodwill', by: 'test-admin', idempotencyKey: randomUUID() });
const paise = (rupees: number) => Math.round(rupees * 100);

/** A new shopper with `creditPaise` of credit pays a card order of `qty` units of a new product, using the credit. */
async function paidWithCredit(price: number, qty: number, creditPaise: number) {
  const product = await createProduct({ stock: 10, price });
  const shopper = await shopperWithCart([{ productId: product._id, qty }]);
  await give(shopper.userId, creditPaise);
  const checkout = await api<{ id: string; order: ApiOrder }>('POST', '/api/order/checkout', { token: shopper.token, body: { addressId: shopper.addressId, useCredit: true } });
  expect(checkout.status, checkout.body.message).toBe(200);
  const order = checkout.body.data!.order;
  expect(order.charges).toMatchObject({ credit: creditPaise / 100 });
  await payOnStripePage(shopper, checkout.body.data!.id, order._id);
  expect(await creditBalance(shopper.userId, true)).toBe(0);
  const grand = paise(order.charges!.grandTotal);
  return { product, shopper, order, grand, cardPaid: grand - creditPaise };
}

const seen = async (token: string, _id: string) => (await orderDetails(token, _id)).body.data!;
const ledger = async (token: string) => (await api<ApiCredit>('POST', '/api/credit/get', { token, body: {} })).body.data!;
const refundPart = async (body: Record<string, unknown>) =>
  api<ApiOrder>('POST', '/api/order/refund-part', { token: await tokenFor('admin'), body, headers: { 'idempotency-key': randomUUID() } });

async function expectBalanced(userId: string): Promise<number> {
  const [entries, balance] = await Promise.all([allCreditEntries(userId), creditBalance(userId, true)]);
  expect(replay(entries)).toEqual({ balancePaise: balance });
  return balance;
}

describe('refunding a card order that used store credit', () => {
  it('a full cancel: the card gets back what it paid, the credit comes back as credit, together the whole total', async () => {
    const { shopper, order, grand, cardPaid } = await paidWithCredit(300, 1, 10_000);
    const cancel = await api('POST', '/api/order/cancel', { token: await tokenFor('admin'), body: { _id: order._id, reason: 'Out of stock' } });
    expect(cancel.status, cancel.body.message).toBe(200);
    await eventually(async () => expect((await seen(shopper.token, order._id)).status).toBe('refunded'));
    const after = await seen(shopper.token, order._id);
    // The card's refunds: exactly what it paid, never the credit's part.
    expect(paise(after.refundedAmt)).toBe(cardPaid);
    expect(after.refunds.every((r) => !('to' in r))).toBe(true);
    expect(await expectBalanced(shopper.userId)).toBe(10_000);
    expect(paise(after.refundedAmt) + 10_000).toBe(grand);
    expect((await ledger(shopper.token)).entries.filter((e) => e.orderId === order._id).map((e) => [e.kind, paise(e.amount)])).toEqual([
      ['order_return', 10_000],
      ['order_spend', -10_000],
    ]);
  }, 120_000);

  it('part refunds: the card first, past what it still holds the rest as credit, never more than was paid', async () => {
    // 3 units of ₹200 with ₹250 of credit.
    const { product, shopper, order, grand, cardPaid } = await paidWithCredit(200, 3, 25_000);
    // What the three units paid (after an offer, were one to apply): what refunding all of them gives back.
    const line = (await getOrder(shopper.userId, order._id))!.lines[0]!;
    const itemsPaid = line.paidPaise ?? line.lineTotalPaise;
    expect(grand).toBeGreaterThanOrEqual(itemsPaid);

    // Two units (₹400 without an offer): whatever the card no longer holds comes back as credit.
    const two = await refundPart({ _id: order._id, lines: [{ productId: product._id, quantity: 2 }], reason: 'Two packs torn' });
    expect(two.status, two.body.message).toBe(200);
    const twoPaid = itemsPaid - Math.floor(itemsPaid / 3);
    const firstCard = Math.min(twoPaid, cardPaid);
    await eventually(async () => expect(paise((await seen(shopper.token, order._id)).refundedAmt)).toBe(twoPaid));
    // The last unit (₹200): only the credit is left to take it.
    const last = await refundPart({ _id: order._id, lines: [{ productId: product._id, quantity: 1 }], reason: 'Last pack torn' });
    expect(last.status, last.body.message).toBe(200);
    await eventually(async () => expect(paise((await seen(shopper.token, order._id)).refundedAmt)).toBe(itemsPaid));

    const after = await seen(shopper.token, order._id);
    const onCard = after.refunds.filter((r) => !('to' in r)).reduce((sum, r) => sum + paise(r.amount), 0);
    const asCredit = after.refunds.filter((r) => 'to' in r && r.to === 'credit').reduce((sum, r) => sum + paise(r.amount), 0);
    expect(onCard).toBe(Math.min(itemsPaid, cardPaid));
    expect(onCard).toBeLessThanOrEqual(cardPaid);
    expect(asCredit).toBe(itemsPaid - onCard);
    expect(asCredit).toBeLessThanOrEqual(25_000);
    expect(onCard + asCredit).toBeLessThanOrEqual(grand);
    expect(await expectBalanced(shopper.userId)).toBe(asCredit);
    const refundEntries = (await ledger(shopper.token)).entries.filter((e) => e.kind === 'order_refund');
    expect(refundEntries.every((e) => e.orderId === order._id)).toBe(true);
    expect(refundEntries.reduce((sum, e) => sum + paise(e.amount), 0)).toBe(asCredit);
    expect(firstCard).toBeLessThanOrEqual(onCard);

    // Nothing of the items is left; an amount past what is left of the card and the credit is refused, nothing written.
    const left = cardPaid - onCard + (25_000 - asCredit);
    const over = await refundPart({ _id: order._id, amount: (left + 1) / 100, reason: 'Too much' });
    expect(over.status).toBe(409);
    expect((await seen(shopper.token, order._id)).refunds).toHaveLength(after.refunds.length);
    expect(await expectBalanced(shopper.userId)).toBe(asCredit);
  }, 120_000);

  it('the card in full, then the credit in two parts: the credit share that gives back the last paisa cancels the order at the store (stock back) and leaves it refunded', async () => {
    const { shopper, order, grand, cardPaid } = await paidWithCredit(300, 1, 10_000);
    const card = await refundPart({ _id: order._id, amount: cardPaid / 100, reason: 'Card first' });
    expect(card.status, card.body.message).toBe(200);
    await eventually(async () => expect(paise((await seen(shopper.token, order._id)).refundedAmt)).toBe(cardPaid));
    // The card holds nothing more; ₹100 of credit can still come back: the order goes on.
    expect((await seen(shopper.token, order._id)).status).toBe('placed');
    const some = await refundPart({ _id: order._id, amount: 40, reason: 'Part of the credit' });
    expect(some.status, some.body.message).toBe(200);
    expect(some.body.data!.status).toBe('placed');
    const rest = await refundPart({ _id: order._id, amount: 60, reason: 'The rest of the credit' });
    expect(rest.status, rest.body.message).toBe(200);
    expect(rest.body.data!.status).toBe('refunded');
    const after = await seen(shopper.token, order._id);
    expect(after.timeline.map((e) => `${e.status} by ${e.by}`).slice(-2)).toEqual(['cancelled by payment', 'refunded by payment']);
    expect(paise(after.refundedAmt)).toBe(grand);
    // The cancel gives back no credit of its own: all of it came back by the two refunds.
    expect(await expectBalanced(shopper.userId)).toBe(10_000);
    expect((await ledger(shopper.token)).entries.filter((e) => e.orderId === order._id).map((e) => [e.kind, paise(e.amount)])).toEqual([
      ['order_refund', 6_000],
      ['order_refund', 4_000],
      ['order_spend', -10_000],
    ]);
  }, 120_000);

  it('one refund of the whole amount, split card and credit: refunded', async () => {
    const { shopper, order, grand, cardPaid } = await paidWithCredit(300, 1, 10_000);
    const all = await refundPart({ _id: order._id, amount: grand / 100, reason: 'Whole order' });
    expect(all.status, all.body.message).toBe(200);
    const shares = all.body.data!.refunds.map((r) => ['to' in r ? r.to : 'card', paise(r.amount)]);
    expect(shares).toEqual([
      ['card', cardPaid],
      ['credit', 10_000],
    ]);
    await eventually(async () => expect((await seen(shopper.token, order._id)).status).toBe('refunded'));
    const after = await seen(shopper.token, order._id);
    expect(paise(after.refundedAmt)).toBe(grand);
    expect(after.timeline.map((e) => e.status).slice(-2)).toEqual(['cancelled', 'refunded']);
    expect(await expectBalanced(shopper.userId)).toBe(10_000);
  }, 120_000);
});
