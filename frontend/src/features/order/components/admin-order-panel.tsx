import { useState, type ReactNode } from 'react';
import { toast } from 'react-hot-toast/headless';
import { canCancel, canRefund, nextFulfilmentStep, type FulfilmentStep } from '@core/order-states';
import { canRefundPart } from '@core/refunds';
import { AddressDetails } from '@/components/address-details';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Dialog } from '@/components/dialog';
import { formatInr } from '@/lib/money';
import { useRefundOrder, useUpdateOrderStatus } from '@/features/order/api/fulfil-order';
import { useOrderDetails } from '@/features/order/api/get-order-details';
import { formatOrderTime, paymentText } from '@/features/order/order-progress';
import type { AdminOrder } from '@/features/order/types';
import { CancelOrderDialog } from './cancel-order-dialog';
import { LockedDeliveredDialog } from './locked-delivered-dialog';
import { OrderEta } from './order-eta';
import { OrderBill } from './order-bill';
import { OrderLines } from './order-lines';
import { OrderRefunds } from './order-refunds';
import { OrderRider } from './order-rider';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { RefundPartDialog } from './refund-part-dialog';

/** The button for each delivery step, and what confirming it means. */
const STEPS: Record<FulfilmentStep, { action: string; question: (order: AdminOrder) => string }> = {
  packed: { action: 'Mark packed', question: () => 'Every item is in the bag and it is ready to go.' },
  out_for_delivery: { action: 'Out for delivery', question: () => 'The rider has the bag. The shopper is told it is on its way.' },
  delivered: {
    action: 'Mark delivered',
    question: (order) =>
      order.paymentMethod === 'cod'
        ? `The shopper has the order and ${formatInr(order.totalAmt)} in cash was collected.`
        : 'The shopper has the order.',
  },
};

const RETRY = { action: 'Retry delivery', question: () => 'The order is packed again and goes to the next free rider of its store.' };

type Confirming = { kind: 'step'; step: FulfilmentStep } | { kind: 'cancel' } | { kind: 'refund' } | { kind: 'refund-part' } | null;

/**
 * One order for an admin, beside the list on wide screens and over it on phones (a modal dialog:
 * focus stays inside, Escape closes, the focus returns to the row). The order comes from the list
 * at once and is refetched while open. Its one next step, Cancel and Refund are offered only when
 * the server's rules (functions/core/order-states.ts) allow them, each confirmed first.
 */
export function AdminOrderPanel({ order: fromList, onClose }: { order: AdminOrder; onClose: () => void }) {
  const details = useOrderDetails(fromList._id);
  // The details call answers an admin with the shopper too; the list's copy serves until it does.
  const order = details.data && 'shopper' in details.data ? details.data : fromList;
  const [confirming, setConfirming] = useState<Confirming>(null);
  const updateStatus = useUpdateOrderStatus();
  const refund = useRefundOrder();
  const next = nextFulfilmentStep(order.status);
  // After a failed delivery the next step (packed again) is a retry: dispatch offers it to a rider.
  const step = (of: FulfilmentStep) => (order.status === 'delivery_failed' && of === 'packed' ? RETRY : STEPS[of]);
  const cancellable = canCancel(order, 'admin');
  const refundable = canRefund(order);
  // The API speaks rupees; the rule only asks whether anything is left of the payment.
  const partRefundable = canRefundPart({ ...order, charges: undefined, totals: { grandTotalPaise: Math.round(order.refundableAmt * 100) }, refunds: [] }).ok;
  const payment = paymentText(order);
  const close = () => setConfirming(null);

  return (
    <Dialog open onClose={onClose} title={`Order ${order.orderId}`} placement="right" size="lg">
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-col gap-0.5 text-sm text-ink-muted">
            <p>
              Ordered <time dateTime={order.createdAt}>{formatOrderTime(order.createdAt)}</time>
            </p>
            {/* Orders placed before stores existed name none. */}
            {order.storeName ? (
              <p>
                Store: <span className="font-semibold text-ink">{order.storeName}</span>
              </p>
            ) : null}
          </div>
          <div aria-live="polite" aria-atomic="true">
            <span className="sr-only">Status: </span>
            <OrderStatusBadge status={order.status} />
          </div>
        </div>
        <OrderEta etaAt={order.etaAt} />

        {order.refundedAmt > 0 && (next || cancellable) ? (
          <p role="note" className="rounded-lg bg-accent-soft px-3 py-2 text-sm font-semibold text-ink">
            Partly refunded: {formatInr(order.refundedAmt)} of {formatInr(order.totalAmt)} went back to the shopper’s card.
          </p>
        ) : null}
        {next || cancellable || refundable || partRefundable ? (
          <div role="group" aria-label="Actions" className="flex flex-wrap gap-2 [&_button]:max-sm:min-h-11 [&_button]:max-sm:flex-1">
            {next ? (
              <Button key="next-step" onClick={() => setConfirming({ kind: 'step', step: next })} pending={updateStatus.isPending}>
                {step(next).action}
              </Button>
            ) : null}
            {refundable ? (
              <Button variant="outline" onClick={() => setConfirming({ kind: 'refund' })} pending={refund.isPending}>
                Refund {formatInr(order.refundableAmt)}
              </Button>
            ) : null}
            {partRefundable ? (
              <Button variant="outline" onClick={() => setConfirming({ kind: 'refund-part' })}>
                Refund part
              </Button>
            ) : null}
            {cancellable ? (
              <Button variant="danger-outline" onClick={() => setConfirming({ kind: 'cancel' })}>
                Cancel order
              </Button>
            ) : null}
          </div>
        ) : null}

        <OrderRider order={order} />
        <Section title="Shopper">
          <div className="flex flex-col gap-0.5 text-sm">
            <p className="font-semibold break-words text-ink">{order.shopper.name || 'No name given'}</p>
            {order.shopper.mobile ? (
              <a href={`tel:${order.shopper.mobile}`} className="inline-flex min-h-11 items-center self-start font-medium text-brand-hover underline-offset-2 hover:underline sm:min-h-0">
                <span className="sr-only">Call </span>
                {order.shopper.mobile}
              </a>
            ) : null}
            {order.shopper.email ? (
              <a href={`mailto:${order.shopper.email}`} className="inline-flex min-h-11 items-center self-start break-all text-ink-muted underline-offset-2 hover:underline sm:min-h-0">
                {order.shopper.email}
              </a>
            ) : null}
          </div>
        </Section>
        <Section title="Deliver to">
          <AddressDetails address={order.delivery_address} />
        </Section>
        <Section title={`Items (${order.items.length})`}>
          <OrderLines order={order} />
        </Section>
        <OrderBill order={order} className="border border-line" />
        <Section title="Payment">
          <p className="text-sm text-ink">
            {payment.method}
            {payment.status ? ` · ${payment.status}` : null}
          </p>
          {order.refunds.length > 0 ? (
            <div className="border-t border-line pt-2">
              <OrderRefunds order={order} />
            </div>
          ) : null}
        </Section>
        <Section title="Timeline">
          <OrderTimeline order={order} viewer="admin" riderName={order.delivery?.riderName} />
        </Section>
      </div>

      {confirming?.kind === 'step' && confirming.step === 'delivered' && order.codeLocked ? (
        <LockedDeliveredDialog order={order} onClose={close} />
      ) : confirming?.kind === 'step' ? (
        <ConfirmDialog
          open
          tone="primary"
          title={`${step(confirming.step).action}: ${order.orderId}?`}
          message={step(confirming.step).question(order)}
          confirmLabel={step(confirming.step).action}
          cancelLabel="Not yet"
          pending={updateStatus.isPending}
          onCancel={close}
          onConfirm={() =>
            updateStatus.mutate(
              { orderId: order._id, status: confirming.step },
              { onSuccess: (reply) => toast.success(reply.message || 'Order updated'), onSettled: close },
            )
          }
        />
      ) : null}
      {confirming?.kind === 'refund' ? (
        <ConfirmDialog
          open
          title={`Refund ${order.orderId}?`}
          message={`${formatInr(order.refundableAmt)} goes back to the shopper’s card${order.refundedAmt > 0 ? `: what is left after the ${formatInr(order.refundedAmt)} refunded before` : ''}. The card provider confirms it shortly.`}
          confirmLabel="Refund"
          cancelLabel="Not now"
          pending={refund.isPending}
          onCancel={close}
          onConfirm={() =>
            refund.mutate(order._id, { onSuccess: (reply) => toast.success(reply.message || 'Refund started'), onSettled: close })
          }
        />
      ) : null}
      {confirming?.kind === 'cancel' ? <CancelOrderDialog order={order} viewer="admin" onClose={close} /> : null}
      {confirming?.kind === 'refund-part' ? <RefundPartDialog order={order} onClose={close} /> : null}
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-2 rounded-xl border border-line bg-white p-3">
      <h3 className="text-sm font-bold text-ink">{title}</h3>
      {children}
    </section>
  );
}
