import * as z from 'zod';
import { CANCEL_REASON_MAX, LOCKED_HANDOVER_REASON_MAX } from '../limits.js';
import { rupeesToPaise } from '../money.js';
import { REFUND_REASON_MAX } from '../refunds.js';
import { FULFILMENT_STEPS, ORDER_STATUSES } from '../order-states.js';
import type { AdminApiOrder, ApiOrder, OrderCounts } from '../order-api.js';
import type { ReorderPlan } from '../reorder.js';
import type { RiderApiOrder } from '../rider-order.js';
import { tipToPaise } from './cart-bill.js';
import type { Call, NoBody } from './envelope.js';
import { freeText, id, idBody, optionalText } from './fields.js';
import { ORDER_SEARCH_HINT, ORDER_SEARCH_MAX, parseOrderSearch } from './order-search.js';

/** The order calls: placing one, and its life after checkout (the shopper's and the admin's). */

/**
 * The spec's order request. The order is made from the caller's stored cart and stored prices;
 * list_items, subTotalAmt and totalAmt are accepted for compatibility and ignored (never trusted):
 * the amount charged is the bill's grand total (core/bill.ts). `tip`: whole rupees for the rider
 * (contracts/cart-bill.ts), absent is none.
 */
export const orderRequestBody = z.object({
  addressId: id,
  tip: tipToPaise,
  /**
   * Every line's substitution preference for this order (contracts/substitution.ts); absent: each
   * line's own. Declared here, not imported: the order calls' bundles stay without the other schemas.
   */
  substitution: z.enum(['best_match', 'dont_replace'], { message: "must be 'best_match' or 'dont_replace'" }).optional(),
  /** Pay what the shopper's store credit covers of the grand total (core/credit.ts); the rest by card or cash. */
  useCredit: z.boolean('must be true or false').optional(),
  list_items: z.array(z.unknown()).max(200).readonly().optional(),
  subTotalAmt: z.number().optional(),
  totalAmt: z.number().optional(),
});

/** Calls on one order name it by the `_id` that order-list returns. */
export const orderRefBody = idBody;

export const cancelOrderBody = orderRefBody.extend({ reason: optionalText(CANCEL_REASON_MAX) });

/** An admin's part refund: chosen lines (how many of each) or an amount in rupees, and a reason the shopper reads. */
export const refundPartBody = orderRefBody
  .extend({
    lines: z
      .array(z.object({ productId: id, quantity: z.number('must be a number').int('must be a whole number').min(1, 'must be at least 1').max(10_000, 'is too many') }))
      .min(1, 'choose at least one item')
      .max(200, 'is too long')
      .optional(),
    amount: z.number('must be a number').refine((value) => rupeesToPaise(value).ok, 'must be an amount in rupees greater than 0, at most 2 decimals').optional(),
    reason: freeText(REFUND_REASON_MAX),
  })
  .refine((body) => (body.lines === undefined) !== (body.amount === undefined), { path: ['amount'], message: 'send either lines or an amount' });

/** `reason`: why the store marks delivered an order whose handover code locked (required then; kept on its timeline). */
export const updateOrderStatusBody = orderRefBody.extend({
  status: z.enum(FULFILMENT_STEPS, { message: `must be one of ${FULFILMENT_STEPS.join(', ')}` }),
  reason: optionalText(LOCKED_HANDOVER_REASON_MAX),
});

/**
 * `storeId`: only that store's orders (with `status` too: that store's in that status). The counts
 * beside the page are every store's.
 */
export const adminOrdersBody = z
  .object({
    status: z.enum(ORDER_STATUSES, { message: `must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
    storeId: id.optional(),
    cursor: z.string().min(1).max(1000, 'is too long').optional(),
    limit: z.number().int('must be a whole number').min(1, 'must be at least 1').max(50, 'must be at most 50').default(20),
    /**
     * Find orders: an order number, a shopper's mobile or e-mail (order-search.ts). The
     * answer is the newest `limit` matches, in one page (no cursor), within `status` and `storeId`.
     */
    q: z
      .string('must be text')
      .max(ORDER_SEARCH_MAX, 'is too long')
      .transform((text, ctx) => {
        const search = parseOrderSearch(text);
        if (!search) ctx.addIssue({ code: 'custom', message: ORDER_SEARCH_HINT.replace(/^Enter/, 'enter') });
        return search ?? z.NEVER;
      })
      .optional(),
  })
  .refine((body) => !(body.q && body.cursor), { path: ['cursor'], message: 'a search answers in one page; send no cursor with q' });

export type OrderRequest = z.input<typeof orderRequestBody>;
type OrderRef = z.input<typeof orderRefBody>;

/** Where to pay a card order: the Stripe Checkout Session (the browser goes to `url`). */
export interface PaymentPage {
  id: string;
  url: string;
}

export type CheckoutReply = PaymentPage & { order: ApiOrder };

/** "Buy again": what went into the cart, and what did not with the reason. */
export type ReorderReply = Pick<ReorderPlan, 'added' | 'skipped'>;

/** Beside `data` of the admin's list: the next page's cursor and the orders per status (all stores). */
export type AdminOrdersPaging = {
  nextCursor: string | null;
  counts: OrderCounts;
};

export interface OrderCalls {
  /**
   * Stock of the address's store taken and cart cleared at once; 409 with the shopper's words
   * (core/stores.ts serviceability().message) when that pincode is not served or its store is
   * closed or paused, and nothing is written.
   */
  'POST /api/order/cash-on-delivery': Call<OrderRequest, ApiOrder>;
  /** Reserves the address's store's stock with a pending card order and opens the card provider's hosted checkout (409 as cash-on-delivery). */
  'POST /api/order/checkout': Call<OrderRequest, CheckoutReply>;
  /** Newest first. */
  'GET /api/order/order-list': Call<NoBody, ApiOrder[]>;
  /** The owner's order, or any order for an admin (then with `shopper`), or the rider's view for the rider it is assigned to; anybody else 404. */
  'POST /api/order/details': Call<OrderRef, ApiOrder | AdminApiOrder | RiderApiOrder>;
  'POST /api/order/cancel': Call<z.input<typeof cancelOrderBody>, ApiOrder>;
  'POST /api/order/resume-payment': Call<OrderRef, PaymentPage>;
  'POST /api/order/reorder': Call<OrderRef, ReorderReply>;
  'POST /api/order/admin-list': Call<z.input<typeof adminOrdersBody>, AdminApiOrder[], AdminOrdersPaging>;
  /** The one next delivery step; 409 when it is not the next one. */
  'PUT /api/order/update-status': Call<z.input<typeof updateOrderStatusBody>, ApiOrder>;
  'POST /api/order/refund': Call<OrderRef, ApiOrder>;
  /** Part of a paid card order back (lines or an amount, with a reason); 409 past what is left. Honours Idempotency-Key. */
  'POST /api/order/refund-part': Call<z.input<typeof refundPartBody>, ApiOrder>;
}
