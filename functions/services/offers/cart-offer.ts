/**
 * The cart's offer: the coupon the shopper applied (one per cart, on every device) when it applies
 * now, else the best automatic offer (core/offers.ts bestOffer). The bill takes it from
 * `billOffer`; the cart shows why an applied code does not apply (`cartOffers`).
 */
import { bill } from '../../core/bill.js';
import type { AvailableOffer, CartOffers } from '../../core/contracts/offer.js';
import { NO_FEES } from '../../core/fees.js';
import { bestOffer, offerAmountPaise, offerRefusal, type OfferContext, type OfferTerms } from '../../core/offers.js';
import { deleteCartOffer, getCartOffer, putCartOffer } from '../../data/repos/offers/cart-offer.js';
import { listOffers, offerByCode, shopperUses, totalUses, type OfferRecord } from '../../data/repos/offers/offers.js';
import { BadRequest } from '../../platform/errors.js';
import { readCart } from '../cart/cart-view.js';
import { firstOrderHad } from './first-order.js';

export interface CartValue {
  storeId: string;
  /** The items after product discounts (core/bill.ts discountedTotalPaise): what offers' minimums read. */
  cartValuePaise: number;
  at: Date;
}

const termsOf = ({ code, title, kind, percent, capPaise, flatPaise, minCartPaise }: OfferRecord): OfferTerms => ({
  ...(code ? { code } : {}),
  title,
  kind,
  percent,
  capPaise,
  flatPaise,
  minCartPaise,
});

/** What the rules read of these offers for this shopper and cart: only the counts some offer needs. */
async function contexts(userId: string, offers: readonly OfferRecord[], cart: CartValue): Promise<Map<string, OfferContext>> {
  const [firstHad, mine, totals] = await Promise.all([
    offers.some((o) => o.firstOrderOnly) ? firstOrderHad(userId) : false,
    offers.some((o) => o.perShopperLimit > 0) ? shopperUses(userId) : new Map<string, number>(),
    totalUses(offers.filter((o) => o.totalLimit > 0)),
  ]);
  // The first-order rule reads only whether there is one: the count placement would find.
  const shopperOrders = firstHad ? 1 : 0;
  return new Map(
    offers.map((o) => [o._id, { ...cart, shopperOrders, shopperUses: mine.get(o._id) ?? 0, totalUses: totals.get(o._id) ?? 0 }]),
  );
}

interface CartOfferState {
  offer?: OfferRecord;
  appliedCode?: string;
  refusal?: string;
  available: { offer: OfferRecord; amountPaise: number }[];
}

async function cartOfferState(userId: string, cart: CartValue): Promise<CartOfferState> {
  const [applied, all] = await Promise.all([getCartOffer(userId), listOffers()]);
  const offers = all.filter((o) => o.active);
  const ctx = await contexts(userId, offers, cart);
  const applies = (o: OfferRecord) => offerRefusal(o, ctx.get(o._id)!) === undefined;
  const available = offers.filter(applies).map((offer) => ({ offer, amountPaise: offerAmountPaise(offer, cart.cartValuePaise, 0) }));
  // An applied code whose offer was deleted or recoded since counts as none.
  const mine = applied && all.find((o) => o._id === applied.offerId && o.code === applied.code);
  if (mine) {
    const refusal = offerRefusal(mine, ctx.get(mine._id) ?? { ...cart, shopperOrders: 0, shopperUses: 0, totalUses: 0 });
    return { ...(refusal ? { refusal } : { offer: mine }), appliedCode: mine.code, available };
  }
  // The delivery fee is the bill's to know: a free-delivery offer saves nothing here and is never the automatic pick.
  const best = bestOffer(offers.filter((o) => !o.code).map((rule) => ({ rule, context: ctx.get(rule._id)! })), 0);
  return { ...(best ? { offer: best.rule } : {}), available };
}

/**
 * The offer the bill takes for this shopper's cart now, with its record id (the order holds its use), and, when the shopper applied a code that does not apply now, why: checkout
 * refuses then rather than charge more than the cart showed with the code.
 */
export async function billOffer(userId: string, cart: CartValue): Promise<{ offer?: { offerId: string; terms: OfferTerms }; refusal?: string }> {
  const { offer, refusal } = await cartOfferState(userId, cart);
  return { ...(offer ? { offer: { offerId: offer._id, terms: termsOf(offer) } } : {}), ...(refusal ? { refusal } : {}) };
}

/** Why the code the shopper applied does not apply to this cart now (undefined: it applies, or none is applied). */
export async function cartOfferRefusal(userId: string, cart: CartValue): Promise<string | undefined> {
  return (await cartOfferState(userId, cart)).refusal;
}

/** The caller's cart value at the store (its lines at today's prices). */
async function cartValueOf(userId: string, storeId: string | undefined): Promise<CartValue> {
  const { lines, products } = await readCart(userId, storeId);
  const priced = lines.map((line) => ({ ...products.get(line.productId)!.record, quantity: line.quantity }));
  const { discountedTotalPaise } = bill({ lines: priced, fees: NO_FEES, at: new Date(), busy: false, tipPaise: 0 });
  return { storeId: storeId ?? '', cartValuePaise: discountedTotalPaise, at: new Date() };
}

const present = (offer: OfferRecord, cartValuePaise: number): AvailableOffer => ({
  ...(offer.code ? { code: offer.code } : {}),
  title: offer.title,
  amountPaise: offerAmountPaise(offer, cartValuePaise, 0),
});

/** The cart's offers as the cart shows them. */
export async function cartOffers(userId: string, storeId: string | undefined): Promise<CartOffers> {
  const cart = await cartValueOf(userId, storeId);
  const state = await cartOfferState(userId, cart);
  return {
    ...(state.offer ? { offer: present(state.offer, cart.cartValuePaise) } : {}),
    ...(state.appliedCode ? { appliedCode: state.appliedCode } : {}),
    ...(state.refusal ? { refusal: state.refusal } : {}),
    available: state.available.map(({ offer }) => present(offer, cart.cartValuePaise)),
  };
}

/** Applies a coupon to the caller's cart: 400 with the reason when it does not apply now (nothing written). */
export async function applyOffer(userId: string, storeId: string | undefined, code: string): Promise<CartOffers> {
  const offer = await offerByCode(code);
  if (!offer || !offer.code) throw new BadRequest(`${code} is not a valid code`);
  const cart = await cartValueOf(userId, storeId);
  const ctx = (await contexts(userId, [offer], cart)).get(offer._id)!;
  const refusal = offerRefusal(offer, ctx);
  if (refusal) throw new BadRequest(refusal);
  await putCartOffer(userId, { offerId: offer._id, code: offer.code, appliedAt: new Date().toISOString() });
  return cartOffers(userId, storeId);
}

export async function removeOffer(userId: string, storeId: string | undefined): Promise<CartOffers> {
  await deleteCartOffer(userId);
  return cartOffers(userId, storeId);
}
