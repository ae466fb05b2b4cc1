import * as z from 'zod';
import { rupeesToPaise } from '../money.js';
import type { AdminApiOrder } from '../order-api.js';
import type { OrderStatus } from '../order-states.js';
import { DELIVERY_CODE_DIGITS, FAIL_REASON_MAX, type RiderApiOrder, type RiderDelivery } from '../rider-order.js';
import type { Call, NoBody } from './envelope.js';
import type { LiveRiderMessage } from './live.js';
import type { orderRefBody } from './order.js';
import type { RiderLocationReply, riderLocationBody } from './rider-location.js';
import { email, freeText, id, idBody, mobile, name } from './fields.js';

/**
 * The rider calls: the admins' Riders page (/dashboard/riders) and reassign, and the
 * rider's own screen (/rider: duty, the current delivery, pickup, handover with the shopper's code,
 * could not deliver). A rider is a Cognito user in the group RIDER; `_id` is their user id.
 *
 * Every rider call answers 404 for an order that is not assigned to the caller (never 403: ids are
 * not confirmed). A rider's calls need the caller in RIDER and their rider record active (403).
 */

export const createRiderBody = z.object({ name, email, mobile, storeId: id });

/** Only the fields sent change. `active: false` deactivates: the Cognito user is disabled and their sessions end. */
export const updateRiderBody = z.object({
  _id: id,
  name: name.optional(),
  mobile: mobile.optional(),
  storeId: id.optional(),
  active: z.boolean().optional(),
});

export const dutyBody = z.object({ onDuty: z.boolean('must be true or false') });

export const pickupBody = idBody;

export const deliveryCode = z
  .string('is required')
  .trim()
  .regex(new RegExp(`^\\d{${DELIVERY_CODE_DIGITS}}$`), `must be the ${DELIVERY_CODE_DIGITS}-digit code the shopper has`);

/** `cashCollected` (rupees): required for cash on delivery, and must equal the order's total. */
export const deliverBody = idBody.extend({
  code: deliveryCode,
  cashCollected: z
    .number('must be a number')
    .refine((value) => rupeesToPaise(value).ok, 'must be an amount in rupees greater than 0, at most 2 decimals')
    .optional(),
});

export const failBody = idBody.extend({ reason: freeText(FAIL_REASON_MAX) });

/** POST /api/order/assign: a packed or out-for-delivery order to an on-duty, free rider of its store. */
export const assignOrderBody = idBody.extend({ riderId: id });

/** The order a rider holds, in short (the admin's list of riders). */
export interface RiderActiveOrder {
  _id: string;
  orderId: string;
  status: OrderStatus;
}

/** A rider as the admin's calls answer them. */
export interface ApiRider {
  _id: string;
  name: string;
  email: string;
  mobile: string;
  storeId: string;
  /** The store's name now ('' if the store is gone). */
  storeName: string;
  /** false: deactivated (cannot sign in; keeps their history). */
  active: boolean;
  onDuty: boolean;
  /** Since when they have been without a delivery while on duty (dispatch offers to the longest free); null off duty or busy. */
  freeSince: string | null;
  activeOrder: RiderActiveOrder | null;
  /** Rupees of tips on the orders they delivered today (stores' time zone): every tip is the rider's whole. */
  tipsToday: number;
  createdAt: string;
  updatedAt: string;
}

/** The rider's screen: duty, the current delivery (as order/details answers a rider), today's finished ones (newest first). */
export interface RiderMe {
  rider: { _id: string; name: string; storeId: string; storeName: string };
  onDuty: boolean;
  /** The first drop of the trip. */
  current: RiderApiOrder | null;
  /** Every order of the trip in drop order (two orders a trip, core/batching.ts): `current` first. */
  trip: RiderApiOrder[];
  today: RiderDelivery[];
  /** Rupees of tips on today's deliveries (`today`), all theirs. */
  tipsToday: number;
}

export type { RiderApiOrder, RiderDelivery };

export interface RiderCalls {
  /** Every rider (active or not), with duty, store and active order; by name. */
  'GET /api/rider/get': Call<NoBody, ApiRider[]>;
  /** Creates the Cognito user (group RIDER) and mails them how to set their password; the same e-mail again answers the same rider (idempotent). 409 when the e-mail is a shopper's or admin's account. */
  'POST /api/rider/create': Call<z.input<typeof createRiderBody>, ApiRider>;
  /** 409 when the rider holds a delivery and the change would strand it (deactivate, new store): reassign it first. */
  'PUT /api/rider/update': Call<z.input<typeof updateRiderBody>, ApiRider>;
  'GET /api/rider/me': Call<NoBody, RiderMe>;
  /** Answers as rider/me: going on duty may assign the oldest waiting packed order at once (`current`). 409 going off duty with a delivery. */
  'PUT /api/rider/duty': Call<z.input<typeof dutyBody>, RiderMe>;
  /** packed → out_for_delivery (the shopper's code is made now). */
  'POST /api/rider/pickup': Call<z.input<typeof pickupBody>, RiderApiOrder>;
  /** out_for_delivery → delivered. 400 wrong code (message says tries left) or cash not the total; 429 once locked (5 wrong). */
  'POST /api/rider/deliver': Call<z.input<typeof deliverBody>, RiderApiOrder>;
  /** out_for_delivery → delivery_failed with the reason; the rider is free again. */
  'POST /api/rider/fail': Call<z.input<typeof failBody>, RiderApiOrder>;
  /**
   * The rider's position while their order is out for delivery (409 otherwise): kept as the order's
   * newest and sent on the live channel to its shopper and the admins. 429 when it comes sooner than
   * 9 s after the last one taken (the phone sends one every 10 s): refused, nothing kept or sent.
   */
  'PUT /api/rider/location': Call<z.input<typeof riderLocationBody>, RiderLocationReply>;
}

export interface RiderOrderCalls {
  /** Reassign (the previous rider is freed); 409 when the order is not packed/out for delivery or the rider is not on duty, free, at its store. */
  'POST /api/order/assign': Call<z.input<typeof assignOrderBody>, AdminApiOrder>;
  /** The newest position of the order's rider while it is out (what the live channel sent last), for its shopper or an admin; null when none is kept. */
  'POST /api/order/rider-position': Call<z.input<typeof orderRefBody>, LiveRiderMessage | null>;
}
