/**
 * Stock held by card checkouts and admin edits: a shopper holds
 * stock with at most one card order awaiting payment; an admin's save never undoes sales made
 * while the form was open; a product deleted while a checkout holds it does not strand the order.
 */
import { describe, expect, it } from 'vitest';
import type { ApiOrder } from '../../functions/core/order-api.js';
import { keys } from '../../functions/data/keys.js';
import { DEFAULT_SEED_STORE } from '../../local/seed/stores.js';
import { api, apiUrl, createProduct, deliveryAddress, eventually, partition, productStock, shopperWithCart, tokenFor } from './helpers.js';

type Shopper = Awaited<ReturnType<typeof shopperWithCart>>;
type Checkout = { id: string; url: string; order: ApiOrder };

const checkout = (shopper: Shopper) => api<Checkout>('POST', '/api/order/checkout', { token: shopper.token, body: { addressId: shopper.addressId } });
const statusOf = async (shopper: Shopper, _id: string) =>
  (await api<ApiOrder>('POST', '/api/order/details', { token: shopper.token, body: { _id } })).body.data!.status;
const ordersOf = async (shopper: Shopper) => (await partition(`USER#${shopper.userId}`)).filter((item) => item.type === 'order');

describe('one card order awaiting payment per shopper', () => {
  it('three checkouts of one cart hold the stock once: the second and third resume the first order and its session', async () => {
    const product = await createProduct({ stock: 6, price: 50 });
    const shopper = await shopperWithCart([{ productId: product._id, qty: 2 }]);
    const first = await checkout(shopper);
    expect(first.status, first.body.message).toBe(200);
    for (let i = 0; i < 2; i++) {
      const again = await checkout(shopper);
      expect(again.status, again.body.message).toBe(200);
      expect(again.body.data!.order._id).toBe(first.body.data!.order._id);
      expect(again.body.data!.id).toBe(first.body.data!.id);
    }
    expect(await productStock(product._id)).toBe(4);
    expect(await ordersOf(shopper)).toHaveLength(1);
  });

  it('five checkouts of one cart at once: one order holds the stock, whatever each answered', async () => {
    const product = await createProduct({ stock: 6, price: 50 });
    const shopper = await shopperWithCart([{ productId: product._id, qty: 2 }]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => checkout(shopper)));
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    for (const answer of answers) expect([200, 409], answer.body.message).toContain(answer.status);
    const pending = (await ordersOf(shopper)).filter((o) => o.status === 'pending_payment');
    expect(pending).toHaveLength(1);
    expect(await productStock(product._id)).toBe(4);
  });

  it('a checkout of a changed cart replaces the pending order: its session is expired, its stock released with the new hold', async () => {
    const kept = await createProduct({ stock: 5, price: 40 });
    const dropped = await createProduct({ stock: 5, price: 30 });
    const shopper = await shopperWithCart([
      { productId: kept._id, qty: 2 },
      { productId: dropped._id, qty: 1 },
    ]);
    const first = (await checkout(shopper)).body.data!;
    expect([await productStock(kept._id), await productStock(dropped._id)]).toEqual([3, 4]);

    // The shopper takes one more of the first and removes the second, then checks out again.
    expect((await api('PUT', '/api/cart/update-qty', { token: shopper.token, body: { _id: kept._id, qty: 3 } })).status).toBe(200);
    expect((await api('DELETE', '/api/cart/delete-cart-item', { token: shopper.token, body: { _id: dropped._id } })).status).toBe(200);
    const second = await checkout(shopper);
    expect(second.status, second.body.message).toBe(200);
    expect(second.body.data!.order._id).not.toBe(first.order._id);

    expect([await productStock(kept._id), await productStock(dropped._id)]).toEqual([2, 5]);
    expect(await statusOf(shopper, first.order._id)).toBe('cancelled');
    const session = await fetch(`${apiUrl}/local-checkout/${first.id}/pay`, { method: 'POST', redirect: 'manual' });
    expect(session.headers.get('location'), 'the replaced session can no longer be paid').toContain('/cancel');
    // Its expiry event arrives later and changes nothing.
    await eventually(async () => expect(await statusOf(shopper, first.order._id)).toBe('cancelled'));
    expect([await productStock(kept._id), await productStock(dropped._id)]).toEqual([2, 5]);
  });

  it('the held stock counts as the shopper’s own: 6 in stock, 4 held, a checkout of the 4 to another address replaces the first', async () => {
    const product = await createProduct({ stock: 6, price: 50 });
    const shopper = await shopperWithCart([{ productId: product._id, qty: 4 }]);
    const first = (await checkout(shopper)).body.data!;
    const office = await api<{ _id: string }>('POST', '/api/address/create', { token: shopper.token, body: { ...deliveryAddress, address_line: '1 MG Road' } });
    const second = await api<Checkout>('POST', '/api/order/checkout', { token: shopper.token, body: { addressId: office.body.data!._id } });
    expect(second.status, second.body.message).toBe(200);
    expect(second.body.data!.order._id).not.toBe(first.order._id);
    expect(await productStock(product._id)).toBe(2);
    expect((await ordersOf(shopper)).filter((o) => o.status === 'pending_payment')).toHaveLength(1);
  });
});

describe('an admin’s product save never undoes sales', () => {
  const update = async (product: { _id: string }, changes: Record<string, unknown>) => {
    const token = await tokenFor('admin');
    const current = (await api<Record<string, unknown>>('POST', '/api/product/get-product-details', { body: { productId: product._id } })).body.data!;
    const body = { ...current, ...changes, _id: product._id };
    return api<{ stock: number; description: string }>('PUT', '/api/product/update-product-details', { token, body });
  };

  it('the admin opened it at 10, a shopper bought 3, the admin saves a new description: stock stays 7', async () => {
    const product = await createProduct({ stock: 10, price: 20 });
    const shopper = await shopperWithCart([{ productId: product._id, qty: 3 }]);
    expect((await api('POST', '/api/order/cash-on-delivery', { token: shopper.token, body: { addressId: shopper.addressId } })).status).toBe(200);
    const saved = await update(product, { description: 'Now with a better description.', stock: 10, stockSeen: 10 });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data).toMatchObject({ stock: 7, description: 'Now with a better description.' });
    expect(await productStock(product._id)).toBe(7);
  });

  it('a new stock typed over a stale one is refused with the current stock; typed over the current one it is saved', async () => {
    const product = await createProduct({ stock: 10, price: 20 });
    const shopper = await shopperWithCart([{ productId: product._id, qty: 3 }]);
    expect((await api('POST', '/api/order/cash-on-delivery', { token: shopper.token, body: { addressId: shopper.addressId } })).status).toBe(200);
    const refused = await update(product, { stock: 50, stockSeen: 10 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Stock changed while you edited: it is now 7. Reload the product to see it, then enter the stock again');
    expect(await productStock(product._id)).toBe(7);
    const saved = await update(product, { stock: 50, stockSeen: 7 });
    expect(saved.status, saved.body.message).toBe(200);
    expect(await productStock(product._id)).toBe(50);
  });
});

describe('a product deleted while a card checkout holds it', () => {
  it('the order can still be cancelled (nothing to give back to the deleted product) and the other lines get their stock', async () => {
    const doomed = await createProduct({ stock: 5, price: 20 });
    const other = await createProduct({ stock: 5, price: 20 });
    const shopper = await shopperWithCart([
      { productId: doomed._id, qty: 2 },
      { productId: other._id, qty: 1 },
    ]);
    const pending = (await checkout(shopper)).body.data!;
    const removed = await api('DELETE', '/api/product/delete-product', { token: await tokenFor('admin'), body: { _id: doomed._id } });
    expect(removed.status, removed.body.message).toBe(200);

    // The session expires (here: the shopper cancels on Stripe's page); the expiry releases what exists.
    const cancelled = await fetch(`${apiUrl}/local-checkout/${pending.id}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.status).toBe(303);
    await eventually(async () => expect(await statusOf(shopper, pending.order._id)).toBe('cancelled'));
    expect(await productStock(other._id)).toBe(5);
    const gone = await partition(keys.product(doomed._id).pk);
    expect(gone).toEqual([]);
    const ghost = (await partition(keys.storeStock(DEFAULT_SEED_STORE._id, doomed._id).pk)).filter((i) => i.productId === doomed._id);
    expect(ghost, 'no stock-only ghost of the deleted product').toEqual([]);
  });
});
