import { useState } from 'react';
import { toast } from 'react-hot-toast/headless';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TextField } from '@/components/text-field';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useFailDelivery } from '@/features/rider/api/rider-me';

const REASON_MAX = 200;

/** Could not deliver: a reason the store reads (required); the order goes back to the store. */
export function FailDialog({ order, onClose }: { order: { _id: string; orderId: string }; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const fail = useFailDelivery();
  const submitOnce = useSubmitOnce();
  const confirm = () => {
    const text = reason.trim();
    if (!text) {
      setError('Reason is required');
      return;
    }
    submitOnce((done) =>
      fail.mutate(
        { orderId: order._id, reason: text },
        {
          onSuccess: (reply) => {
            toast.success(reply.message || 'The store has been told');
            onClose();
          },
          onSettled: done,
        },
      ),
    );
  };
  return (
    <ConfirmDialog
      open
      title={`Could not deliver ${order.orderId}?`}
      message="Take the order back to the store. The store decides whether to send it again or cancel it."
      confirmLabel="Could not deliver"
      cancelLabel="Back"
      pending={fail.isPending}
      onCancel={onClose}
      onConfirm={confirm}
    >
      <TextField
        label="Reason"
        value={reason}
        maxLength={REASON_MAX}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
        placeholder="e.g. Nobody at the door, phone switched off"
        error={error}
        autoComplete="off"
        required
      />
    </ConfirmDialog>
  );
}
