import { toast } from 'react-hot-toast/headless';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import type { Store } from '@/lib/stores';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useDeleteStore } from '@/features/store/api/delete-store';

/**
 * Delete a store after asking. The server refuses (409) while the store has open orders or stock,
 * and says why: the reason shows in the dialog, which stays open so it can be read.
 */
export function DeleteStoreDialog({ store, onClose }: { store: Store; onClose: () => void }) {
  const remove = useDeleteStore();
  const submitOnce = useSubmitOnce();
  const refusal = remove.error ? errorMessage(remove.error) || 'The store could not be deleted. Please try again.' : null;
  return (
    <ConfirmDialog
      open
      title={`Delete ${store.name}?`}
      message={`Its ${store.zones.length} delivery ${store.zones.length === 1 ? 'pincode is' : 'pincodes are'} no longer served. This cannot be undone.`}
      confirmLabel="Delete"
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        submitOnce((done) =>
          remove.mutate(store._id, {
            onSettled: done,
            onSuccess: (reply) => {
              toast.success(reply.message || `${store.name} deleted`);
              onClose();
            },
          }),
        )
      }
    >
      {refusal ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
          {refusal}
        </p>
      ) : store.isDefault ? (
        <p className="text-sm text-ink">This is the default store: make another store the default first.</p>
      ) : null}
    </ConfirmDialog>
  );
}
