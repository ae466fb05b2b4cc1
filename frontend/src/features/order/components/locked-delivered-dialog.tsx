import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-hot-toast/headless';
import { LOCKED_HANDOVER_REASON_MAX } from '@core/limits';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { TextField } from '@/components/text-field';
import { formatInr } from '@/lib/money';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useUpdateOrderStatus } from '@/features/order/api/fulfil-order';
import type { AdminOrder } from '@/features/order/types';

/**
 * Mark delivered, for an order whose handover code locked: nobody checked the shopper's code, so
 * the admin says how they know it arrived (required). The reason stays on the order's timeline. A
 * form of its own rather than a confirm: a missing reason must leave the button ready to press again.
 */
export function LockedDeliveredDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const updateStatus = useUpdateOrderStatus();
  const submitOnce = useSubmitOnce();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError('Reason is required');
      return;
    }
    submitOnce((done) =>
      updateStatus.mutate(
        { orderId: order._id, status: 'delivered', reason: text },
        {
          onSuccess: (reply) => {
            toast.success(reply.message || 'Order marked delivered');
            onClose();
          },
          onSettled: done,
        },
      ),
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Mark delivered: ${order.orderId}?`}
      description={`The rider's code locked, so nobody checked the shopper's code.${order.paymentMethod === 'cod' ? ` The rider collected ${formatInr(order.totalAmt)} in cash.` : ''}`}
      size="sm"
      footer={
        <>
          <Button variant="ghost" className="border border-line bg-white" onClick={onClose}>
            Not yet
          </Button>
          <Button type="submit" form={formId} pending={updateStatus.isPending}>
            Mark delivered
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          label="Reason"
          data-autofocus
          value={reason}
          maxLength={LOCKED_HANDOVER_REASON_MAX}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
          placeholder="e.g. Shopper confirmed on the phone"
          hint="Kept on the order's timeline."
          error={error}
          autoComplete="off"
          required
        />
      </form>
    </Dialog>
  );
}
