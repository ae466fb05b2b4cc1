import { toast } from 'react-hot-toast/headless';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { Rider } from '@/entities/rider/riders';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useDeactivateRider } from '@/features/rider/api/save-rider';

/** Deactivate, confirmed: the rider is signed out everywhere and gets no more orders. */
export function DeactivateRiderDialog({ rider, onClose }: { rider: Rider; onClose: () => void }) {
  const deactivate = useDeactivateRider();
  const submitOnce = useSubmitOnce();
  return (
    <ConfirmDialog
      open
      title={`Deactivate ${rider.name}?`}
      message={
        rider.activeOrder
          ? `${rider.name} is delivering ${rider.activeOrder.orderId}: reassign it first. Deactivating signs them out everywhere and they get no more orders.`
          : `${rider.name} is signed out everywhere and gets no more orders.`
      }
      confirmLabel="Deactivate"
      cancelLabel="Keep rider"
      pending={deactivate.isPending}
      onCancel={onClose}
      onConfirm={() =>
        submitOnce((done) =>
          deactivate.mutate(rider._id, {
            onSuccess: (reply) => {
              toast.success(reply.message || 'Rider deactivated');
              onClose();
            },
            onSettled: done,
          }),
        )
      }
    />
  );
}
