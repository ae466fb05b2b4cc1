import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect } from 'react';
import { useLocation, useSearchParams } from '@/lib/router';
import { payingOrder, refreshAfterOrder } from '@/features/order/api/place-order';
import { OutcomePanel } from '@/app/components/outcome-panel';

const OrderNextSteps = lazy(() => import('./dashboard/shopper-orders').then((module) => ({ default: module.OrderNextSteps })));

/** The card provider's event clears the cart a moment after it sends the shopper back here. */
const PAYMENT_EVENT_DELAY_MS = 1500;

function stateField(state: unknown, field: 'text' | 'orderId'): string | null {
  if (typeof state !== 'object' || state === null || !(field in state)) return null;
  const value = (state as Record<string, unknown>)[field];
  return typeof value === 'string' && value ? value : null;
}

/**
 * /success (SPEC section 2): "{text} Successfully", text from the navigation state (Order after cash
 * on delivery), Payment by default (back from card checkout, which adds ?session_id=...). Below it,
 * what the shopper wants next: the order number, when it arrives, and Track order. The order is the
 * one in the navigation state (cash), or the one this tab went to pay (card).
 */
export function SuccessRoute() {
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const state = useLocation().state;
  const text = stateField(state, 'text') ?? 'Payment';
  const afterCardPayment = searchParams.has('session_id');
  const orderId = stateField(state, 'orderId') ?? (afterCardPayment ? payingOrder() : null);

  useEffect(() => {
    if (!afterCardPayment) return;
    refreshAfterOrder(queryClient);
    const again = window.setTimeout(() => refreshAfterOrder(queryClient), PAYMENT_EVENT_DELAY_MS);
    return () => window.clearTimeout(again);
  }, [afterCardPayment, queryClient]);

  return (
    <OutcomePanel
      tone="success"
      title={`${text} Successfully`}
      next={
        orderId ? (
          <Suspense fallback={null}>
            <OrderNextSteps orderId={orderId} />
          </Suspense>
        ) : null
      }
    >
      <SuccessIllustration />
    </OutcomePanel>
  );
}

function SuccessIllustration() {
  return (
    <svg viewBox="0 0 96 96" className="size-24" aria-hidden="true">
      <circle cx="48" cy="48" r="44" fill="#fff" />
      <circle cx="48" cy="48" r="34" fill="#0c831f" />
      <path d="m33 49 10 10 20-22" fill="none" stroke="#fff" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
