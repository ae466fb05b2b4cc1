import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cartKeys } from '@/entities/cart/keys';
import { creditKeys } from '@/entities/credit/credit-balance';
import { productKeys } from '@/entities/product/keys';
import { storeKeys } from '@/entities/store/keys';
import type { OrderRequest } from '@/features/order/types';
import { orderKeys } from '@/entities/order/keys';

/** POST /api/order/cash-on-delivery ("Order placed successfully"): stock taken and cart cleared at once. */
export function placeCashOrder(request: OrderRequest) {
  return api.post('/api/order/cash-on-delivery', request, { idempotent: true });
}

/** POST /api/order/checkout: reserves the stock and opens the card provider's hosted checkout. */
export async function startCardCheckout(request: OrderRequest) {
  const reply = await api.post('/api/order/checkout', request, { idempotent: true });
  if (reply.data) rememberPayingOrder(reply.data.order._id);
  return reply;
}

/**
 * The card order this tab went to pay: the card provider sends the shopper back to
 * /success?session_id=… with nothing of ours, and the tab's session storage outlives the trip.
 */
const PAYING_ORDER_KEY = 'quickbasket.payingOrder';

export function rememberPayingOrder(orderId: string): void {
  try {
    sessionStorage.setItem(PAYING_ORDER_KEY, orderId);
  } catch {
    // Storage refused (private mode): the success page then has no order to show, only its words.
  }
}

export function payingOrder(): string | null {
  try {
    return sessionStorage.getItem(PAYING_ORDER_KEY);
  } catch {
    return null;
  }
}

/**
 * After an order is placed, cancelled or bought again: the cart, the orders and the stock shown on
 * products may all have changed.
 */
export function refreshAfterOrder(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  void queryClient.invalidateQueries({ queryKey: productKeys.all });
  // An order may spend store credit, and its cancel gives it back.
  void queryClient.invalidateQueries({ queryKey: creditKeys.all });
}

/**
 * A refused order (409: a product sold out meanwhile, or the address's store closed or paused; the
 * server's words are toasted by app/query-client.ts) means the cart or the store's answer on screen
 * is out of date: both are asked again, so checkout shows why.
 */
const refreshCart = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: cartKeys.all }),
    queryClient.invalidateQueries({ queryKey: storeKeys.all }),
    queryClient.invalidateQueries({ queryKey: creditKeys.all }),
  ]);

export function usePlaceCashOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeCashOrder,
    onSuccess: () => {
      // The order emptied the cart in the same transaction: show that at once, then confirm.
      queryClient.setQueriesData({ queryKey: cartKeys.lists() }, []);
      refreshAfterOrder(queryClient);
    },
    onError: () => refreshCart(queryClient),
  });
}

export function useStartCardCheckout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startCardCheckout, onError: () => refreshCart(queryClient) });
}
