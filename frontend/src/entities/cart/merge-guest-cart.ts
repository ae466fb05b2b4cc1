import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast/headless';
import { ApiError, api, errorMessage } from '@/lib/api-client';
import { currentStoreId } from '@/lib/store-choice';
import { clearGuestCart, readGuestCart } from './guest-cart';
import { cartKeys } from './keys';

/**
 * At sign-in and registration: the guest cart (guest-cart.ts) joins the account's cart, once.
 * POST /api/cart/merge adds the quantities, capped by the stock of the chosen store; the guest
 * cart's id is the Idempotency-Key, so a double run (two tabs, a retry) adds it once, and the guest
 * cart is forgotten only when the server has it. A toast says what was added and what was capped.
 * Loaded with the login and register pages (and the cart, which tries again if a guest cart is left).
 */
export async function mergeGuestCart(queryClient: QueryClient): Promise<void> {
  const cart = readGuestCart();
  if (!cart || cart.lines.length === 0) return;
  try {
    const reply = await api.post(
      '/api/cart/merge',
      { lines: cart.lines.map(({ productId, quantity }) => ({ productId, quantity })) },
      { idempotencyKey: cart.id, storeId: currentStoreId() },
    );
    clearGuestCart(cart.id);
    const capped = (reply.data?.skipped.length ?? 0) > 0 || (reply.data?.added.some((line) => line.capped) ?? false);
    if (reply.message) (capped ? toast : toast.success)(reply.message, { id: 'guest-cart-merge', duration: capped ? 6000 : undefined });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return; // another tab is adding it right now
    const refused = error instanceof ApiError && error.status === 400;
    // Lines the server will never take (a stored cart edited by hand): dropping them is the way on.
    if (refused) clearGuestCart(cart.id);
    const next = refused ? '' : ' It is kept, and added when you open your cart again.';
    toast.error(`Your cart from before you signed in could not be added: ${errorMessage(error)}.${next}`, { id: 'guest-cart-merge' });
  } finally {
    // A read of the account's cart that started before the merge (signing in shows the header's
    // cart at once) would land the cart as it was, and count as fresh: cancel it, then read every
    // cart query again, shown or not.
    await queryClient.cancelQueries({ queryKey: cartKeys.all });
    await queryClient.invalidateQueries({ queryKey: cartKeys.all, refetchType: 'all' });
  }
}
