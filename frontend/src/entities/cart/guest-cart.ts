import { useSyncExternalStore } from 'react';
import { GUEST_CART_MAX_LINES } from '@core/limits';
import type { ApiProduct } from '@core/product';
import { newIdempotencyKey } from '@/lib/api-client';
import { GUEST_CART_KEY } from './guest-cart-key';

/**
 * The guest cart: what a shopper who has not signed in puts in the cart, kept in this browser's
 * localStorage (every tab shares it) until sign-in or registration adds it to the account's cart
 * (merge-guest-cart.ts, POST /api/cart/merge). The same rules as the account's cart: quantities
 * from 1 to the stock, Add twice keeps one line. Each line keeps the product as the catalog showed
 * it (price, discount, stock, name, image), refreshed whenever the product is shown again; the server
 * never takes any of it: the merge sends product ids and quantities only, and the server's stock caps.
 */
export type GuestProduct = Pick<ApiProduct, '_id' | 'name' | 'stock'> &
  Partial<Pick<ApiProduct, 'price' | 'discount' | 'image' | 'unit'>> & {
    /** The store (entities/product/keys.ts storeKey) whose stock `stock` is, when known: the cart asks again at any other. */
    storeId?: string;
  };

export interface GuestLine {
  productId: string;
  quantity: number;
  product: GuestProduct;
}

export interface GuestCart {
  /** Sent as the merge's Idempotency-Key: a guest cart is added to an account once. */
  id: string;
  lines: GuestLine[];
}

const STORAGE_KEY = GUEST_CART_KEY;

/** What a line keeps of a product (the fields the cart shows; no description or details). */
export function guestProduct(product: GuestProduct): GuestProduct {
  const { _id, name, stock, price, discount, image, unit, storeId } = product;
  return { _id, name, stock, price, discount, image: image?.slice(0, 1), unit, storeId };
}

/** Adds one of a product: a line already there stays as it is (as the server's Add); sold out adds nothing. */
export function withGuestProduct(cart: GuestCart, product: GuestProduct): GuestCart {
  if (cart.lines.some((line) => line.productId === product._id)) return cart;
  if (!(product.stock > 0) || cart.lines.length >= GUEST_CART_MAX_LINES) return cart;
  return { ...cart, lines: [...cart.lines, { productId: product._id, quantity: 1, product: guestProduct(product) }] };
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** A stored value that is not a guest cart (edited by hand, an older shape) counts as none. */
function parse(raw: string | null): GuestCart | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as GuestCart;
    return Array.isArray(value.lines) ? { id: String(value.id), lines: value.lines.filter((line) => line.product && line.quantity > 0) } : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cached: GuestCart | null = null;

/** The stored guest cart (null: none, or empty). Read afresh: a sign-out clears the whole storage. */
export function readGuestCart(): GuestCart | null {
  const raw = storage()?.getItem(STORAGE_KEY) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

/** Changes the guest cart (an empty one is removed); every reader in this tab hears it, other tabs through the storage event. */
export function updateGuestCart(change: (cart: GuestCart) => GuestCart): void {
  const current = readGuestCart() ?? { id: newIdempotencyKey(), lines: [] };
  const next = change(current);
  const store = storage();
  if (!store || next === current) return;
  try {
    if (next.lines.length === 0) store.removeItem(STORAGE_KEY);
    else store.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused (a privacy mode): the cart lasts as long as this page.
  }
  notify();
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

// Another tab changed it (the storage event fires only in the others), or cleared all storage (key null).
globalThis.addEventListener?.('storage', (event) => {
  if (event.key === null || event.key === STORAGE_KEY) notify();
});

/** Forgets the guest cart whose id is `id` (it was added to the account), not a newer one. */
export function clearGuestCart(id: string): void {
  if (readGuestCart()?.id === id) updateGuestCart((cart) => ({ ...cart, lines: [] }));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NO_LINES: GuestLine[] = [];

/** The guest cart's lines, re-rendering on every change (in this tab or another). */
export function useGuestLines(): GuestLine[] {
  return useSyncExternalStore(subscribe, () => readGuestCart()?.lines ?? NO_LINES, () => NO_LINES);
}
