import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { refreshAfterOrder } from '@/features/order/api/place-order';
import { OutcomePanel } from '@/app/components/outcome-panel';

/** The card provider's event clears the cart a moment after it sends the shopper back here. */
const PAYMENT_EVENT_DELAY_MS = 1500;

function textFrom(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'text' in state && typeof state.text === 'string' && state.text) return state.text;
  return 'Payment';
}

/**
 * /success (SPEC section 2): "{text} Successfully", text from the navigation state (Order after cash
 * on delivery), Payment by default (back from card checkout, which adds ?session_id=...).
 */
export function SuccessRoute() {
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const text = textFrom(useLocation().state);
  const afterCardPayment = searchParams.has('session_id');

  useEffect(() => {
    if (!afterCardPayment) return;
    refreshAfterOrder(queryClient);
    const again = window.setTimeout(() => refreshAfterOrder(queryClient), PAYMENT_EVENT_DELAY_MS);
    return () => window.clearTimeout(again);
  }, [afterCardPayment, queryClient]);

  return (
    <OutcomePanel tone="success" title={`${text} Successfully`}>
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
