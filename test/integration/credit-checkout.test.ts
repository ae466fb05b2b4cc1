/**
 * Store credit at checkout (docs/store-credit.md): the spend is in the placing transaction, so
 * concurrent checkouts spend one credit once; a cancel or an expired payment gives it back once;
 * the entries of every shopper always add up to the balance, which never goes below ₹0.
 */
// First: it gives this process the stack's environment, which the table client reads when imported.
import { api, createProduct, shopperWithCart, tokenFor } from './helpers.js';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ApiCredit } from '../../functions/core/contracts/credit.js';
import { replay } from '../../functions/core/credit.js';
import type { ApiOrder } from '../../functions/core/order-api.js';
import type { OrderRecord } from '../../functions/core/order-record.js';
import { allCreditEntries, creditBalance } from '../../functions/data/repos/credit.js';
import { changeStatus } from '../../functions/data/repos/orders/status.js';
import { getOrder } from '../../functions/data/repos/orders/queries.js';
import { placeOrder } from '../../functions/data/repos/orders/place.js';
import { grantCredit } from '../../functions/services/credit/grant.js';
import { orderWithOffer, tableShopper } from './offers-support.js';
import { cancel, localStripe, orderDetails, statusOf } from './orders-support.js';

const give = (userId: string, paise: number) => grantCredit({ userId, amount: paise, reason: 'Test goodwill', by: 'test-admin', idempotencyKey: randomUUID() });

/** The ledger's two invariants, read back from the table. */
async function expectBalanced(userId: string) {
  const [entries, balance] = await Promise.all([allCreditEntries(userId), creditBalance(userId, true)]);
  const replayed = replay(entries);
  expect(replayed.balancePaise, `${userId}: the entries add up to the balance`).toBe(balance);
  expect(replayed.wentNegativeAt, `${userId}: never below ₹0`).toBeUndefined();
  expect(balance).toBeGreaterThanOrEqual(0);
  return { entries, balance };
}

/** The shopper's orders of one product each, each paying with all of `creditPaise`. */
async function creditOrders(shopper: { userId: string; addressId: string }, productIds: string[], methods: ('cod' | 'card')[], creditPaise: number): Promise<OrderRecord[]> {
  return Promise.all(
    productIds.map(async (productId, i) => {
      const order = await orderWithOffer(shopper, undefined, methods[i % methods.length], productId);
      return { ...order, charges: { ...order.charges!, creditPaise } };
    }),
  );
}

describe('store credit at checkout', () => {
  it('20 concurrent checkouts spending one credit spend it once (cash alone, then cash and card mixed)', async () => {
    const products = await Promise.all(Array.from({ length: 20 }, () => createProduct({ stock: 10, price: 400 })));
    const shopper = await tableShopper(products[0]!, 1);
    for (const product of products.slice(1)) await tableShopper(product, 1, shopper.userId);
    const ids = products.map((p) => p._id);

    await give(shopper.userId, 10_000);
    const cash = await Promise.all((await creditOrders(shopper, ids, ['cod'], 10_000)).map((o) => placeOrder(o)));
    expect(cash.filter((r) => r.ok), 'one order spent the ₹100').toHaveLength(1);
    expect(cash.filter((r) => !r.ok).map((r) => (r.ok ? '' : r.failure.kind))).toEqual(Array(19).fill('credit-short'));
    expect((await expectBalanced(shopper.userId)).balance).toBe(0);

    // The cart lines of the placed cash order are gone: the mixed round orders the other 19.
    const left = (await Promise.all(ids.map(async (id, i) => ((cash[i]?.ok ?? false) ? undefined : id)))).filter((id) => id !== undefined);
    await give(shopper.userId, 10_000);
    const mixed = await Promise.all((await creditOrders(shopper, left, ['cod', 'card'], 10_000)).map((o) => placeOrder(o)));
    expect(mixed.filter((r) => r.ok), 'one order spent the second ₹100').toHaveLength(1);
    const { entries, balance } = await expectBalanced(shopper.userId);
    expect(balance).toBe(0);
    expect(entries.filter((e) => e.kind === 'order_spend').map((e) => e.amountPaise)).toEqual([-10_000, -10_000]);
  }, 240_000);

  it('a cash order paid partly with credit collects the rest; its cancel gives the credit back once, and the entries say so', async () => {
    const product = await createProduct({ stock: 5, price: 300 });
    const shopper = await shopperWithCart([{ productId: product._id, qty: 1 }]);
    await give(shopper.userId, 12_000);
    const placed = await api<ApiOrder>('POST', '/api/order/cash-on-delivery', { token: shopper.token, body: { addressId: shopper.addressId, useCredit: true } });
    expect(placed.status, placed.body.message).toBe(200);
    const order = placed.body.data!;
    expect(order.charges).toMatchObject({ credit: 120, toPay: order.charges!.grandTotal - 120 });
    expect(await creditBalance(shopper.userId, true)).toBe(0);

    expect((await cancel(shopper.token, order._id, 'Changed my mind')).status).toBe(200);
    expect((await cancel(shopper.token, order._id, 'Again')).status).toBe(409);
    const credit = await api<ApiCredit>('POST', '/api/credit/get', { token: shopper.token, body: {} });
    expect(credit.body.data?.balance).toBe(120);
    expect(credit.body.data?.entries.map((e) => [e.kind, e.amount, e.orderId])).toEqual([
      ['order_return', 120, order._id],
      ['order_spend', -120, order._id],
      ['goodwill', 120, undefined],
    ]);
    await expectBalanced(shopper.userId);
  }, 120_000);

  it('a card order: Stripe charges what the credit leaves; an expired payment gives the credit back; credit covering all places it without Stripe', async () => {
    const product = await createProduct({ stock: 5, price: 250 });
    const shopper = await shopperWithCart([{ productId: product._id, qty: 1 }]);
    await give(shopper.userId, 5_000);
    const checkout = await api<{ id: string; url: string; order: ApiOrder }>('POST', '/api/order/checkout', { token: shopper.token, body: { addressId: shopper.addressId, useCredit: true } });
    expect(checkout.status, checkout.body.message).toBe(200);
    const pending = checkout.body.data!.order;
    expect(pending.charges).toMatchObject({ credit: 50 });
    const session = await localStripe<{ amount_total: number }>(`/v1/checkout/sessions/${checkout.body.data!.id}`);
    expect(session.amount_total, 'Stripe charges what is left').toBe(Math.round(pending.charges!.toPay! * 100));
    expect(await creditBalance(shopper.userId, true)).toBe(0);

    // The payment expires: the order is cancelled by the payment and the credit comes back in that write.
    const stored = (await getOrder(shopper.userId, pending._id))!;
    expect((await changeStatus(stored, { to: 'cancelled', by: 'payment' })).ok).toBe(true);
    expect(await creditBalance(shopper.userId, true)).toBe(5_000);

    // Enough credit for the whole order: placed at once, no payment page.
    await give(shopper.userId, 100_000);
    const full = await api<{ id: string; url: string; order: ApiOrder }>('POST', '/api/order/checkout', { token: shopper.token, body: { addressId: shopper.addressId, useCredit: true } });
    expect(full.status, full.body.message).toBe(200);
    expect(full.body.data?.id).toBe('');
    expect(full.body.data?.url).toMatch(/\/success$/);
    const paid = full.body.data!.order;
    expect(paid.charges).toMatchObject({ toPay: 0, credit: paid.charges!.grandTotal });
    expect(await statusOf(shopper.token, paid._id)).toBe('placed');
    const { balance } = await expectBalanced(shopper.userId);
    expect(balance).toBe(105_000 - Math.round(paid.charges!.grandTotal * 100));
    expect((await orderDetails(shopper.token, paid._id)).body.data?.charges?.credit).toBe(paid.charges!.grandTotal);
  }, 120_000);

  it('replay: after a random run of grants, spends and cancels, every shopper’s entries add up to a balance of ₹0 or more', async () => {
    const product = await createProduct({ stock: 200, price: 90 });
    const shoppers = await Promise.all(Array.from({ length: 3 }, () => shopperWithCart([{ productId: product._id, qty: 1 }])));
    let seed = 7;
    const random = () => ((seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647);
    const admin = await tokenFor('admin');
    for (let round = 0; round < 12; round++) {
      const shopper = shoppers[Math.floor(random() * shoppers.length)]!;
      const move = random();
      if (move < 0.35) {
        const res = await api('POST', '/api/credit/grant', { token: admin, body: { userId: shopper.userId, amount: 20 + Math.floor(random() * 100), reason: `Round ${round}` }, headers: { 'idempotency-key': randomUUID() } });
        expect(res.status, res.body.message).toBe(200);
      } else {
        const cart = await api('POST', '/api/cart/create', { token: shopper.token, body: { productId: product._id } });
        expect([200, 400, 409]).toContain(cart.status);
        const res = await api<ApiOrder>('POST', '/api/order/cash-on-delivery', { token: shopper.token, body: { addressId: shopper.addressId, useCredit: true } });
        expect(res.status, res.body.message).toBe(200);
        if (move > 0.7) expect((await cancel(shopper.token, res.body.data!._id, 'Replay')).status).toBe(200);
      }
      await expectBalanced(shopper.userId);
    }
    for (const shopper of shoppers) await expectBalanced(shopper.userId);
  }, 240_000);
});
