import { useIsMutating, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast/headless';
import { api } from '@/lib/api-client';
import { withLine, withLineAt, withQuantity, withoutLine } from '@/features/cart/cart-lines';
import type { CartLine, CartProduct } from '@/features/cart/types';
import { cartKeys } from '@/lib/cart-keys';
import { currentStoreId } from '@/lib/store-choice';

/** POST /api/cart/create: adds one of the product ("Item added"), within the chosen store's stock. */
export function addToCart(productId: string) {
  return api.post('/api/cart/create', { productId }, { idempotent: true, storeId: currentStoreId() });
}

/**
 * PUT /api/cart/update-qty: raising is capped by the stock (409 "Only N of X left in stock");
 * lowering is always allowed, so a line whose product sold out can still be brought down.
 */
export function updateCartQuantity(lineId: string, qty: number) {
  return api.put('/api/cart/update-qty', { _id: lineId, qty }, { storeId: currentStoreId() });
}

/** DELETE /api/cart/delete-cart-item ("Item remove"). */
export function deleteCartItem(lineId: string) {
  return api.delete('/api/cart/delete-cart-item', { _id: lineId });
}

/**
 * Every cart change runs in one queue (one mutation scope): the UI updates at once (optimistic),
 * while the calls reach the server one after another in the order they were made, so quick taps on
 * plus can never arrive out of order and leave a wrong quantity behind.
 */
const CART_SCOPE = { id: 'cart' };

/** One toast for cart feedback, replaced rather than stacked when taps come quickly. */
const FEEDBACK_TOAST = 'cart-feedback';

function readLines(queryClient: QueryClient): CartLine[] {
  return queryClient.getQueryData<CartLine[]>(cartKeys.list(currentStoreId())) ?? [];
}

/** Edits the cached cart: the chosen store's copy and any other store's (checkout's); the edits are idempotent. */
function setLines(queryClient: QueryClient, edit: (lines: CartLine[]) => CartLine[]): void {
  queryClient.setQueryData<CartLine[]>(cartKeys.list(currentStoreId()), (lines) => edit(lines ?? []));
  queryClient.setQueriesData<CartLine[]>({ queryKey: cartKeys.lists() }, (lines) => lines && edit(lines));
}

/** Stops a refetch under way (it would overwrite the optimistic lines), then edits the cache. */
async function editLines(queryClient: QueryClient, edit: (lines: CartLine[]) => CartLine[]): Promise<void> {
  await queryClient.cancelQueries({ queryKey: cartKeys.lists() });
  setLines(queryClient, edit);
}

/** After the last queued change: the server's cart is the truth (prices, stock, lines of others). */
function syncWhenIdle(queryClient: QueryClient): Promise<void> | undefined {
  if (queryClient.isMutating({ mutationKey: cartKeys.all }) > 1) return undefined;
  return queryClient.invalidateQueries({ queryKey: cartKeys.all });
}

/**
 * The cart actions for one product: add one, one more, one less (removing the line at one), and
 * remove the line. Errors roll the cached line back; the server's message is toasted by the query
 * client (app/query-client.ts), e.g. the 409 "Only 3 of Milk left in stock".
 */
export function useCartLineActions(product: CartProduct) {
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

  const setQuantity = useMutation({
    mutationKey: [...mutationKey, 'qty'],
    scope: CART_SCOPE,
    mutationFn: ({ qty }: { qty: number; previous: number }) => updateCartQuantity(product._id, qty),
    onMutate: ({ qty }) => editLines(queryClient, (lines) => withQuantity(lines, product._id, qty)),
    onError: (_error, { previous }) => {
      setLines(queryClient, (lines) => withQuantity(lines, product._id, previous));
    },
    onSuccess: (_reply, { qty, previous }) => {
      // SPEC section 4: plus says Item added, minus says Item remove.
      toast.success(qty > previous ? 'Item added' : 'Item remove', { id: FEEDBACK_TOAST });
    },
    onSettled: () => syncWhenIdle(queryClient),
  });

  const remove = useMutation({
    mutationKey: [...mutationKey, 'delete'],
    scope: CART_SCOPE,
    mutationFn: (_removed: { line: CartLine; index: number }) => deleteCartItem(product._id),
    onMutate: () => editLines(queryClient, (lines) => withoutLine(lines, product._id)),
    onError: (_error, { line, index }) => {
      setLines(queryClient, (lines) => withLineAt(lines, line, index));
    },
    onSuccess: (reply) => {
      toast.success(reply.message || 'Item remove', { id: FEEDBACK_TOAST });
    },
    onSettled: () => syncWhenIdle(queryClient),
  });

  /** The line as the cache has it right now (including changes not yet confirmed). */
  const current = () => {
    const lines = readLines(queryClient);
    const index = lines.findIndex((line) => line._id === product._id);
    return { line: lines[index], index };
  };

  return {
    pending,
    add: () => add.mutate(),
    increase: () => {
      const { line } = current();
      if (!line) {
        add.mutate();
        return;
      }
      setQuantity.mutate({ qty: line.quantity + 1, previous: line.quantity });
    },
    decrease: () => {
      const { line, index } = current();
      if (!line) return;
      // SPEC section 4: minus at quantity 1 deletes the line.
      if (line.quantity <= 1) remove.mutate({ line, index });
      else setQuantity.mutate({ qty: line.quantity - 1, previous: line.quantity });
    },
    remove: () => {
      const { line, index } = current();
      if (line) remove.mutate({ line, index });
    },
  };
}
