import { useState } from 'react';
import { toast } from 'react-hot-toast/headless';
import { Link } from '@/lib/router';
import { Button } from '@/components/button';
import { formatInr } from '@/lib/money';
import { itemCountLabel } from '@/lib/item-count';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useResumePayment } from '@/features/order/api/resume-payment';
import type { Order } from '@/features/order/types';
import { CancelOrderDialog } from './cancel-order-dialog';

/** A card order whose payment was started and not finished: its stock is held until it is paid or cancelled. */
export const awaitsCardPayment = (order: Pick<Order, 'status' | 'paymentMethod'>) =>
  order.status === 'pending_payment' && order.paymentMethod === 'card';

/**
 * Pay now (back to the card provider's page, a new one if the old one expired) or Cancel (the
 * stock goes back). Pay now is guarded synchronously: a double click opens one payment page.
 */
export function PendingPaymentActions({ order, className }: { order: Order; className?: string }) {
  const resume = useResumePayment();
  const payOnce = useSubmitOnce();
  const [cancelling, setCancelling] = useState(false);
  const payNow = () =>
    payOnce((done) => {
      const loading = toast.loading('Loading...');
      const stay = () => {
        done();
        toast.dismiss(loading);
        resume.reset();
      };
      resume.mutate(order._id, {
        onSuccess: (reply) => {
          if (reply.data?.url) window.location.assign(reply.data.url);
          else stay();
        },
        onError: stay,
      });
    });
  return (
    <div className={className}>
      {/* A successful start keeps the buttons disabled while the browser leaves for the payment page. */}
      <Button onClick={payNow} pending={resume.isPending} disabled={resume.isSuccess}>
        Pay now {formatInr(order.totalAmt)}
      </Button>
      <Button variant="danger-outline" onClick={() => setCancelling(true)} disabled={resume.isPending || resume.isSuccess}>
        Cancel order
      </Button>
      {cancelling ? <CancelOrderDialog order={order} viewer="shopper" onClose={() => setCancelling(false)} /> : null}
    </div>
  );
}

/**
 * At checkout: the shopper's card orders still awaiting payment. Their items are held for them, so
 * the same products may look short in the cart until they pay or cancel.
 */
export function PendingPaymentNotice({ orders }: { orders: readonly Order[] }) {
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="pending-payment-title" className="flex flex-col gap-3 rounded-2xl border border-accent-strong/50 bg-accent-soft p-4 shadow-sm">
      <div>
        <h2 id="pending-payment-title" className="text-base font-bold text-ink">
          {orders.length === 1 ? 'An order is waiting for your payment' : `${orders.length} orders are waiting for your payment`}
        </h2>
        <p className="mt-0.5 text-sm text-ink">
          Their items are held for you. Pay now to get them, or cancel to release them.
        </p>
      </div>
      <ul className="flex flex-col gap-3">
        {orders.map((order) => (
          <li key={order._id} className="flex flex-col gap-3 rounded-xl bg-white p-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 text-sm">
              <Link to={`/dashboard/myorders/${order._id}`} className="font-semibold break-all text-ink underline-offset-2 hover:underline">
                Order No: {order.orderId}
              </Link>
              <p className="text-ink-muted">
                {itemCountLabel(order.totalQuantity)} · {formatInr(order.totalAmt)}
              </p>
            </div>
            <PendingPaymentActions order={order} className="flex flex-wrap gap-2 [&_button]:max-sm:min-h-11 [&_button]:max-sm:flex-1" />
          </li>
        ))}
      </ul>
    </section>
  );
}
