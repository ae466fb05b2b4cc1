/**
 * A first-order-only offer is held in the placement transaction itself (the shopper's first-order
 * claim, data/items/first-order-claim.ts): concurrent first orders of one shopper on other devices
 * get it once, and a cancel gives it back. Orders are placed through the placement repo on the
 * stack's table, as checkout and cash on delivery place them.
 */
// First: it gives this process the stack's environment, which the table client reads when imported.
import { api, createProduct, newShopper, partition, productStock } from './helpers.js';
import { describe, expect, it } from 'vitest';
import { keys } from '../../functions/data/keys.js';
import { getOrder } from '../../functions/data/repos/orders/queries.js';
import { placeOrder, replacePendingOrder } from '../../functions/data/repos/orders/place.js';
import { changeStatus } from '../../functions/data/repos/orders/status.js';
import { placementError } from '../../functions/services/orders/order-placement.js';
import { newOffer, orderWithOffer, redemptionOf, tableShopper, uniqueCode, usesOf } from './offers-support.js';

/** The shopper's first-order claim as stored (0 when no item). */
async function claimOf(userId: string): Promise<number> {
  const item = (await partition(keys.firstOrderClaim(userId).pk)).find((i) => i.sk === keys.firstOrderClaim(userId).sk);
  return (item?.claims as number | undefined) ?? 0;
}

describe('first-order-only offers at placement', () => {
  it('five concurrent first orders of one shopper with first-order-only codes: exactly one gets the discount, the others are refused (409) and write nothing', async () => {
    const products = await Promise.all(Array.from({ length: 5 }, () => createProduct({ stock: 10, price: 400 })));
    const welcome = await newOffer({ code: uniqueCode('WEL'), kind: 'flat', flatPaise: 5_000, firstOrderOnly: true });
    const other = await newOffer({ code: uniqueCode('NEW'), kind: 'percent', percent: 10, firstOrderOnly: true });
    const shopper = await tableShopper(products[0]!, 1);
    for (const product of products.slice(1)) await tableShopper(product, 1, shopper.userId);
    // Five devices each order one line of the cart at once, three with one code, two with the other.
    const orders = await Promise.all(products.map((p, i) => orderWithOffer(shopper, i < 3 ? welcome : other, 'cod', p._id)));
    const results = await Promise.all(orders.map((o) => placeOrder(o)));

    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const refused = results.flatMap((r) => (r.ok ? [] : [r.failure]));
    expect(refused.map((f) => f.kind)).toEqual(Array(4).fill('offer-first-order'));
    for (const failure of refused) {
      const error = placementError(failure);
      expect(error.status).toBe(409);
      expect(error.message).toMatch(/^(WEL|NEW)\w+ is for your first order only, and another order of yours has it; remove it from your cart to order$/);
    }
    expect(await claimOf(shopper.userId)).toBe(1);

    // Nothing else of a refused order was written: no order, no redemption, no stock taken, no use counted.
    const placedAt = results.findIndex((r) => r.ok);
    for (const [i, order] of orders.entries()) {
      if (i === placedAt) continue;
      expect(await getOrder(shopper.userId, order._id)).toBeUndefined();
      expect(await redemptionOf(order._id)).toBeUndefined();
      expect(await productStock(products[i]!._id)).toBe(10);
    }
    expect(await productStock(products[placedAt]!._id)).toBe(9);
    const placedOffer = placedAt < 3 ? welcome : other;
    const unplacedOffer = placedAt < 3 ? other : welcome;
    expect(await usesOf(placedOffer._id, shopper.userId)).toEqual({ total: 1, shopper: 1 });
    expect(await usesOf(unplacedOffer._id, shopper.userId)).toEqual({ total: 0, shopper: 0 });
    expect((await redemptionOf(orders[placedAt]!._id))?.firstOrder).toBe(true);
  }, 240_000);

  it('a cancel gives the first-order claim back, once; a late payment takes it again', async () => {
    const product = await createProduct({ stock: 20, price: 500 });
    const welcome = await newOffer({ code: uniqueCode('WEL'), kind: 'flat', flatPaise: 5_000, firstOrderOnly: true });
    const shopper = await tableShopper(product, 1);
    const pending = await orderWithOffer(shopper, welcome, 'card');
    expect((await placeOrder(pending)).ok).toBe(true);
    expect(await claimOf(shopper.userId)).toBe(1);

    // The card payment expires: the claim comes back with the offer's use.
    expect((await changeStatus(pending, { to: 'cancelled', by: 'payment' })).ok).toBe(true);
    expect(await claimOf(shopper.userId)).toBe(0);
    // A late payment revives it (a paid order is never refused): it holds the claim again.
    expect((await changeStatus((await getOrder(shopper.userId, pending._id))!, { to: 'placed', by: 'payment' })).ok).toBe(true);
    expect(await claimOf(shopper.userId)).toBe(1);
    // The paid order cleared the cart: the shopper fills it again.
    await tableShopper(product, 1, shopper.userId);
    // The card order still holds the shopper's pending-checkout pointer (the test skips the webhook that clears it).
    const refused = await placeOrder(await orderWithOffer(shopper, welcome, 'cod'), pending._id);
    expect(refused.ok ? 'placed' : refused.failure.kind).toBe('offer-first-order');

    // The shopper cancels it: the next first order gets the offer.
    expect((await changeStatus((await getOrder(shopper.userId, pending._id))!, { to: 'cancelled', by: 'shopper' })).ok).toBe(true);
    expect(await claimOf(shopper.userId)).toBe(0);
    expect((await placeOrder(await orderWithOffer(shopper, welcome, 'cod'), pending._id)).ok).toBe(true);
    expect(await claimOf(shopper.userId)).toBe(1);
  });

  it('a replaced pending checkout hands its first-order claim to the new one, and gives it back when the new one has no such offer', async () => {
    const product = await createProduct({ stock: 20, price: 500 });
    const welcome = await newOffer({ code: uniqueCode('WEL'), kind: 'flat', flatPaise: 5_000, firstOrderOnly: true });
    const shopper = await tableShopper(product, 1);
    const first = await orderWithOffer(shopper, welcome, 'card');
    expect((await placeOrder(first)).ok).toBe(true);
    const second = await orderWithOffer(shopper, welcome, 'card');
    const replaced = await replacePendingOrder(first, second);
    expect(replaced.ok, JSON.stringify(replaced)).toBe(true);
    expect(await claimOf(shopper.userId)).toBe(1);
    const third = await orderWithOffer(shopper, undefined, 'card');
    expect((await replacePendingOrder((await getOrder(shopper.userId, second._id))!, third)).ok).toBe(true);
    expect(await claimOf(shopper.userId)).toBe(0);
  });

  it('applying a first-order code reads the claim placement reads: allowed while the shopper’s own pending checkout holds it, refused once a refunded order does', async () => {
    const product = await createProduct({ stock: 20, price: 500 });
    const welcome = await newOffer({ code: uniqueCode('WEL'), kind: 'flat', flatPaise: 5_000, firstOrderOnly: true });
    const account = await newShopper();
    const shopper = await tableShopper(product, 1, account.userId);
    const apply = () => api('POST', '/api/cart/apply-offer', { token: account.accessToken, body: { code: welcome.code } });
    const card = await orderWithOffer(shopper, welcome, 'card');
    expect((await placeOrder(card)).ok).toBe(true);
    // The shopper's own checkout awaiting payment: the next order replaces it and takes its claim over.
    const whilePending = await apply();
    expect(whilePending.status, whilePending.body.message).toBe(200);

    // Its payment fails, lands after the stock is gone, and is refunded: no order that counts, the claim still held.
    for (const [to, by] of [
      ['payment_failed', 'payment'],
      ['refund_due', 'payment'],
      ['refund_pending', 'admin'],
      ['refunded', 'payment'],
    ] as const) {
      expect((await changeStatus((await getOrder(shopper.userId, card._id))!, { to, by })).ok, to).toBe(true);
    }
    expect(await claimOf(shopper.userId)).toBe(1);
    const refused = await apply();
    expect(refused.status, refused.body.message).toBe(400);
    expect(refused.body.message).toBe(`${welcome.code} is for your first order only`);
    // The code applied while it held: the cart now says why it does not apply, as placement would refuse it.
    const offers = await api<{ appliedCode?: string; refusal?: string }>('GET', '/api/cart/offers', { token: account.accessToken });
    expect(offers.body.data).toMatchObject({ appliedCode: welcome.code, refusal: `${welcome.code} is for your first order only` });
  });
});
