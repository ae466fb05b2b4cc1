import { useState } from 'react';
import { toast } from 'react-hot-toast/headless';
import { CANCEL_REASON_MAX } from '@core/limits';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TextField } from '@/components/text-field';
import { useCancelOrder } from '@/features/order/api/cancel-order';
import type { Order } from '@/features/order/types';

interface CancelOrderDialogProps {
  order: Pick<Order, '_id' | 'orderId' | 'paymentMethod' | 'paidAt' | 'status'>;
  /** Who is asking: the words differ, the call is the same. */
  viewer: 'shopper' | 'admin';
  onClose: () => void;
}

/**
 * Cancel, confirmed, with an optional reason. The stock goes back; a paid card order is refunded.
 * Success toasts the server's message; a refusal (the order moved on meanwhile) is toasted by the
 * query client, and either way the order views refetch (api/cancel-order.ts).
 */
export function CancelOrderDialog({ order, viewer, onClose }: CancelOrderDialogProps) {
  const [reason, setReason] = useState('');
  const cancel = useCancelOrder();
  const refunded = order.paymentMethod === 'card' && Boolean(order.paidAt);
  const awaitingPayment = order.status === 'pending_payment';
  return (
    <ConfirmDialog
      open
      title={`Cancel order ${order.orderId}?`}
      message={
        viewer === 'admin' && order.status === 'out_for_delivery'
          ? 'The rider has the goods: the order is called back. Cancel it again once they are back at the store; its items go back on the shelf then.'
          : awaitingPayment
          ? 'Its items go back on the shelf and its payment page closes.'
          : refunded
            ? `Its items go back on the shelf and the payment is refunded to ${viewer === 'shopper' ? 'your' : 'the shopper’s'} card.`
            : 'Its items go back on the shelf. This cannot be undone.'
      }
      confirmLabel="Cancel order"
      cancelLabel="Keep order"
      pending={cancel.isPending}
      onCancel={onClose}
      onConfirm={() =>
        cancel.mutate(
          { orderId: order._id, reason: reason.trim() || undefined },
          {
            onSuccess: (reply) => toast.success(reply.message || 'Order cancelled'),
            onSettled: onClose,
          },
        )
      }
    >
      <TextField
        label="Reason (optional)"
        value={reason}
        maxLength={CANCEL_REASON_MAX}
        onChange={(event) => setReason(event.target.value)}
        hint={viewer === 'shopper' ? 'Tell us what went wrong, if you like.' : 'The shopper sees this on their order.'}
        autoComplete="off"
      />
    </ConfirmDialog>
  );
}
