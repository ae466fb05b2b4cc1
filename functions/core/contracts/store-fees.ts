import * as z from 'zod';
import { NO_FEES, type StoreFees } from '../fees.js';
import { paiseToRupees, rupeesToPaise } from '../money.js';
import { minutesOf } from '../stores.js';

/**
 * A store's fee rules as the store form sends them and the store calls answer them: rupees, like
 * every amount the API speaks (core/money.ts), 0 meaning none. Stored as core/fees.ts StoreFees in
 * paise. Apart from contracts/store.ts so the store form's fee fields load only these schemas.
 */

/** The most one fee may be, in rupees: a typo of ₹2,500 for ₹25 is refused, not charged. */
export const FEE_RUPEES_MAX = 500;
/** The largest cart value a band or the small-cart rule may name, in rupees. */
export const FEE_CART_VALUE_MAX = 100_000;
/** Delivery fee bands a store may have. */
export const DELIVERY_BANDS_MAX = 5;

/** Rupees from 0 to `max`, at most 2 decimals, to integer paise (0 is none); the store form reads its claim limit with it too. */
export const rupeesUpTo = (max: number) =>
  z.union([z.number(), z.string()], 'must be a number').transform((value, ctx) => {
    const text = String(value).trim();
    if (text === '' || Number(text) === 0) return 0;
    const result = rupeesToPaise(value);
    if (!result.ok || result.paise > max * 100) {
      ctx.addIssue({ code: 'custom', message: result.ok ? `must be at most ${max}` : result.reason.replace('greater than 0', '0 or more') });
      return z.NEVER;
    }
    return result.paise;
  });

const fee = rupeesUpTo(FEE_RUPEES_MAX);
const cartValue = rupeesUpTo(FEE_CART_VALUE_MAX);
const time = z.string('must be a time').trim().refine((value) => minutesOf(value) !== undefined, 'must be a time as HH:MM (00:00 to 23:59)');

export const storeFeesBody = z
  .object({
    /** Delivery fee while the cart value is below `below`; free from the last band's `below` up. */
    deliveryBands: z
      .array(z.object({ below: cartValue, fee }))
      .max(DELIVERY_BANDS_MAX, `must be at most ${DELIVERY_BANDS_MAX} bands`)
      .refine((bands) => bands.every((b, i) => b.below > 0 && (i === 0 || b.below > (bands[i - 1]?.below ?? 0))), 'must go up: each band below a larger cart value than the one before')
      .default([]),
    smallCart: z.object({ below: cartValue, fee }).default({ below: 0, fee: 0 }),
    handling: fee.default(0),
    lateNight: z.object({ fee, from: time, to: time }).default({ fee: 0, from: NO_FEES.lateNight.from, to: NO_FEES.lateNight.to }),
    cash: fee.default(0),
    /** Only while the store is busy (more open orders than its maxOpenOrders). */
    surge: fee.default(0),
  })
  .transform(
    (body): StoreFees => ({
      deliveryBands: body.deliveryBands.map((b) => ({ belowPaise: b.below, feePaise: b.fee })),
      smallCart: { belowPaise: body.smallCart.below, feePaise: body.smallCart.fee },
      handlingPaise: body.handling,
      lateNight: { feePaise: body.lateNight.fee, from: body.lateNight.from, to: body.lateNight.to },
      cashPaise: body.cash,
      surgePaise: body.surge,
    }),
  );

export type StoreFeesRequest = z.input<typeof storeFeesBody>;

/** A store's fee rules as the store calls answer them, in rupees (the shape the form sends). */
export interface ApiStoreFees {
  deliveryBands: { below: number; fee: number }[];
  smallCart: { below: number; fee: number };
  handling: number;
  lateNight: { fee: number; from: string; to: string };
  cash: number;
  surge: number;
}

export function toApiStoreFees(fees: StoreFees = NO_FEES): ApiStoreFees {
  const r = paiseToRupees;
  return {
    deliveryBands: fees.deliveryBands.map((b) => ({ below: r(b.belowPaise), fee: r(b.feePaise) })),
    smallCart: { below: r(fees.smallCart.belowPaise), fee: r(fees.smallCart.feePaise) },
    handling: r(fees.handlingPaise),
    lateNight: { fee: r(fees.lateNight.feePaise), from: fees.lateNight.from, to: fees.lateNight.to },
    cash: r(fees.cashPaise),
    surge: r(fees.surgePaise),
  };
}
