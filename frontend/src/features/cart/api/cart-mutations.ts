import { useIsMutating, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { toast } from 'react-hot-toast/headless';
import { api } from '@/lib/api-client';
import { updateGuestCart, withGuestProduct } from '@/entities/cart/guest-cart';
import { withLine, withoutLine } from '@/features/cart/cart-lines';
import type { CartLine, CartProduct } from '@/features/cart/types';
import { cartKeys } from '@/entities/cart/keys';
import { currentStoreId } from '@/lib/store-choice';

/** POST /api/cart/create: adds one of the product ("Item added"), within the chosen store's stock. */
export function addToCart(productId: string) {
  return api.post('/api/cart/create', { productId }, { idempotent: true, storeId: currentStoreId() });
}

/**
 * Every cart change runs in one queue (one mutation scope): the UI updates at once (optimistic),
 * while the calls reach the server one after another in the order they were made, so quick taps on
 * plus can never arrive out of order and leave a wrong quantity behind.
 */
export const CART_SCOPE = { id: 'cart' };

/** One toast for cart feedback, replaced rather than stacked when taps come quickly. */
export const FEEDBACK_TOAST = 'cart-feedback';

/**
 * Products whose quantity change waits to be sent or is being sent (api/line-actions.ts sends the
 * last of quick changes once): until they are done, a refetch would bring back the old quantity.
 */
export const quantitiesPending = new Set<string>();
const pendingListeners = new Set<() => void>();

/** Marks a product's quantity change as waiting (or done) and tells whoever watches. */
export function markQuantityPending(productId: string, pending: boolean): void {
  if (pending) quantitiesPending.add(productId);
  else quantitiesPending.delete(productId);
  for (const listener of [...pendingListeners]) listener();
}

function subscribePending(listener: () => void): () => void {
  pendingListeners.add(listener);
  return () => pendingListeners.delete(listener);
}

/**
 * Whether a cart change is not yet on the server (a quantity waiting its turn, a call in flight):
 * checkout waits for it, so the order is placed from the cart the shopper sees.
 */
export function useCartSaving(): boolean {
  const queued = useSyncExternalStore(subscribePending, () => quantitiesPending.size > 0);
  return useIsMutating({ mutationKey: cartKeys.all }) > 0 || queued;
}

/** Edits the cached cart: the chosen store's copy and any other store's (checkout's); the edits are idempotent. */
export function setLines(queryClient: QueryClient, edit: (lines: CartLine[]) => CartLine[]): void {
  queryClient.setQueryData<CartLine[]>(cartKeys.list(currentStoreId()), (lines) => edit(lines ?? []));
  queryClient.setQueriesData<CartLine[]>({ queryKey: cartKeys.lists() }, (lines) => lines && edit(lines));
}

/** Stops a refetch under way (it would overwrite the optimistic lines), then edits the cache. */
export async function editLines(queryClient: QueryClient, edit: (lines: CartLine[]) => CartLine[]): Promise<void> {
  await queryClient.cancelQueries({ queryKey: cartKeys.lists() });
  setLines(queryClient, edit);
}

/**
 * After the last queued change: the server's cart is the truth (prices, stock, lines of others).
 * `running` is how many cart mutations count as still running when this is called (1 from a
 * mutation's own onSettled).
 */
export function syncWhenIdle(queryClient: QueryClient, running = 1): Promise<void> | undefined {
  if (queryClient.isMutating({ mutationKey: cartKeys.all }) > running || quantitiesPending.size > 0) return undefined;
  return queryClient.invalidateQueries({ queryKey: cartKeys.all });
}

/**
 * Add (SPEC section 4 "Cart line"): one of the product into the cart, the account's when signed
 * in, else the guest cart kept in this browser (entities/cart/guest-cart.ts), which joins the account's at
 * sign-in. Errors roll the cached line back; the server's message is toasted by the query client
 * (app/query-client.ts), e.g. 409 "Milk is out of stock". The other line actions (quantity,
 * remove) are in api/line-actions.ts, loaded with the quantity control.
 */
export function useAddToCart(product: CartProduct, signedIn: boolean) {
  const queryClient = useQueryClient();
  const mutationKey = cartKeys.line(product._id);
  const pending = useIsMutating({ mutationKey }) > 0;
  const add = useMutation({
    mutationKey: [...mutationKey, 'add'],
    scope: CART_SCOPE,
    mutationFn: () => addToCart(product._id),
    onMutate: () => editLines(queryClient, (lines) => withLine(lines, product)),
    onError: () => {
      setLines(queryClient, (lines) => withoutLine(lines, product._id));
    },
    onSuccess: (reply) => {
      toast.success(reply.message || 'Item added', { id: FEEDBACK_TOAST });
    },
    onSettled: () => syncWhenIdle(queryClient),
  });
  return {
    pending,
    add: () => {
      if (signedIn) {
        add.mutate();
        return;
      }
      updateGuestCart((cart) => withGuestProduct(cart, product));
      toast.success('Item added', { id: FEEDBACK_TOAST });
    },
  };
}
