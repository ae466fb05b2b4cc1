import { formatInr } from '@/lib/money';
import { formatOrderTime } from '@/features/order/order-progress';
import type { Order } from '@/features/order/types';

const REFUND_STATUS: Record<Order['refunds'][number]['status'], string> = {
  pending: 'Pending',
  succeeded: 'Refunded',
  failed: 'Failed',
  canceled: 'Cancelled',
};

/** Every refund of a card payment, whoever made it, and how much of the payment went back so far. */
export function OrderRefunds({ order }: { order: Pick<Order, 'refunds' | 'refundedAmt' | 'totalAmt'> }) {
  if (order.refunds.length === 0) return null;
  return (
    <div className="flex flex-col gap-1.5 text-sm">
      <p className="font-semibold text-ink">
        Refunded {formatInr(order.refundedAmt)} of {formatInr(order.totalAmt)}
      </p>
      <ul aria-label="Refunds" className="flex flex-col gap-1">
        {order.refunds.map((refund) => (
          <li key={refund.id} className="flex flex-col text-ink-muted">
            <span className="flex justify-between gap-3">
              <span>
                {/* The part the card no longer held went back as credit (functions/core/refunds.ts refundSplit). */}
                {formatInr(refund.amount)} · {'to' in refund && refund.to === 'credit' ? 'As QuickBasket credit' : REFUND_STATUS[refund.status]}
              </span>
              <time dateTime={refund.at}>{formatOrderTime(refund.at)}</time>
            </span>
            {refund.reason ? <span className="break-words text-ink">“{refund.reason}”</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
