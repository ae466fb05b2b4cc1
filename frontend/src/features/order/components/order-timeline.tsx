import type { Actor } from '@core/order-states';
import { cn } from '@/lib/cn';
import { formatOrderTime, timelineSteps } from '@/features/order/order-progress';
import type { Order } from '@/features/order/types';

/** Who moved the order, in the words of whoever is reading (a shopper needs no word for Stripe). */
const BY: Record<'shopper' | 'admin', Record<Actor, string>> = {
  shopper: { shopper: 'by you', admin: 'by the store', payment: '', rider: 'by the rider' },
  admin: { shopper: 'by the shopper', admin: 'by an admin', payment: 'by the payment provider', rider: 'by the rider' },
};

/**
 * The order's progress as an ordered list: what happened (with times), the latest step marked as
 * current, then the delivery steps still to come while the order is on its way.
 */
export function OrderTimeline({ order, viewer, riderName }: { order: Pick<Order, 'status' | 'timeline'>; viewer: 'shopper' | 'admin'; riderName?: string | null }) {
  const steps = timelineSteps(order, riderName);
  const now = new Date();
  return (
    <ol className="flex flex-col">
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        const stopped = step.status === 'cancelled' || step.status === 'payment_failed' || step.status === 'refund_due' || step.status === 'delivery_failed';
        return (
          <li
            key={`${step.status}-${index}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="relative flex gap-3 pb-4 last:pb-0"
          >
            {last ? null : (
              <span
                aria-hidden="true"
                className={cn('absolute top-6 bottom-0 left-[11px] w-0.5', step.state === 'upcoming' ? 'bg-line' : 'bg-brand/40')}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative z-10 flex size-6 shrink-0 items-center justify-center rounded-full border-2',
                step.state === 'upcoming' && 'border-line bg-white',
                step.state !== 'upcoming' && (stopped ? 'border-red-700 bg-red-700 text-white' : 'border-brand bg-brand text-white'),
                step.state === 'current' && !stopped && 'ring-4 ring-brand/20',
              )}
            >
              {step.state === 'upcoming' ? null : stopped ? <CrossIcon /> : <TickIcon />}
            </span>
            <div className="flex min-w-0 flex-col">
              <p className={cn('text-sm font-semibold', step.state === 'upcoming' ? 'text-ink-muted' : 'text-ink')}>
                {step.label}
                {step.state === 'upcoming' ? <span className="sr-only"> (to come)</span> : null}
              </p>
              {step.at ? (
                <p className="text-xs text-ink-muted">
                  <time dateTime={step.at}>{formatOrderTime(step.at, now)}</time>
                  {step.by && BY[viewer][step.by] ? ` · ${BY[viewer][step.by]}` : null}
                </p>
              ) : null}
              {step.note ? <p className="mt-0.5 text-xs break-words text-ink">{step.noteSaid === false ? step.note : `“${step.note}”`}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function TickIcon() {
  return (
    <svg viewBox="0 0 16 16" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg viewBox="0 0 16 16" className="size-3" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d="m4 4 8 8M12 4l-8 8" strokeLinecap="round" />
    </svg>
  );
}
