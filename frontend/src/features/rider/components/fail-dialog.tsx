import { toast } from 'react-hot-toast/headless';
import { failBody } from '@core/contracts/rider';
import { FAIL_REASON_MAX } from '@core/rider-order';
import { ReasonDialog } from '@/components/reason-dialog';
import { useFailDelivery } from '@/features/rider/api/rider-me';

/**
 * Could not deliver: a reason the store reads (required, checked as the server checks it: visible
 * text, at most FAIL_REASON_MAX); the order goes back to the store.
 */
export function FailDialog({ order, onClose }: { order: { _id: string; orderId: string }; onClose: () => void }) {
  const fail = useFailDelivery();
  return (
    <ReasonDialog
      title={`Could not deliver ${order.orderId}?`}
      description="Take the order back to the store. The store decides whether to send it again or cancel it."
      role="alertdialog"
      reason={failBody.shape.reason}
      maxLength={FAIL_REASON_MAX}
      placeholder="e.g. Nobody at the door, phone switched off"
      cancelLabel="Back"
      submitLabel="Could not deliver"
      submitVariant="danger"
      focus="cancel"
      pending={fail.isPending}
      onSubmit={(reason, done) =>
        fail.mutate(
          { orderId: order._id, reason },
          {
            onSuccess: (reply) => {
              toast.success(reply.message || 'The store has been told');
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
