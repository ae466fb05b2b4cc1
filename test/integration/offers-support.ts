// First: it gives this process the stack's environment, which the table client reads when imported.
import { api, deliveryAddress, table, tokenFor, type TestProduct } from './helpers.js';
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { bill } from '../../functions/core/bill.js';
import type { ApiOffer } from '../../functions/core/contracts/offer.js';
import { NO_FEES } from '../../functions/core/fees.js';
import { newId } from '../../functions/core/ids.js';
import type { PaymentMethod } from '../../functions/core/order-states.js';
import { buildOrder, type OrderRecord } from '../../functions/core/order-record.js';
import * as addressItem from '../../functions/data/items/address.js';
import * as cartLineItem from '../../functions/data/items/cart-line.js';
import { tableName } from '../../functions/data/client.js';
import { getRedemption } from '../../functions/data/repos/offers/redemptions.js';
import { getOffer, totalUses, shopperUses } from '../../functions/data/repos/offers/offers.js';
import { orderFromCart } from '../../functions/services/orders/order-placement.js';

/** Offer steps the offer suites share: an admin's offer, a shopper written straight to the table, an order holding an offer. */
export async function newOffer(fields: Record<string, unknown>): Promise<ApiOffer> {
  const res = await api<ApiOffer>('POST', '/api/offer/create', { token: await tokenFor('admin'), body: { title: `Test offer ${randomUUID().slice(0, 6)}`, ...fields } });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data!;
}

export const uniqueCode = (prefix = 'T') => `${prefix}${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`;

/** A shopper with an address at the default store and `qty` of the product in the cart, written straight to the table (no account: placement reads only these). */
export async function tableShopper(product: TestProduct, qty: number, userId = `offer-shopper-${randomUUID()}`): Promise<{ userId: string; addressId: string }> {
  const addressId = newId();
  const at = new Date().toISOString();
  await table.send(new PutCommand({ TableName: tableName, Item: addressItem.toItem({ ...deliveryAddress, _id: addressId, userId, status: true, createdAt: at, updatedAt: at }) }));
  await table.send(new PutCommand({ TableName: tableName, Item: cartLineItem.toItem(userId, { _id: product._id, productId: product._id, quantity: qty, createdAt: at }) }));
  return { userId, addressId };
}

/** The order the shopper's cart makes with the offer on its bill (core/bill.ts), as checkout builds it. */
export async function orderWithOffer(
  shopper: { userId: string; addressId: string },
  offer: ApiOffer | undefined,
  paymentMethod: PaymentMethod = 'cod',
  onlyProduct?: string,
): Promise<OrderRecord> {
  const whole = await orderFromCart(shopper.userId, shopper.addressId, paymentMethod);
  // One line of the cart: orders of one shopper that do not meet on a cart line.
  const base = onlyProduct ? { ...whole, lines: whole.lines.filter((l) => l.productId === onlyProduct), cartLines: whole.cartLines.filter((l) => l.lineId === onlyProduct) } : whole;
  const now = new Date();
  const terms = offer && { code: offer.code, title: offer.title, kind: offer.kind, percent: offer.percent, capPaise: offer.capPaise, flatPaise: offer.flatPaise, minCartPaise: offer.minCartPaise };
  const billed = bill({ lines: base.lines, fees: NO_FEES, at: now, busy: false, ...(terms ? { offer: terms } : {}), tipPaise: 0 });
  expect(Boolean(billed.offer), 'the bill takes the offer').toBe(Boolean(offer));
  return buildOrder({
    id: newId(),
    userId: shopper.userId,
    paymentMethod,
    cart: base.cartLines.map((l) => ({ _id: l.lineId, productId: l.lineId, quantity: l.quantity })),
    products: new Map(base.lines.map((l) => [l.productId, { _id: l.productId, name: l.name, image: l.image, unit: l.unit, pricePaise: l.pricePaise, discount: l.discount }])),
    address: base.address,
    store: { _id: base.storeId!, name: base.storeName!, etaMinutes: 10 },
    bill: { bill: billed, ...(offer ? { offerId: offer._id } : {}) },
    now,
  });
}

/** The offer's uses as its counters hold them now: in total (its shards) and by one shopper. */
export async function usesOf(offerId: string, userId?: string): Promise<{ total: number; shopper: number }> {
  const offer = (await getOffer(offerId, { consistent: true }))!;
  const total = (await totalUses([offer], { consistent: true })).get(offerId) ?? 0;
  const shopper = userId ? ((await shopperUses(userId)).get(offerId) ?? 0) : 0;
  return { total, shopper };
}

export const redemptionOf = getRedemption;
