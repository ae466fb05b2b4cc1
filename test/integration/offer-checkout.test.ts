/**
 * A coupon from the cart to the order over HTTP: the shopper applies it, the cart's bill takes it
 * off, cash on delivery charges exactly that bill and the order holds the coupon's use; a coupon
 * limited to one use refuses the next shopper's checkout with nothing written; a cancel gives the
 * use back, and the next shopper's checkout then carries it.
 */
import { describe, expect, it } from 'vitest';
import type { ApiBill } from '../../functions/core/bill-api.js';
import { api, createProduct, productStock, shopperWithCart } from './helpers.js';
import { newOffer, uniqueCode, usesOf } from './offers-support.js';

interface PlacedOrder {
  _id: string;
  totalAmt: number;
  charges?: { offer: { code?: string; amount: number } | null };
}

const billOf = async (token: string, addressId: string) => (await api<ApiBill>('POST', '/api/cart/bill', { token, body: { addressId } })).body.data!;

describe('a coupon from the cart to the order', () => {
  it('is charged as the bill said, holds its one use, refuses the next checkout and is given back by a cancel', async () => {
    const product = await createProduct({ stock: 10, price: 200 });
    const code = uniqueCode('ONE');
    const offer = await newOffer({ code, title: '₹30 off', kind: 'flat', flatPaise: 3_000, totalLimit: 1 });
    const first = await shopperWithCart([{ productId: product._id, qty: 1 }]);
    const second = await shopperWithCart([{ productId: product._id, qty: 1 }]);
    for (const shopper of [first, second]) {
      const applied = await api('POST', '/api/cart/apply-offer', { token: shopper.token, body: { code } });
      expect(applied.status, applied.body.message).toBe(200);
    }

    const bill = await billOf(first.token, first.addressId);
    expect(bill.offer).toMatchObject({ code, amount: 30 });
    expect(bill.grandTotal).toBe(170);
    const placed = await api<PlacedOrder>('POST', '/api/order/cash-on-delivery', { token: first.token, body: { addressId: first.addressId, totalAmt: 1 } });
    expect(placed.status, placed.body.message).toBe(200);
    const order = placed.body.data!;
    expect(order.totalAmt).toBe(bill.grandTotal);
    expect(order.charges?.offer).toMatchObject({ code, amount: 30 });
    expect(await usesOf(offer._id, first.userId)).toEqual({ total: 1, shopper: 1 });

    // Used up: the second shopper's checkout is refused and takes nothing.
    const stock = await productStock(product._id);
    const refused = await api('POST', '/api/order/cash-on-delivery', { token: second.token, body: { addressId: second.addressId } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(code);
    expect(await productStock(product._id)).toBe(stock);
    expect(await usesOf(offer._id, second.userId)).toEqual({ total: 1, shopper: 0 });

    const cancelled = await api('POST', '/api/order/cancel', { token: first.token, body: { _id: order._id, reason: 'Ordered by mistake' } });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect(await usesOf(offer._id, first.userId)).toEqual({ total: 0, shopper: 0 });

    const again = await api<PlacedOrder>('POST', '/api/order/cash-on-delivery', { token: second.token, body: { addressId: second.addressId } });
    expect(again.status, again.body.message).toBe(200);
    expect(again.body.data!.charges?.offer).toMatchObject({ code, amount: 30 });
    expect(again.body.data!.totalAmt).toBe(170);
  });
});
