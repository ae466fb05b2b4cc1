import { useIsMutating, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { toast } from 'react-hot-toast/headless';
import { api, errorMessage } from '@/lib/api-client';
import { cartKeys } from '@/entities/cart/keys';
import { useCurrentUser } from '@/entities/user/current-user';
import { updateGuestCart } from '@/entities/cart/guest-cart';
import { withGuestQuantity, withoutGuestLine } from '@/entities/cart/guest-cart-lines';
import { currentStoreId } from '@/lib/store-choice';
import { withLineAt, withQuantity } from '@/features/cart/cart-line-edits';
import { withoutLine } from '@/features/cart/cart-lines';
import type { CartLine, CartProduct } from '@/features/cart/types';
import { CART_SCOPE, FEEDBACK_TOAST, editLines, markQuantityPending, setLines, syncWhenIdle } from './cart-mutations';

function readLines(queryClient: QueryClient): CartLine[] {
  return queryClient.getQueryData<CartLine[]>(cartKeys.list(currentStoreId())) ?? [];
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

/** Quick changes of one line's quantity (taps, a typed number) are sent once, the last value, this long after the last one. */
export const SEND_QUANTITY_AFTER_MS = 500;

/** One line's quantity changes not yet confirmed by the server. */
interface Burst {
  /** The quantity before the first change: the toast says whether the line went up or down. */
  start: number;
  /** What the server holds (as far as this tab knows). */
  confirmed: number;
  /** The last quantity asked for. */
  target: number;
  timer?: ReturnType<typeof setTimeout>;
  sending: boolean;
  /** The line was removed meanwhile: what is in flight no longer matters. */
  dropped: boolean;
}

const bursts = new Map<string, Burst>();
const listeners = new Set<() => void>();

function changed(productId: string, burst: Burst | undefined): void {
  if (burst) {
    bursts.set(productId, burst);
    markQuantityPending(productId, true);
  } else {
    bursts.delete(productId);
    markQuantityPending(productId, false);
  }
  for (const listener of [...listeners]) listener();
}

/**
 * Sends the burst's last quantity, one request at a time: a change made while one is in flight is
 * sent after it (only the last of them). A refusal puts the line back to what the server holds,
 * with the server's reason; success says so once, when everything is sent.
 */
async function flush(queryClient: QueryClient, productId: string): Promise<void> {
  const burst = bursts.get(productId);
  if (!burst) return;
  burst.timer = undefined;
  if (burst.sending) return; // the request in flight sends the newer value when it is done
  while (burst.target !== burst.confirmed && !burst.timer) {
    const sent = burst.target;
    burst.sending = true;
    try {
      await updateCartQuantity(productId, sent);
      burst.confirmed = sent;
    } catch (error) {
      if (burst.dropped) return;
      changed(productId, undefined);
      setLines(queryClient, (lines) => withQuantity(lines, productId, burst.confirmed));
      toast.error(errorMessage(error) || 'Could not change the quantity', { id: FEEDBACK_TOAST });
      void syncWhenIdle(queryClient, 0);
      return;
    } finally {
      burst.sending = false;
    }
    if (burst.dropped) return;
  }
  if (burst.timer) return; // a newer change waits for its own turn
  changed(productId, undefined);
  // SPEC section 4: plus says Item added, minus says Item remove.
  if (burst.confirmed !== burst.start) toast.success(burst.confirmed > burst.start ? 'Item added' : 'Item remove', { id: FEEDBACK_TOAST });
  void syncWhenIdle(queryClient, 0);
}

function queueQuantity(queryClient: QueryClient, productId: string, quantity: number, current: number): void {
  const burst = bursts.get(productId) ?? { start: current, confirmed: current, target: current, sending: false, dropped: false };
  burst.target = quantity;
  clearTimeout(burst.timer);
  burst.timer = setTimeout(() => void flush(queryClient, productId), SEND_QUANTITY_AFTER_MS);
  changed(productId, burst);
  void editLines(queryClient, (lines) => withQuantity(lines, productId, quantity));
}

/** Forgets a line's unsent changes (it is being removed). */
function dropQuantity(productId: string): void {
  const burst = bursts.get(productId);
  if (!burst) return;
  clearTimeout(burst.timer);
  burst.dropped = true;
  changed(productId, undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The quantity control's actions for one product: one more, one less (removing the line at one),
 * a typed quantity, and remove. Signed in, quantities go to the server as described at flush();
 * a guest's go to the guest cart at once (entities/cart/guest-cart.ts), with the same caps.
 */
export function useCartLineActions(product: CartProduct) {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const signedIn = user !== null;
  const mutationKey = cartKeys.line(product._id);
  const sending = useSyncExternalStore(subscribe, () => bursts.has(product._id));
  const pending = useIsMutating({ mutationKey }) > 0 || sending;

  const remove = useMutation({
    mutationKey: [...mutationKey, 'delete'],
    scope: CART_SCOPE,
    mutationFn: (_removed: { line: CartLine; index: number }) => deleteCartItem(product._id),
    onMutate: () => {
      dropQuantity(product._id);
      return editLines(queryClient, (lines) => withoutLine(lines, product._id));
    },
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

  /** The quantity the line is heading for: the last one asked for, even if not rendered yet (taps quicker than a render). */
  const latest = (shown: number) => (signedIn ? (bursts.get(product._id)?.target ?? shown) : shown);

  const setQuantity = (quantity: number, previous: number) => {
    if (quantity === previous) return;
    if (!signedIn) {
      updateGuestCart((cart) => withGuestQuantity(cart, product._id, quantity));
      toast.success(quantity > previous ? 'Item added' : 'Item remove', { id: FEEDBACK_TOAST });
      return;
    }
    const { line } = current();
    if (line) queueQuantity(queryClient, product._id, quantity, line.quantity);
  };

  const removeLine = (line: CartLine | undefined, index: number) => {
    if (!signedIn) {
      updateGuestCart((cart) => withoutGuestLine(cart, product._id));
      toast.success('Item remove', { id: FEEDBACK_TOAST });
      return;
    }
    if (line) remove.mutate({ line, index });
  };

  return {
    pending,
    signedIn,
    /** `quantity` is what the control shows (for a guest, the guest cart's). */
    increase: (shown: number) => {
      const quantity = latest(shown);
      if (quantity < product.stock) setQuantity(quantity + 1, quantity);
    },
    /** SPEC section 4: minus at quantity 1 deletes the line. */
    decrease: (shown: number) => {
      const quantity = latest(shown);
      if (quantity > 1) {
        setQuantity(quantity - 1, quantity);
        return;
      }
      const { line, index } = current();
      removeLine(line, index);
    },
    /** A typed quantity, already bounded by the control (1 to the stock). */
    setQuantity,
    remove: () => {
      const { line, index } = current();
      removeLine(line, index);
    },
  };
}
