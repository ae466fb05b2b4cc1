import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { orderKeys } from '@/entities/order/keys';
import { OutcomePanel } from '@/app/components/outcome-panel';

/** /cancel (SPEC section 2): back from an abandoned card checkout. */
export function CancelRoute() {
  const queryClient = useQueryClient();
  // The abandoned order is cancelled (its stock released): the order list has changed.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  }, [queryClient]);
  return (
    <OutcomePanel tone="cancel" title="Order Cancel">
      <svg viewBox="0 0 96 96" className="size-24" aria-hidden="true">
        <circle cx="48" cy="48" r="44" fill="#fff" />
        <circle cx="48" cy="48" r="34" fill="#d63b3b" />
        <path d="m36 36 24 24M60 36 36 60" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
      </svg>
    </OutcomePanel>
  );
}
