import { useId, useState } from 'react';
import type { ApiBill, ApiFee } from '@core/bill-api';
import { Skeleton } from '@/components/skeleton';
import { formatInr } from '@/lib/money';

const row = 'flex items-baseline justify-between gap-3';

/**
 * The bill box's charges from the server's bill (POST /api/cart/bill, or a guest's
 * /api/cart/guest-bill): the delivery row (a fee, or the spec's "Delivery Charge Free"), every other
 * fee, the offer and the tip, each fee with a "why" the shopper can open (a button: keyboard and
 * screen reader). Without a bill yet: the delivery row waits, as the total does, so no fee appears
 * from nowhere; if it could not be read, it says so rather than "Free" (the store may charge one).
 */
export function BillCharges({ bill, pending, failed = false }: { bill: ApiBill | undefined; pending: boolean; failed?: boolean }) {
  if (!bill) {
    return (
      <div className={row}>
        <dt className="text-ink-muted">Delivery Charge</dt>
        <dd>
          {pending ? <Skeleton className="h-4 w-12" /> : failed ? <span className="text-ink-muted">Not loaded</span> : <span className="font-semibold text-brand">Free</span>}
        </dd>
      </div>
    );
  }
  const delivery = bill.fees.find((fee) => fee.kind === 'delivery');
  return (
    <>
      {bill.offer ? (
        <div className={row}>
          <dt className="text-ink-muted">Offer {bill.offer.code ?? bill.offer.title}</dt>
          <dd className="font-semibold text-brand">−{formatInr(bill.offer.amount)}</dd>
        </div>
      ) : null}
      {delivery ? (
        <FeeRow fee={delivery} />
      ) : (
        <div className={row}>
          <dt className="text-ink-muted">Delivery Charge</dt>
          <dd className="font-semibold text-brand">Free</dd>
        </div>
      )}
      {bill.fees.filter((fee) => fee !== delivery).map((fee) => (
        <FeeRow key={fee.kind} fee={fee} />
      ))}
      {bill.tip > 0 ? (
        <div className={row}>
          <dt className="text-ink-muted">Tip for your rider</dt>
          <dd className="text-ink">{formatInr(bill.tip)}</dd>
        </div>
      ) : null}
    </>
  );
}

function FeeRow({ fee }: { fee: ApiFee }) {
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  return (
    <div className={row}>
      <dt className="flex flex-col gap-1 text-ink-muted">
        <span className="flex items-center gap-1.5">
          {fee.label}
          {fee.reason ? (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={reasonId}
              aria-label={`Why the ${fee.label.toLowerCase()}?`}
              onClick={() => setOpen((was) => !was)}
              className="inline-flex size-6 items-center justify-center rounded-full border border-line text-xs font-bold text-ink-muted hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand"
            >
              ?
            </button>
          ) : null}
        </span>
        {fee.reason ? (
          <span id={reasonId} hidden={!open} className="rounded-md bg-slate-50 px-2 py-1 text-xs">
            {fee.reason}
          </span>
        ) : null}
      </dt>
      <dd className="text-ink">{formatInr(fee.amount)}</dd>
    </div>
  );
}

/** "Add ₹139 more for free delivery", and the cash fee named before the shopper chooses how to pay. */
export function BillNotes({ bill }: { bill: ApiBill | undefined }) {
  if (!bill || (bill.freeDeliveryGap === undefined && bill.cashFee === undefined)) return null;
  return (
    <div aria-live="polite" className="mt-2 flex flex-col gap-1 text-xs">
      {bill.freeDeliveryGap !== undefined ? (
        <p className="rounded-md bg-accent-soft px-2 py-1.5 font-semibold text-ink">Add {formatInr(bill.freeDeliveryGap)} more for free delivery</p>
      ) : null}
      {bill.cashFee !== undefined ? <p className="text-ink-muted">Cash on delivery adds a {formatInr(bill.cashFee)} fee</p> : null}
    </div>
  );
}
