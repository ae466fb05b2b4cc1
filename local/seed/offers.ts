/**
 * The demo's offers: three coupons and one automatic offer (functions/data/items/offer.ts), each
 * coupon with its code's claim. Pure data; written once, when there are no offers (an admin's edits
 * survive a reseed). The automatic offer runs at Bengaluru Indiranagar only, on large carts, so a
 * shopper at the default store who applies no code pays the spec's totals.
 */
import { useShardsFor } from '../../functions/core/offer-uses.js';
import * as nameClaimItem from '../../functions/data/items/name-claim.js';
import * as offerItem from '../../functions/data/items/offer.js';
import { keys } from '../../functions/data/keys.js';

const SEEDED_AT = '2026-01-01T00:00:00.000Z';

const base = { percent: 0, capPaise: 0, flatPaise: 0, minCartPaise: 0, storeIds: [], firstOrderOnly: false, perShopperLimit: 0, totalLimit: 0, active: true, createdAt: SEEDED_AT, updatedAt: SEEDED_AT };

const offer = (fields: Partial<offerItem.OfferRecord> & Pick<offerItem.OfferRecord, '_id' | 'title' | 'kind'>): offerItem.OfferRecord => {
  const record = { ...base, ...fields };
  return { ...record, useShards: useShardsFor(record.totalLimit) };
};

export const SEED_OFFERS: offerItem.OfferRecord[] = [
  offer({ _id: 'offer-welcome50', code: 'WELCOME50', title: '₹50 off your first order', kind: 'flat', flatPaise: 5_000, minCartPaise: 19_900, firstOrderOnly: true, perShopperLimit: 1 }),
  offer({ _id: 'offer-save10', code: 'SAVE10', title: '10% off up to ₹60', kind: 'percent', percent: 10, capPaise: 6_000, minCartPaise: 29_900 }),
  offer({ _id: 'offer-freedel', code: 'FREEDEL', title: 'Free delivery', kind: 'free_delivery', totalLimit: 100 }),
  offer({ _id: 'offer-indiranagar-big-basket', title: '₹75 off orders over ₹999', kind: 'flat', flatPaise: 7_500, minCartPaise: 99_900, storeIds: ['store-bengaluru-indiranagar'] }),
];

export function buildSeedOfferItems(offers = SEED_OFFERS): object[] {
  return offers.flatMap((o) => [offerItem.toItem(o), ...(o.code ? [nameClaimItem.toItem(keys.offerCode(o.code), o._id)] : [])]);
}
