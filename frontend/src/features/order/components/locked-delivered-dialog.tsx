import { toast } from 'react-hot-toast/headless';
import * as z from 'zod';
import { LOCKED_HANDOVER_REASON_MAX } from '@core/limits';
import { ReasonDialog } from '@/components/reason-dialog';
import { formatInr } from '@/lib/money';
import { useUpdateOrderStatus } from '@/features/order/api/fulfil-order';
import type { AdminOrder } from '@/features/order/types';

/** Any text but blanks; sent trimmed. */
const lockedReason = z.string().trim().min(1, 'is required');

/**
 * Mark delivered, for an order whose handover code locked: nobody checked the shopper's code, so
 * the admin says how they know it arrived (required). The reason stays on the order's timeline.
 */
export function LockedDeliveredDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const updateStatus = useUpdateOrderStatus();
  return (
    <ReasonDialog
      title={`Mark delivered: ${order.orderId}?`}
      description={`The rider's code locked, so nobody checked the shopper's code.${order.paymentMethod === 'cod' ? ` The rider collected ${formatInr(order.totalAmt)} in cash.` : ''}`}
      reason={lockedReason}
      maxLength={LOCKED_HANDOVER_REASON_MAX}
      placeholder="e.g. Shopper confirmed on the phone"
      hint="Kept on the order's timeline."
      cancelLabel="Not yet"
      submitLabel="Mark delivered"
      focus="reason"
      pending={updateStatus.isPending}
      onSubmit={(reason, done) =>
        updateStatus.mutate(
          { orderId: order._id, status: 'delivered', reason },
          {
            onSuccess: (reply) => {
              toast.success(reply.message || 'Order marked delivered');
              onClose();
            },
            onSettled: done,
          },
        )
      }
      onClose={onClose}
    />
  );
}
