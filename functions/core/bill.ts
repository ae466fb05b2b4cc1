/**
 * The bill (pure, integer paise): what a cart costs at a store at a moment, with the store's fees,
 * one offer and a tip. The cart's bill box, checkout, the Stripe session, the cash to collect, the
 * order record and the invoice all take their numbers from here, so they cannot disagree.
 *
 * - Fee thresholds read the cart value: the items after their product discounts, before any offer
 *   (what the shopper sees as the cart's total while filling it).
 * - A store with no fee rules charges none: its bill is the spec's totals, delivery free.
 * - An offer takes its amount off the items only, never below ₹0; a free-delivery offer takes off
 *   the delivery fee and nothing else. The offer's amount is spread over the lines (`linePaidPaise`)
 *   so a refund of some lines gives back what was paid for them.
 * - The cash on delivery fee is charged only when the payment is cash; the cart, before the shopper
 *   chooses, names it (`cashFeePaise`) so it never appears for the first time at payment.
 * - The tip is added whole and is not part of any fee or offer.
 */
import { formatPaise } from './money.js';
import { discountedUnitPaise, type PricedLine } from './pricing.js';
import { minutesOf, storeClock } from './stores.js';
import type { StoreFees, DeliveryBand } from './fees.js';
import { offerAmountPaise, offerShortfallPaise, type OfferTerms } from './offers.js';

export const FEE_KINDS = ['delivery', 'small_cart', 'handling', 'late_night', 'surge', 'cash'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

export interface Fee {
  kind: FeeKind;
  label: string;
  amountPaise: number;
  /** Why it is charged, in the shopper's words (the bill box's "why"). */
  reason: string;
}

/** The most a shopper may tip, in paise (₹200): a slip of the thumb cannot tip ₹2,000. */
export const MAX_TIP_PAISE = 20_000;

export interface BillInput {
  lines: readonly PricedLine[];
  fees: StoreFees;
  at: Date;
  /** The store has more open orders than it takes at once (its surge fee applies). */
  busy: boolean;
  /** Unknown in the cart, chosen at checkout. */
  payment?: 'card' | 'cash';
  offer?: OfferTerms;
  tipPaise: number;
}

export interface Bill {
  itemsTotalPaise: number;
  /** The items after product discounts: the cart value fee thresholds read. */
  discountedTotalPaise: number;
  /** The offer applied and what it took off (items, or the delivery fee for a free-delivery offer). */
  offer?: { code?: string; title: string; amountPaise: number };
  /** Every fee charged, in the order the bill box lists them; none of 0. */
  fees: Fee[];
  feesTotalPaise: number;
  tipPaise: number;
  grandTotalPaise: number;
  /** How much more cart value makes delivery free, when a delivery fee applies now and a free band exists. */
  freeDeliveryGapPaise?: number;
  /** The cash fee a cash payment would add, when the payment is not chosen yet and the store has one. */
  cashFeePaise?: number;
  /** What each line costs after its share of the offer (same order as `lines`); adds up to the items' part of the total. */
  linePaidPaise: number[];
}

function inWindow(now: number, from: string, to: string): boolean {
  const start = minutesOf(from);
  const end = minutesOf(to);
  if (start === undefined || end === undefined || start === end) return false;
  return start < end ? now >= start && now < end : now >= start || now < end;
}

function deliveryFee(bands: readonly DeliveryBand[], cartValue: number): { band?: DeliveryBand; gapPaise?: number } {
  const band = bands.find((b) => cartValue < b.belowPaise);
  if (!band || band.feePaise <= 0) return {};
  const freeFrom = bands.at(-1)?.belowPaise ?? 0;
  return { band, gapPaise: freeFrom - cartValue };
}

function feesOf(input: BillInput, cartValue: number): { fees: Fee[]; gapPaise?: number } {
  const { fees: rules } = input;
  const fees: Fee[] = [];
  const delivery = deliveryFee(rules.deliveryBands, cartValue);
  if (delivery.band) {
    const freeFrom = formatPaise(cartValue + (delivery.gapPaise ?? 0));
    fees.push({ kind: 'delivery', label: 'Delivery fee', amountPaise: delivery.band.feePaise, reason: `For carts under ${formatPaise(delivery.band.belowPaise)}; free from ${freeFrom}` });
  }
  if (rules.smallCart.feePaise > 0 && cartValue < rules.smallCart.belowPaise) {
    fees.push({ kind: 'small_cart', label: 'Small cart fee', amountPaise: rules.smallCart.feePaise, reason: `For carts under ${formatPaise(rules.smallCart.belowPaise)}` });
  }
  if (rules.handlingPaise > 0) {
    fees.push({ kind: 'handling', label: 'Handling fee', amountPaise: rules.handlingPaise, reason: 'For picking and packing your order' });
  }
  const { minutes } = storeClock(input.at);
  if (rules.lateNight.feePaise > 0 && inWindow(minutes, rules.lateNight.from, rules.lateNight.to)) {
    fees.push({ kind: 'late_night', label: 'Late night fee', amountPaise: rules.lateNight.feePaise, reason: `For orders between ${rules.lateNight.from} and ${rules.lateNight.to}` });
  }
  if (rules.surgePaise > 0 && input.busy) {
    fees.push({ kind: 'surge', label: 'Surge fee', amountPaise: rules.surgePaise, reason: 'The store is busy right now: more orders than it takes at once' });
  }
  if (rules.cashPaise > 0 && input.payment === 'cash') {
    fees.push({ kind: 'cash', label: 'Cash on delivery fee', amountPaise: rules.cashPaise, reason: 'For paying the rider in cash' });
  }
  return { fees, gapPaise: delivery.gapPaise };
}

/**
 * Splits `discountPaise` over lines in proportion to their totals (largest remainder, ties to the
 * earlier line), so the parts are whole paise and add up exactly; returns what each line then costs.
 */
export function spreadDiscount(lineTotals: readonly number[], discountPaise: number): number[] {
  const total = lineTotals.reduce((sum, t) => sum + t, 0);
  if (discountPaise <= 0 || total === 0) return [...lineTotals];
  if (discountPaise > total) throw new Error('a discount cannot exceed what it is taken from');
  const big = BigInt(discountPaise);
  const whole = BigInt(total);
  const parts = lineTotals.map((t, index) => {
    const exact = big * BigInt(t);
    return { index, share: exact / whole, rest: exact % whole };
  });
  let left = discountPaise - parts.reduce((sum, p) => sum + Number(p.share), 0);
  const byRest = [...parts].sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const part of byRest) {
    if (left === 0) break;
    part.share += 1n;
    left -= 1;
  }
  return parts.map((p, i) => (lineTotals[i] ?? 0) - Number(p.share));
}

export function bill(input: BillInput): Bill {
  if (!Number.isSafeInteger(input.tipPaise) || input.tipPaise < 0 || input.tipPaise > MAX_TIP_PAISE) {
    throw new Error(`tip must be whole paise from 0 to ${MAX_TIP_PAISE}`);
  }
  let itemsTotalPaise = 0;
  const lineTotals = input.lines.map((line) => {
    itemsTotalPaise += line.pricePaise * line.quantity;
    return discountedUnitPaise(line.pricePaise, line.discount) * line.quantity;
  });
  const discountedTotalPaise = lineTotals.reduce((sum, t) => sum + t, 0);
  const { fees, gapPaise } = feesOf(input, discountedTotalPaise);
  const feesTotalPaise = fees.reduce((sum, f) => sum + f.amountPaise, 0);

  let offer: Bill['offer'];
  let itemsOffPaise = 0;
  if (input.offer && offerShortfallPaise(input.offer, discountedTotalPaise) === 0) {
    const deliveryPaise = fees.find((f) => f.kind === 'delivery')?.amountPaise ?? 0;
    const amountPaise = offerAmountPaise(input.offer, discountedTotalPaise, deliveryPaise);
    if (input.offer.kind !== 'free_delivery') itemsOffPaise = amountPaise;
    if (amountPaise > 0) offer = { code: input.offer.code, title: input.offer.title, amountPaise };
  }
  const linePaidPaise = spreadDiscount(lineTotals, itemsOffPaise);
  const grandTotalPaise = discountedTotalPaise - (offer?.amountPaise ?? 0) + feesTotalPaise + input.tipPaise;
  const cashPending = input.payment === undefined && input.fees.cashPaise > 0;
  return {
    itemsTotalPaise,
    discountedTotalPaise,
    ...(offer ? { offer } : {}),
    fees,
    feesTotalPaise,
    tipPaise: input.tipPaise,
    grandTotalPaise,
    ...(gapPaise !== undefined && !(input.offer?.kind === 'free_delivery' && offer) ? { freeDeliveryGapPaise: gapPaise } : {}),
    ...(cashPending ? { cashFeePaise: input.fees.cashPaise } : {}),
    linePaidPaise,
  };
}
