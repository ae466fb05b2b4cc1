/**
 * An offer's uses are held per order in the placement transaction and limits hold under
 * concurrency (docs/decisions/0050-money-model.md): orders are built with the offer on their bill
 * and placed through the placement repo on the stack's table, as checkout places them.
 */
// First: it gives this process the stack's environment, which the table client reads when imported.
import { createProduct, productStock } from './helpers.js';
import { describe, expect, it } from 'vitest';
import { changeStatus } from '../../functions/data/repos/orders/status.js';
import { getOrder } from '../../functions/data/repos/orders/queries.js';
import { placeOrder, replacePendingOrder } from '../../functions/data/repos/orders/place.js';
import { placementError } from '../../functions/services/orders/order-placement.js';
import { newOffer, orderWithOffer, redemptionOf, tableShopper, uniqueCode, usesOf } from './offers-support.js';

describe('offer limits at placement', () => {
  it('50 concurrent checkouts on a coupon limited to 10: exactly 10 orders carry it, the rest are told it is used up', async () => {
    const product = await createProduct({ stock: 200, price: 400 });
    const offer = await newOffer({ code: uniqueCode('TEN'), kind: 'flat', flatPaise: 5_000, totalLimit: 10 });
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => tableShopper(product, 1)));
    const orders = await Promise.all(shoppers.map((s) => orderWithOffer(s, offer)));
    const results = await Promise.all(orders.map((o) => placeOrder(o)));

    const placed = results.filter((r) => r.ok);
    expect(placed).toHaveLength(10);
    for (const result of results) {
      if (!result.ok) {
        expect(result.failure.kind).toBe('offer-used-up');
        expect(placementError(result.failure).message).toBe(`${offer.code} has been fully used; remove it from your cart to order`);
      }
    }
    expect((await usesOf(offer._id)).total).toBe(10);
    expect(await productStock(product._id), 'only the placed orders took stock').toBe(190);
    const stored = await Promise.all(orders.map((o) => getOrder(o.userId, o._id)));
    expect(stored.filter((o) => o?.charges?.offer?.offerId === offer._id)).toHaveLength(10);
  }, 240_000);

  it('the sharded count never passes the limit: rounds of concurrent checkouts on limits 1 to 7', async () => {
    const product = await createProduct({ stock: 500, price: 300 });
    for (const limit of [1, 3, 7]) {
      const offer = await newOffer({ code: uniqueCode('SH'), kind: 'percent', percent: 10, totalLimit: limit });
      const shoppers = await Promise.all(Array.from({ length: limit + 6 }, () => tableShopper(product, 1)));
      const orders = await Promise.all(shoppers.map((s) => orderWithOffer(s, offer)));
      const results = await Promise.all(orders.map((o) => placeOrder(o)));
      expect(results.filter((r) => r.ok), `limit ${limit}`).toHaveLength(limit);
      expect((await usesOf(offer._id)).total, `limit ${limit}`).toBe(limit);
    }
  }, 240_000);

  it('a per-shopper limit holds across concurrent checkouts of one shopper (other devices, other cart lines)', async () => {
    const products = await Promise.all(Array.from({ length: 5 }, () => createProduct({ stock: 10, price: 400 })));
    const offer = await newOffer({ code: uniqueCode('ONE'), kind: 'flat', flatPaise: 2_000, perShopperLimit: 1 });
    const first = await tableShopper(products[0]!, 1);
    for (const product of products.slice(1)) await tableShopper(product, 1, first.userId);
    // Five devices each order one line of the cart with the coupon, at once.
    const orders = await Promise.all(products.map((p) => orderWithOffer(first, offer, 'cod', p._id)));
    const results = await Promise.all(orders.map((o) => placeOrder(o)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => (r.ok ? '' : r.failure.kind))).toEqual(Array(4).fill('offer-shopper-limit'));
    expect(await usesOf(offer._id, first.userId)).toEqual({ total: 1, shopper: 1 });
  }, 240_000);

  it('an expired card payment and a cancel give the use back, once; a late payment holds it again', async () => {
    const product = await createProduct({ stock: 20, price: 500 });
    const offer = await newOffer({ code: uniqueCode('BACK'), kind: 'flat', flatPaise: 5_000, totalLimit: 1, perShopperLimit: 1 });
    const card = await tableShopper(product, 1);
    const pending = await orderWithOffer(card, offer, 'card');
    expect((await placeOrder(pending)).ok).toBe(true);
    expect(await usesOf(offer._id, card.userId)).toEqual({ total: 1, shopper: 1 });
    expect((await redemptionOf(pending._id))?.status).toBe('held');

    // The limit is reached: another shopper is refused.
    const other = await tableShopper(product, 1);
    const refused = await placeOrder(await orderWithOffer(other, offer));
    expect(refused.ok ? 'placed' : refused.failure.kind).toBe('offer-used-up');

    // Stripe says the session expired: the use comes back in the same write as the cancel.
    const expired = await changeStatus(pending, { to: 'cancelled', by: 'payment' });
    expect(expired.ok).toBe(true);
    expect(await usesOf(offer._id, card.userId)).toEqual({ total: 0, shopper: 0 });
    expect((await redemptionOf(pending._id))?.status).toBe('released');

    // A late payment revives it: the use is held again.
    const cancelled = (await getOrder(card.userId, pending._id))!;
    expect((await changeStatus(cancelled, { to: 'placed', by: 'payment' })).ok).toBe(true);
    expect(await usesOf(offer._id, card.userId)).toEqual({ total: 1, shopper: 1 });

    // The shopper cancels it: given back once.
    const placed = (await getOrder(card.userId, pending._id))!;
    expect((await changeStatus(placed, { to: 'cancelled', by: 'shopper' })).ok).toBe(true);
    expect(await usesOf(offer._id, card.userId)).toEqual({ total: 0, shopper: 0 });
    const retried = await placeOrder(await orderWithOffer(other, offer));
    expect(retried.ok, 'the use given back is taken by the next shopper').toBe(true);
    expect((await usesOf(offer._id)).total).toBe(1);
  });

  it('a replaced pending checkout releases its use in the same transaction that holds the new one', async () => {
    const product = await createProduct({ stock: 20, price: 500 });
    const offer = await newOffer({ code: uniqueCode('REP'), kind: 'flat', flatPaise: 5_000, totalLimit: 1, perShopperLimit: 1 });
    const shopper = await tableShopper(product, 1);
    const first = await orderWithOffer(shopper, offer, 'card');
    expect((await placeOrder(first)).ok).toBe(true);
    // The same shopper checks out again (another device): the one use moves to the new order.
    const second = await orderWithOffer(shopper, offer, 'card');
    const replaced = await replacePendingOrder(first, second);
    expect(replaced.ok, JSON.stringify(replaced)).toBe(true);
    expect(await usesOf(offer._id, shopper.userId)).toEqual({ total: 1, shopper: 1 });
    expect((await redemptionOf(first._id))?.status).toBe('released');
    expect((await redemptionOf(second._id))?.status).toBe('held');
    // Replaced again by an order without the offer: the use is given back.
    const third = await orderWithOffer(shopper, undefined, 'card');
    expect((await replacePendingOrder((await getOrder(shopper.userId, second._id))!, third)).ok).toBe(true);
    expect(await usesOf(offer._id, shopper.userId)).toEqual({ total: 0, shopper: 0 });
    expect((await redemptionOf(second._id))?.status).toBe('released');
  });
});
