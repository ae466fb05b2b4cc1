import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { bill } from '../../functions/core/bill.js';
import type { StoreFees } from '../../functions/core/fees.js';
import type { OfferTerms } from '../../functions/core/offers.js';
import { buildOrder, type OrderRecord } from '../../functions/core/order-record.js';
import { keys } from '../../functions/data/keys.js';
import * as orderItem from '../../functions/data/items/order.js';
import { SAMPLE_FEES } from '../fixtures/charged-order.js';
import { table } from './helpers.js';

const TableName = () => process.env.TABLE_NAME;

export const readOrder = async (userId: string, orderId: string): Promise<OrderRecord> =>
  orderItem.fromItem((await table.send(new GetCommand({ TableName: TableName(), Key: keys.order(userId, orderId), ConsistentRead: true }))).Item!);

/**
 * Gives a stored order the charges checkout writes with the money model (the bill of its lines at a
 * store with fees, an offer and a tip: core/bill.ts, through buildOrder), as if it had been placed
 * so. Call it before the order is paid or moved on; it returns the order as stored now.
 */
export async function chargeOrder(userId: string, orderId: string, charges: { tipPaise: number; offer?: OfferTerms; fees?: StoreFees }): Promise<OrderRecord> {
  const stored = await readOrder(userId, orderId);
  const charged = bill({
    lines: stored.lines,
    fees: charges.fees ?? SAMPLE_FEES,
    at: new Date(stored.createdAt),
    busy: false,
    payment: stored.paymentMethod === 'cod' ? 'cash' : 'card',
    ...(charges.offer ? { offer: charges.offer } : {}),
    tipPaise: charges.tipPaise,
  });
  const built = buildOrder({
    id: stored._id,
    userId,
    paymentMethod: stored.paymentMethod,
    cart: stored.lines.map((l) => ({ _id: l.productId, productId: l.productId, quantity: l.quantity })),
    products: new Map(stored.lines.map((l) => [l.productId, { _id: l.productId, name: l.name, image: l.image, unit: l.unit, pricePaise: l.pricePaise, discount: l.discount }])),
    address: stored.address,
    bill: { bill: charged, ...(charged.offer ? { offerId: 'offer-test' } : {}) },
    now: new Date(stored.createdAt),
  });
  const order: OrderRecord = { ...stored, lines: built.lines, totals: built.totals, ...(built.charges ? { charges: built.charges } : {}) };
  await table.send(new PutCommand({ TableName: TableName(), Item: orderItem.toItem(order) }));
  return order;
}
