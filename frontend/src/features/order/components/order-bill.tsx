import { BillDetails } from '@/components/bill-details';
import { cn } from '@/lib/cn';
import { formatInr } from '@/lib/money';
import type { Order } from '@/features/order/types';
import { orderBill } from './order-lines';

type Billed = Pick<Order, 'subTotalAmt' | 'totalAmt' | 'totalQuantity' | 'charges'> & Partial<Pick<Order, 'paymentMethod'>>;

/** One dt/dd pair in its own div (all a definition list may hold); the reason sits under its label. */
function Row({ label, children, reason, strong, className }: { label: string; children: React.ReactNode; reason?: string; strong?: boolean; className?: string }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-3', className)}>
      <dt className={strong ? 'font-bold text-ink' : 'text-ink-muted'}>
        {label}
        {reason ? <span className="block text-xs text-ink-muted">{reason}</span> : null}
      </dt>
      <dd className={cn('text-right', strong ? 'font-extrabold text-ink' : 'font-semibold text-ink')}>{children}</dd>
    </div>
  );
}

/**
 * An order's bill as it was charged: the spec's bill box for an order without charges; otherwise
 * the items, each fee with why it was charged, the offer taken off, the rider's tip and the total
 * paid, the very rows the cart showed before paying (the order keeps them: OrderRecord.charges).
 */
export function OrderBill({ order, className }: { order: Billed; className?: string }) {
  const charges = order.charges;
  if (!charges) return <BillDetails summary={orderBill(order)} className={className} />;
  const { discountedTotal } = charges;
  const hasDelivery = charges.fees.some((f) => f.kind === 'delivery');
  return (
    <section aria-label="Bill details" className={cn('rounded-xl bg-white p-4', className)}>
      <h3 className="text-sm font-bold text-ink">Bill details</h3>
      <dl className="mt-3 flex flex-col gap-2 text-sm">
        <Row label="Items total">
          {order.subTotalAmt !== discountedTotal ? (
            <s className="mr-2 font-normal text-ink-muted">
              <span className="sr-only">MRP </span>
              {formatInr(order.subTotalAmt)}
            </s>
          ) : null}
          {formatInr(discountedTotal)}
        </Row>
        <Row label="Quantity total">{order.totalQuantity} item</Row>
        {hasDelivery ? null : (
          <Row label="Delivery Charge">
            <span className="text-brand">Free</span>
          </Row>
        )}
        {charges.fees.map((fee) => (
          <Row key={fee.kind} label={fee.label} reason={fee.reason}>
            {formatInr(fee.amount)}
          </Row>
        ))}
        {charges.offer ? (
          <Row label={charges.offer.code ? `Offer ${charges.offer.code}` : 'Offer'} reason={charges.offer.title}>
            <span className="text-brand">
              <span className="sr-only">minus </span>−{formatInr(charges.offer.amount)}
            </span>
          </Row>
        ) : null}
        {charges.tip > 0 ? <Row label="Tip for your rider">{formatInr(charges.tip)}</Row> : null}
        <Row label="Total paid" strong className="mt-1 border-t border-dashed border-line pt-3 text-base">
          {formatInr(charges.grandTotal)}
        </Row>
        {'credit' in charges && charges.credit ? (
          <>
            <Row label="Paid with QuickBasket credit">
              <span className="text-brand">{formatInr(charges.credit)}</span>
            </Row>
            <Row label={order.paymentMethod === 'cod' ? 'To pay in cash' : 'Paid by card'} strong>
              {formatInr(charges.toPay ?? charges.grandTotal - charges.credit)}
            </Row>
          </>
        ) : null}
      </dl>
    </section>
  );
}
