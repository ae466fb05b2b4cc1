import type { Order } from '@/features/order/types';

/**
 * While the order is on its way with a rider: the 4-digit delivery code, big, to read out
 * at the door (the rider's Delivered needs it), and the rider's first name with a Call button.
 */
export function OrderHandover({ order }: { order: Pick<Order, 'status' | 'deliveryCode' | 'rider'> }) {
  if (order.status !== 'out_for_delivery' || (!order.deliveryCode && !order.rider)) return null;
  const { deliveryCode: code, rider } = order;
  return (
    <section aria-labelledby="handover-title" className="flex flex-col gap-3 rounded-2xl border-2 border-brand bg-brand-soft p-4">
      <h2 id="handover-title" className="sr-only">
        Handover
      </h2>
      {code ? (
        <div className="flex flex-col items-center gap-1 text-center">
          <p className="text-sm font-semibold text-ink">Delivery code</p>
          <p className="font-mono text-4xl font-bold tracking-[0.4em] text-ink tabular-nums">
            <span aria-hidden="true">{code}</span>
            {/* Read out digit by digit by a screen reader. */}
            <span className="sr-only">{code.split('').join(' ')}</span>
          </p>
          <p className="text-sm text-ink">Share this code with your rider</p>
        </div>
      ) : null}
      {rider ? (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-brand/30 pt-3">
          <p className="text-sm text-ink">
            <span className="font-bold">{rider.name}</span> is bringing your order
          </p>
          {rider.mobile ? (
            <a
              href={`tel:${rider.mobile}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-brand px-4 text-sm font-semibold text-white shadow-sm outline-none hover:bg-brand-hover focus-visible:ring-4 focus-visible:ring-brand/30 max-sm:flex-1 max-sm:justify-center"
            >
              <svg viewBox="0 0 24 24" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" strokeLinejoin="round" />
              </svg>
              Call {rider.name}
            </a>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
