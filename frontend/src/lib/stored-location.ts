import type { Serviceability } from '@core/stores';

/**
 * The shopper's delivery location as this browser keeps it (localStorage): read by the app
 * (lib/store-choice.ts) and by the preload script (preload/main.ts), which must ask for the very
 * store the app will ask for. No imports at run time: the preload script bundles its own copy.
 */
export const LOCATION_KEY = 'quickbasket.location';

export interface StoreChoice {
  /** The pincode typed, or of the saved address picked. */
  pincode: string;
  /** The place beside it in the header ("Mumbai"): the address's city or the store's; '' when unknown. */
  place: string;
  /** The serviceability answer for the pincode (refreshed while the header shows it). */
  answer: Serviceability;
}

/** The stored value if it is a choice (only this module's writers store one; anything unreadable is none). */
export function parseStoreChoice(raw: string | null): StoreChoice | null {
  try {
    const value = JSON.parse(raw ?? '0') as StoreChoice | 0;
    return value && typeof value.answer?.message === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The store catalog and cart calls name (X-Store-Id): the chosen pincode's store; null (the
 * default store) with no choice or an unserved pincode.
 */
export const storeIdOf = (choice: StoreChoice | null): string | null => choice?.answer.store?._id ?? null;

/** What localStorage holds (null where storage is missing or refused). */
export function readStoredLocation(): string | null {
  try {
    return localStorage.getItem(LOCATION_KEY);
  } catch {
    return null;
  }
}
