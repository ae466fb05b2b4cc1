import { useSyncExternalStore } from 'react';
import { LOCATION_KEY, parseStoreChoice, readStoredLocation, storeIdOf, type StoreChoice } from './stored-location';

export type { StoreChoice };

/**
 * The delivery location the shopper chose (the header's picker), which decides the store whose
 * stock the catalog and the cart show. Kept in localStorage for every visitor; a signed-in
 * shopper's profile keeps it too (entities/user/profile-location.ts). Read afresh on each render: a logout
 * clears localStorage (SPEC section 4), and another tab may change it.
 */
const listeners = new Set<() => void>();
let lastRaw: string | null = null;
let last: StoreChoice | null = null;

export function getStoreChoice(): StoreChoice | null {
  const raw = readStoredLocation();
  if (raw !== lastRaw) {
    lastRaw = raw;
    last = parseStoreChoice(raw);
  }
  return last;
}

/** Remembers the choice (null forgets it); every reader updates. */
export function setStoreChoice(choice: StoreChoice | null): void {
  try {
    if (choice) localStorage.setItem(LOCATION_KEY, JSON.stringify(choice));
    else localStorage.removeItem(LOCATION_KEY);
  } catch {
    // No storage (a privacy mode): this page still follows the choice.
  }
  lastRaw = readStoredLocation();
  last = choice;
  for (const listener of [...listeners]) listener();
}

/**
 * Changes made here. Another tab's (or a logout's, which clears localStorage) show at this tab's
 * next render: getStoreChoice reads the stored value each time.
 */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useStoreChoice(): StoreChoice | null {
  return useSyncExternalStore(subscribe, getStoreChoice, () => null);
}

/** The chosen store's id for X-Store-Id and query keys; null: the default store. */
export function useStoreId(): string | null {
  return storeIdOf(useStoreChoice());
}

/** The same, read at the moment of a call (cart changes). */
export const currentStoreId = (): string | null => storeIdOf(getStoreChoice());
