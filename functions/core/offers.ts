/**
 * Offers and coupons (pure, integer paise): whether one applies to a cart, in the shopper's words
 * when it does not, what it takes off, and which of several saves the most. The counting of uses
 * (per shopper, in total) is the repos' job, under conditions; these rules read the counts.
 *
 * - Percent off is rounded down to the paisa and capped; flat off never takes the items below ₹0;
 *   free delivery takes off the delivery fee only (nothing when there is none).
 * - The minimum cart value is read on the items after product discounts, as fee thresholds are.
 */
import { formatPaise } from './money.js';

export const OFFER_KINDS = ['percent', 'flat', 'free_delivery'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** What an offer takes off, and from what cart value. */
export interface OfferTerms {
  /** Absent for an automatic offer. */
  code?: string;
  title: string;
  kind: OfferKind;
  /** Whole percent, for `percent`. */
  percent: number;
  /** The most a `percent` offer takes off (0: no cap). */
  capPaise: number;
  /** What a `flat` offer takes off. */
  flatPaise: number;
  minCartPaise: number;
}

/** An offer as admins run it. */
export interface OfferRule extends OfferTerms {
  /** ISO instants; absent = no bound. */
  validFrom?: string;
  validTo?: string;
  /** The stores it runs at; empty = all. */
  storeIds: string[];
  firstOrderOnly: boolean;
  /** Uses per shopper (0: no limit). */
  perShopperLimit: number;
  /** Uses in total, the first N (0: no limit). */
  totalLimit: number;
  active: boolean;
}

/** What the rules read about the shopper and the offer's uses. */
export interface OfferContext {
  cartValuePaise: number;
  storeId: string;
  at: Date;
  /** The shopper's earlier orders that count (placed and not cancelled, or holding the shopper's first-order claim); more than 0: the first order is had. */
  shopperOrders: number;
  /** This shopper's uses of the offer (held and used). */
  shopperUses: number;
  /** All uses of the offer (held and used). */
  totalUses: number;
}

/** How much more cart value the offer needs (0 when it is enough). */
export function offerShortfallPaise(terms: Pick<OfferTerms, 'minCartPaise'>, cartValuePaise: number): number {
  return Math.max(0, terms.minCartPaise - cartValuePaise);
}

/** What the offer takes off a cart of this value with this delivery fee, in paise. */
export function offerAmountPaise(terms: OfferTerms, cartValuePaise: number, deliveryFeePaise: number): number {
  switch (terms.kind) {
    case 'percent': {
      const off = Math.floor((cartValuePaise * Math.max(0, Math.min(100, Math.trunc(terms.percent)))) / 100);
      return Math.min(cartValuePaise, terms.capPaise > 0 ? Math.min(off, terms.capPaise) : off);
    }
    case 'flat':
      return Math.min(cartValuePaise, Math.max(0, terms.flatPaise));
    case 'free_delivery':
      return deliveryFeePaise;
  }
}

const nameOf = (rule: OfferRule) => rule.code ?? rule.title;

/** Why the offer does not apply, in the shopper's words; undefined when it does. */
export function offerRefusal(rule: OfferRule, context: OfferContext): string | undefined {
  const name = nameOf(rule);
  const now = context.at.getTime();
  if (!rule.active || (rule.validTo !== undefined && now >= Date.parse(rule.validTo))) return `${name} has ended`;
  if (rule.validFrom !== undefined && now < Date.parse(rule.validFrom)) return `${name} has not started yet`;
  if (rule.storeIds.length > 0 && !rule.storeIds.includes(context.storeId)) return `${name} is not available at this store`;
  if (rule.firstOrderOnly && context.shopperOrders > 0) return `${name} is for your first order only`;
  if (rule.perShopperLimit > 0 && context.shopperUses >= rule.perShopperLimit) return `You have already used ${name}`;
  if (rule.totalLimit > 0 && context.totalUses >= rule.totalLimit) return `${name} has been fully used`;
  const shortfall = offerShortfallPaise(rule, context.cartValuePaise);
  if (shortfall > 0) return `Add ${formatPaise(shortfall)} more to use ${name}`;
  return undefined;
}

/**
 * The offer that saves the most among those that apply (ties: the one listed first), with its
 * saving; undefined when none applies or none saves anything.
 */
export function bestOffer<R extends OfferRule>(
  rules: readonly { rule: R; context: OfferContext }[],
  deliveryFeePaise: number,
): { rule: R; amountPaise: number } | undefined {
  let best: { rule: R; amountPaise: number } | undefined;
  for (const { rule, context } of rules) {
    if (offerRefusal(rule, context) !== undefined) continue;
    const amountPaise = offerAmountPaise(rule, context.cartValuePaise, deliveryFeePaise);
    if (amountPaise > 0 && (!best || amountPaise > best.amountPaise)) best = { rule, amountPaise };
  }
  return best;
}
