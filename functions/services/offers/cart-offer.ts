import type { OfferTerms } from '../../core/offers.js';

/**
 * The offer the caller's cart carries at this store, moment and cart value, with its record id
 * (the order holds its use): the cart's applied offer is read here. No offer is applied unless the
 * shopper applies one, and applying offers is not built yet, so there is none.
 */
export async function offerForBill(
  userId: string,
  at: { storeId: string; cartValuePaise: number; at: Date },
): Promise<{ offerId: string; terms: OfferTerms } | undefined> {
  void userId;
  void at;
  return undefined;
}
