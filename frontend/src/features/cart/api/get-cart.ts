import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { api, takePreloadedReply } from '@/lib/api-client';
import { cartKeys } from '@/entities/cart/keys';
import { useCurrentUser } from '@/entities/user/current-user';
import { useGuestLines } from '@/entities/cart/guest-cart';
import { useStoreId } from '@/lib/store-choice';
import { guestCartLines, summarizeCart } from '@/features/cart/cart-lines';
import type { CartLine } from '@/features/cart/types';

/**
 * GET /api/cart/get, each line's product with the store's stock (null: the default store), so a
 * line short there shows as one to fix. SPEC section 8: cart load failures are only logged.
 */
export async function getCart(storeId: string | null): Promise<CartLine[]> {
  try {
    const { data } = await api.get('/api/cart/get', { storeId });
    return data ?? [];
  } catch (error) {
    console.warn('Could not load the cart', error);
    throw error;
  }
}

export const cartQueryOptions = (storeId: string | null) =>
  queryOptions({
    queryKey: cartKeys.list(storeId),
    queryFn: () => getCart(storeId),
    // On the cart or checkout, the answer index.html already has (preload/session-calls.ts), if any.
    initialData: () => takePreloadedReply('GET', '/api/cart/get', undefined, storeId)?.data,
    staleTime: 60_000,
  });

const NO_LINES: CartLine[] = [];

/** The guest cart's lines (entities/cart/guest-cart.ts) as cart lines, while nobody is signed in. */
function useGuestCartLines(guest: boolean): CartLine[] {
  const stored = useGuestLines();
  return useMemo(() => (guest ? guestCartLines(stored) : NO_LINES), [guest, stored]);
}

/**
 * The cart with its bill: the signed-in user's, or the guest cart kept in this browser (no call)
 * when nobody is signed in. Stock is the chosen store's, or `storeId`'s when given (checkout: the
 * address's store; null the default). `enabled: false` holds its call back (the lines known show).
 */
export function useCart(storeId?: string | null, options: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  const { user, isLoading: userLoading } = useCurrentUser();
  const chosen = useStoreId();
  const signedIn = user !== null;
  const query = useQuery({
    ...cartQueryOptions(storeId === undefined ? chosen : storeId),
    enabled: signedIn && (options.enabled ?? true),
    // Another store's cart (checkout's address's) shows the lines already known, whichever store's
    // copy has them, until it is in: prices are the catalog's, so only the lines' stock may differ,
    // and `isPlaceholder` says so. (The chosen store's copy alone would go as checkout makes that
    // store the chosen one.)
    placeholderData:
      storeId === undefined
        ? undefined
        : (previous) => previous ?? queryClient.getQueriesData<CartLine[]>({ queryKey: cartKeys.lists() }).find(([, lines]) => lines !== undefined)?.[1],
  });
  const guestLines = useGuestCartLines(!signedIn && !userLoading);
  const lines = signedIn ? (query.data ?? NO_LINES) : guestLines;
  return {
    lines,
    summary: summarizeCart(lines),
    signedIn,
    /** True until the cart is known (the user, then the cart, is loading). */
    isLoading: userLoading || (signedIn && query.isPending),
    /** The lines shown are another store's while this store's are asked: their stock is not this store's yet. */
    isPlaceholder: signedIn && query.isPlaceholderData,
    query,
  };
}

/**
 * One product's line, if it is in the cart. Selecting it means a product card re-renders only when
 * its own line changes, not on every change to the cart.
 */
export function useCartLine(productId: string): CartLine | undefined {
  const { user, isLoading } = useCurrentUser();
  const select = useCallback((lines: CartLine[]) => lines.find((line) => line._id === productId), [productId]);
  const { data } = useQuery({ ...cartQueryOptions(useStoreId()), enabled: user !== null, select });
  const guest = useGuestLines().find((line) => line.productId === productId);
  if (user) return data;
  return guest && !isLoading ? guestCartLines([guest])[0] : undefined;
}
