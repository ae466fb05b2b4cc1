/**
 * An order: `USER#<sub>` / `ORDER#<orderId>` (its shopper's partition: "my orders" is one Query),
 * with index keys for the admin's lists: gsi1 `ORDERS` / `<orderId>` (every order, newest first;
 * an order's owner from its id) and gsi2 `ORDERS#<status>` / `<orderId>` (by status; moved by every
 * status change in the same write), and gsi3 `ORDERS_AT#<storeId>` / `<orderId>` (the orders of one
 * store; an order keeps its store, so the key never moves; orders from before stores have none). The
 * record is core/order-record.ts OrderRecord; `refunds` is written only on the condition that
 * `refundsRev` is still the one read (repos/orders/refunds.ts); `pick` (core/picking.ts) only while the order is placed
 * and on the condition that its `rev` is still the one read (repos/orders/pick.ts).
 */
import * as z from 'zod';
import { FEE_KINDS } from '../../core/bill.js';
import { ACTORS, ORDER_STATUSES } from '../../core/order-states.js';
import type { OrderRecord } from '../../core/order-record.js';
import { REFUND_STATUSES } from '../../core/refunds.js';
import { SUBSTITUTION_STATUSES } from '../../core/substitution.js';
import { preference } from './preference.js';
import { keys } from '../keys.js';
import { fields as addressFields } from './address.js';
import { attributeNames } from '../update.js';
import { parseItem, type RawItem, type Same } from './parse.js';

const status = z.enum(ORDER_STATUSES);

const line = z.object({
  productId: z.string(),
  name: z.string(),
  image: z.array(z.string()),
  unit: z.string(),
  pricePaise: z.number().int(),
  discount: z.number(),
  unitPricePaise: z.number().int(),
  quantity: z.number().int(),
  lineTotalPaise: z.number().int(),
  paidPaise: z.number().int().optional(),
  substitution: preference.optional(),
});

const totals = z.object({
  itemsTotalPaise: z.number().int(),
  discountedTotalPaise: z.number().int(),
  savingsPaise: z.number().int(),
  totalQuantity: z.number().int(),
  deliveryChargePaise: z.number().int(),
  grandTotalPaise: z.number().int(),
});

const charges = z.object({
  fees: z.array(z.object({ kind: z.enum(FEE_KINDS), label: z.string(), amountPaise: z.number().int(), reason: z.string() })),
  offer: z.object({ offerId: z.string(), code: z.string().optional(), title: z.string(), amountPaise: z.number().int() }).optional(),
  tipPaise: z.number().int(),
  creditPaise: z.number().int().optional(),
});

const invoice = z.object({
  number: z.string(),
  issuedAt: z.string(),
  seller: z.object({ name: z.string(), gstin: z.string(), state: z.string() }),
  lines: z.array(z.object({ gstRate: z.number().int(), hsn: z.string().optional() })),
});

const timelineEntry = z.object({ status, at: z.string(), by: z.enum(ACTORS), note: z.string().optional() });

const refund = z.object({
  id: z.string(),
  amountPaise: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  at: z.string(),
  attempt: z.number().int().optional(),
  reason: z.string().optional(),
  lines: z.array(z.object({ productId: z.string(), quantity: z.number().int() })).optional(),
  // An enum, not z.literal: the enum's code is in every bundle already (the refund events' consumer is near its budget).
  to: z.enum(['credit']).optional(),
  key: z.string().optional(),
});

const pick = z.object({
  pickerId: z.string(),
  pickerName: z.string(),
  startedAt: z.string(),
  rev: z.number().int(),
  lines: z.array(z.object({ productId: z.string(), scanned: z.number().int(), unavailable: z.number().int(), batchId: z.string().optional() })),
  substitutions: z
    .array(
      z.object({
        lineId: z.string(),
        productId: z.string(),
        name: z.string(),
        unit: z.string(),
        image: z.string(),
        quantity: z.number().int(),
        unitPricePaise: z.number().int(),
        chargedPaise: z.number().int(),
        missingPaise: z.number().int(),
        status: z.enum(SUBSTITUTION_STATUSES),
        proposedAt: z.string(),
        decideBy: z.string(),
        decidedAt: z.string().optional(),
        decidedBy: z.enum(['shopper', 'preference']).optional(),
        scanned: z.number().int().optional(),
      }),
    )
    .optional(),
});

export const schema = z.object({
  _id: z.string(),
  orderId: z.string(),
  userId: z.string(),
  status,
  paymentMethod: z.enum(['cod', 'card']),
  paidAt: z.string().nullable().optional(),
  lines: z.array(line),
  address: addressFields.extend({ _id: z.string() }),
  totals,
  charges: charges.optional(),
  invoice: invoice.optional(),
  cartLines: z.array(z.object({ lineId: z.string(), quantity: z.number().int() })),
  timeline: z.array(timelineEntry).optional(),
  storeId: z.string().optional(),
  storeName: z.string().optional(),
  etaAt: z.string().optional(),
  stripeSessionId: z.string().optional(),
  checkoutAttempts: z.number().int().optional(),
  paymentIntentId: z.string().optional(),
  refundAttempts: z.number().int().optional(),
  refunds: z.array(refund).optional(),
  refundsRev: z.number().int().optional(),
  cancelReason: z.string().optional(),
  riderId: z.string().optional(),
  previousRiderId: z.string().optional(),
  riderName: z.string().optional(),
  riderMobile: z.string().optional(),
  assignedAt: z.string().optional(),
  afterOrderId: z.string().optional(),
  pickedUpAt: z.string().optional(),
  deliveredAt: z.string().optional(),
  deliveryCode: z.string().optional(),
  codeTries: z.number().int().optional(),
  codeLocked: z.boolean().optional(),
  cashCollectedPaise: z.number().int().optional(),
  failReason: z.string().optional(),
  pick: pick.optional(),
  claimsRev: z.number().int().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const _exact: Same<z.output<typeof schema>, OrderRecord> = true;

export const attributes = attributeNames(schema);

export const toItem = (order: OrderRecord) => ({
  ...keys.order(order.userId, order._id),
  type: 'order' as const,
  ...order,
  ...keys.orderListing(order._id),
  ...keys.orderByStatus(order.status, order._id),
  ...(order.storeId ? keys.orderAtStore(order.storeId, order._id) : {}),
});

export type OrderItem = ReturnType<typeof toItem>;

export const fromItem = (raw: RawItem): OrderRecord => parseItem('order', schema, raw);

/** What the owner lookup projects from gsi1 (pk and sk name the item when it is malformed). */
export const ownerProjection = 'pk, sk, userId';
const owner = schema.pick({ userId: true });
export const ownerFromItem = (raw: RawItem): string => parseItem('order', owner, raw).userId;
