import { useState, type ReactNode } from 'react';
import { toast } from 'react-hot-toast/headless';
import { Link } from '@/lib/router';
import { canCancel } from '@core/order-states';
import { AddressDetails } from '@/components/address-details';
import { Button, buttonClasses } from '@/components/button';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/skeleton';
import { Spinner } from '@/components/spinner';
import { ApiError } from '@/lib/api-client';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useOrderDetails } from '@/features/order/api/get-order-details';
import { useReorder } from '@/features/order/api/reorder';
import { arrivalText, formatOrderTime, paymentText, storeTimeNote } from '@/features/order/order-progress';
import type { Order } from '@/features/order/types';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderEta } from './order-eta';
import { OrderHandover } from './order-handover';
import { OrderBill } from './order-bill';
import { OrderInvoiceLink } from './order-invoice-link';
import { OrderRating } from './order-rating';
import { OrderClaims } from './order-claims';
import { OrderLines } from './order-lines';
import { OrderRefunds } from './order-refunds';
import { OrderStatusBadge } from './order-status-badge';
import { OrderSubstitutions } from './order-substitutions';
import { OrderTimeline } from './order-timeline';
import { RiderOnTheWay } from './rider-on-the-way';
import { awaitsCardPayment, PendingPaymentActions } from './pending-payment';

interface OrderDetailProps {
  orderId: string;
  /** After Buy again put something into the cart: show the cart. */
  onReordered: () => void;
}

/**
 * A shopper's order: where it is (timeline, "Arriving in N min"), what was bought and paid, where
 * it goes, and what can still be done (Pay now, Cancel, Buy again). It refreshes itself while the
 * order can still move (api/get-order-details.ts).
 */
export function OrderDetail({ orderId, onReordered }: OrderDetailProps) {
  const details = useOrderDetails(orderId);
  if (details.isPending) return <OrderDetailSkeleton />;
  if (details.isError) {
    // Somebody else's order answers 404 as well: to this shopper it does not exist.
    if (details.error instanceof ApiError && [400, 404].includes(details.error.status)) return <OrderNotFound />;
    return (
      <>
        <BackToOrders />
        <LoadError title="This order could not be loaded" query={details} />
      </>
    );
  }
  return <OrderView order={details.data} onReordered={onReordered} />;
}

function OrderView({ order, onReordered }: { order: Order; onReordered: () => void }) {
  const [cancelling, setCancelling] = useState(false);
  const reorder = useReorder();
  const reorderOnce = useSubmitOnce();
  const payment = paymentText(order);
  const arrival = arrivalText(order);
  const timeNote = storeTimeNote();
  const awaitingPayment = awaitsCardPayment(order);
  const cancellable = !awaitingPayment && canCancel(order, 'shopper');

  const buyAgain = () => {
    reorderOnce((done) =>
      reorder.mutate(order._id, {
        onSuccess: (reply) => {
          if (reply.data.added.length > 0) {
            toast.success(reply.message || 'Added to your cart');
            onReordered();
          } else {
            toast.error(reply.message || 'Nothing could be added to your cart');
          }
        },
        onSettled: done,
      }),
    );
  };

  return (
    <article aria-labelledby="order-title" className="flex flex-col gap-4">
      <title>{`Order ${order.orderId} · QuickBasket`}</title>
      <BackToOrders />
      <header className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h1 id="order-title" className="text-lg font-bold break-all text-ink sm:text-xl">
              Order No: {order.orderId}
            </h1>
            <p className="text-sm text-ink-muted">
              Ordered <time dateTime={order.createdAt}>{formatOrderTime(order.createdAt)}</time>
            </p>
            {timeNote ? <p className="text-xs text-ink-muted">{timeNote}</p> : null}
          </div>
          <div aria-live="polite" aria-atomic="true" className="flex items-center gap-2">
            <span className="sr-only">Status: </span>
            <OrderStatusBadge status={order.status} />
          </div>
        </div>
        <OrderEta etaAt={order.etaAt} className="text-lg" />
        {arrival.by || arrival.from ? (
          <p className="-mt-1 flex flex-wrap gap-x-3 text-sm text-ink-muted">
            {arrival.by ? <span>{arrival.by}</span> : null}
            {arrival.from ? <span className="font-semibold text-ink">{arrival.from}</span> : null}
          </p>
        ) : null}
        <OrderHandover order={order} />
        {'riderStopsBefore' in order && order.riderStopsBefore ? (
          <p role="status" className="rounded-lg bg-accent-soft px-3 py-2 text-sm font-semibold text-ink">
            Your rider has one stop before you
          </p>
        ) : null}
        <OrderSubstitutions order={order} />
        {order.status === 'out_for_delivery' ? <RiderOnTheWay orderId={order._id} /> : null}
        {order.status === 'delivery_failed' ? (
          <p className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-ink">
            The rider could not deliver this order{order.failReason ? `: “${order.failReason}”` : ''}. It is back at the store, which will send it again or cancel it.
          </p>
        ) : null}
        {awaitingPayment ? (
          <p className="rounded-lg bg-accent-soft px-3 py-2 text-sm text-ink">
            This order is waiting for your card payment. Its items are held for you: pay now to get them, or cancel to release them.
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2 [&_button]:max-sm:min-h-11 [&_button]:max-sm:flex-1">
          {awaitingPayment ? <PendingPaymentActions order={order} className="contents" /> : null}
          {cancellable ? (
            <Button variant="danger-outline" onClick={() => setCancelling(true)}>
              Cancel order
            </Button>
          ) : null}
          {awaitingPayment ? null : (
            // Busy, not disabled, while it works (the ref above stops a second call): a disabled
            // button loses the focus, and the cart panel it opens gives the focus back to it.
            <Button variant="outline" onClick={buyAgain} aria-busy={reorder.isPending || undefined}>
              {reorder.isPending ? <Spinner label={null} className="[&>svg]:size-4" /> : null}
              Buy again
            </Button>
          )}
        </div>
      </header>

      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <Panel title="Order status" id="order-status-title">
            <OrderTimeline order={order} viewer="shopper" riderName={order.rider?.name} />
          </Panel>
          <Panel title={`Items (${order.items.length})`} id="order-items-title">
            <OrderLines order={order} />
          </Panel>
          {order.status === 'delivered' ? (
            <Panel title="Rate your delivery" id="order-rating-title">
              <OrderRating order={order} />
            </Panel>
          ) : null}
          {order.deliveredAt ? (
            <Panel title="Problem with your order?" id="order-claims-title">
              <OrderClaims order={order} />
            </Panel>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <OrderBill order={order} className="border border-line shadow-sm" />
          <Panel title="Delivery address" id="order-address-title">
            <AddressDetails address={order.delivery_address} />
          </Panel>
          <Panel title="Payment" id="order-payment-title">
            <dl className="flex flex-col gap-1.5 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-ink-muted">Method</dt>
                <dd className="text-right font-semibold text-ink">{payment.method}</dd>
              </div>
              {payment.status ? (
                <div className="flex justify-between gap-3">
                  <dt className="text-ink-muted">Status</dt>
                  <dd className="text-right font-semibold text-ink">{payment.status}</dd>
                </div>
              ) : null}
            </dl>
          </Panel>
          {order.deliveredAt ? (
            <Panel title="Tax invoice" id="order-invoice-title">
              <OrderInvoiceLink orderId={order._id} delivered />
            </Panel>
          ) : null}
          {order.refunds.length > 0 ? (
            <Panel title="Refunds" id="order-refunds-title">
              <OrderRefunds order={order} />
            </Panel>
          ) : null}
        </div>
      </div>

      {cancelling ? <CancelOrderDialog order={order} viewer="shopper" onClose={() => setCancelling(false)} /> : null}
    </article>
  );
}

function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm">
      <h2 id={id} className="text-base font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function BackToOrders() {
  return (
    <Link to="/dashboard/myorders" className="inline-flex min-h-11 items-center gap-1 self-start rounded-lg text-sm font-semibold text-brand-hover hover:underline">
      <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.4" aria-hidden="true">
        <path d="m15 6-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      My Orders
    </Link>
  );
}

function OrderNotFound() {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      <title>Order not found · QuickBasket</title>
      <h1 className="text-2xl font-bold text-ink">Order not found</h1>
      <p className="text-sm text-ink-muted">This order does not exist, or it belongs to another account.</p>
      <Link to="/dashboard/myorders" className={buttonClasses()}>
        Back to My Orders
      </Link>
    </div>
  );
}

function OrderDetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the order" className="flex animate-pulse flex-col gap-4">
      <Skeleton pulse={false} className="h-5 w-28" />
      <div className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4">
        <Skeleton pulse={false} className="h-6 w-2/3 max-w-72" />
        <Skeleton pulse={false} className="h-4 w-40" />
        <Skeleton pulse={false} className="h-6 w-44" />
        <div className="flex gap-2">
          <Skeleton pulse={false} className="h-10 w-32" />
          <Skeleton pulse={false} className="h-10 w-28" />
        </div>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4">
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className="flex items-center gap-3">
              <Skeleton pulse={false} className="size-6 rounded-full" />
              <Skeleton pulse={false} className="h-4 w-36" />
            </div>
          ))}
        </div>
        <Skeleton pulse={false} className="h-48 w-full rounded-2xl" />
      </div>
    </div>
  );
}
