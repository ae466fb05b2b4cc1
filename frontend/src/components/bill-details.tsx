import type { ApiBill } from '@core/bill-api';
import { BillCharges, BillNotes } from '@/components/bill-charges';
import { Skeleton } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import { unavailableLabel } from '@/lib/item-count';
import { formatInr } from '@/lib/money';

/** What a bill shows, in rupees: a cart's summary, or an order's totals. */
export interface Bill {
  /** Undiscounted, shown struck through. */
  itemsTotal: number;
  /** After discounts. */
  discountedTotal: number;
  totalQuantity: number;
  grandTotal: number;
  /** Cart lines that are sold out, left out of the totals (a cart's bill only). */
  unavailableCount?: number;
}

/**
 * The bill box of SPEC "Cart side panel" and "Checkout" (and of an order's page): Items total (the
 * undiscounted total struck through against the discounted one), Quantity total, Delivery Charge
 * Free, Grand total. With the server's bill (`charges`: a cart's, signed in or a guest's), its fees,
 * offer and tip and its grand total instead; a store without fees shows exactly the spec's box.
 */
export function BillDetails({
  summary,
  title = 'Bill details',
  className,
  charges,
}: {
  summary: Bill;
  title?: string;
  className?: string;
  /**
   * The server's bill; `pending` while it is asked (first time: the delivery row and total wait);
   * `failed` when it could not be read (the fees are not known: Try again asks once more).
   */
  charges?: { bill: ApiBill | undefined; pending: boolean; failed?: boolean; retry?: () => void };
}) {
  const unknown = charges !== undefined && !charges.bill && !charges.pending && charges.failed === true;
  const discounted = summary.itemsTotal !== summary.discountedTotal;
  return (
    <section aria-label={title} className={cn('rounded-xl bg-white p-4', className)}>
      <h3 className="text-sm font-bold text-ink">{title}</h3>
      <dl className="mt-3 flex flex-col gap-2 text-sm">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-ink-muted">Items total</dt>
          <dd className="flex flex-wrap items-baseline justify-end gap-x-2 text-right">
            {discounted ? (
              <s className="text-ink-muted">
                <span className="sr-only">MRP </span>
                {formatInr(summary.itemsTotal)}
              </s>
            ) : null}
            <span className="font-semibold text-ink">{formatInr(summary.discountedTotal)}</span>
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-ink-muted">Quantity total</dt>
          {/* SPEC: "Quantity total (n item)". */}
          <dd className="text-ink">{summary.totalQuantity} item</dd>
        </div>
        {charges ? (
          <BillCharges bill={charges.bill} pending={charges.pending} failed={charges.failed} />
        ) : (
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-ink-muted">Delivery Charge</dt>
            <dd className="font-semibold text-brand">Free</dd>
          </div>
        )}
        <div className="mt-1 flex items-baseline justify-between gap-3 border-t border-dashed border-line pt-3 text-base">
          <dt className="font-bold text-ink">Grand total</dt>
          <dd className="font-extrabold text-ink" aria-busy={charges?.pending || undefined}>
            {charges && !charges.bill && charges.pending ? (
              <Skeleton className="h-5 w-16" />
            ) : unknown ? (
              <span className="text-ink-muted">Not loaded</span>
            ) : (
              formatInr(charges?.bill?.grandTotal ?? summary.grandTotal)
            )}
          </dd>
        </div>
        {summary.unavailableCount ? <p className="text-xs font-semibold text-red-700">{unavailableLabel(summary.unavailableCount)}</p> : null}
      </dl>
      {unknown ? (
        <p role="alert" className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-red-700">
          The fees could not be loaded.
          {charges.retry ? (
            <button type="button" onClick={charges.retry} className="min-h-9 rounded-md border border-line px-2 font-semibold text-ink hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand">
              Try again
            </button>
          ) : null}
        </p>
      ) : null}
      {charges ? <BillNotes bill={charges.bill} /> : null}
    </section>
  );
}
