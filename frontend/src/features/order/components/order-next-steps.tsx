import { Link } from '@/lib/router';
import { buttonClasses } from '@/components/button';
import { useOrderDetails } from '@/features/order/api/get-order-details';
import { arrivalText } from '@/features/order/order-progress';

/**
 * What a shopper who just ordered wants next: the Order No, "Arriving by …" from the store once the
 * order is placed (a card order is placed when the payment's event lands, a moment after the return),
 * and Track order, the order's live page.
 */
export function OrderNextSteps({ orderId }: { orderId: string }) {
  const { data: order } = useOrderDetails(orderId);
  const arrival = order ? arrivalText(order) : null;
  return (
    <>
      {order ? (
        <div aria-live="polite" className="flex flex-col gap-1 text-sm text-ink">
          <p className="font-semibold break-all">Order No: {order.orderId}</p>
          {arrival?.by ? <p className="text-base font-bold text-brand-hover">{arrival.by}</p> : null}
          {arrival?.from ? <p className="text-ink-muted">{arrival.from}</p> : null}
        </div>
      ) : null}
      <Link to={`/dashboard/myorders/${orderId}`} className={buttonClasses({ variant: 'primary', size: 'lg' })}>
        Track order
      </Link>
    </>
  );
}
