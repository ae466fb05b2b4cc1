import { cn } from '@/lib/cn';
import { useNow } from '@/lib/use-now';
import { etaText } from '@/features/order/order-progress';

/** The countdown moves on this often; the promise is in whole minutes. */
const TICK_MS = 15_000;

/**
 * "Arriving in 7 min" while the order is open, "Running late" once the promised time has passed,
 * nothing otherwise. Read out when it changes (once a minute at most).
 */
export function OrderEta({ etaAt, className }: { etaAt: string | null; className?: string }) {
  const now = useNow(TICK_MS, etaAt !== null);
  const text = etaText(etaAt, now);
  return (
    <p aria-live="polite" aria-atomic="true" className={cn(!text && 'sr-only', className)}>
      {text ? (
        <span className={cn('inline-flex items-center gap-1.5 font-bold', text === 'Running late' ? 'text-red-700' : 'text-brand-hover')}>
          <ClockIcon />
          {text}
        </span>
      ) : null}
    </p>
  );
}

function ClockIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-[1.1em] shrink-0" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
