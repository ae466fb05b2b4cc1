import { useState } from 'react';
import { toast } from 'react-hot-toast/headless';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useStores, type Store } from '@/entities/store/stores';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useDeleteStore } from '@/features/store/api/delete-store';

/** '' sets every stock to 0; else the id of the store that takes it. */
type StockChoice = string;

/**
 * Delete a store after asking, with what happens to its stock in the same confirmed step: moved
 * whole to another store, or every product set to 0. The server refuses (409) while orders there
 * are not finished, and says why: the reason shows in the dialog, which stays open so it can be read.
 */
export function DeleteStoreDialog({ store, onClose }: { store: Store; onClose: () => void }) {
  const remove = useDeleteStore();
  const submitOnce = useSubmitOnce();
  const others = (useStores().data ?? []).filter((s) => s._id !== store._id);
  const [choice, setChoice] = useState<StockChoice | null>(null);
  // Until the admin picks: the default store takes the stock (there is always one other than this).
  const stockTo = choice ?? others.find((s) => s.isDefault)?._id ?? others[0]?._id ?? '';
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
          remove.mutate(
            { id: store._id, moveTo: stockTo || null },
            {
              onSettled: done,
              onSuccess: (reply) => {
                toast.success(reply.message || `${store.name} deleted`);
                onClose();
              },
            },
          ),
        )
      }
    >
      <fieldset className="flex flex-col gap-2 text-sm text-ink">
        <legend className="mb-1 font-semibold">Its stock</legend>
        <label className="flex flex-wrap items-center gap-2">
          <input type="radio" name="stock-choice" checked={stockTo !== ''} disabled={others.length === 0} onChange={() => setChoice(others.find((s) => s.isDefault)?._id ?? others[0]?._id ?? '')} />
          Move it to
          <select
            aria-label="Store to move the stock to"
            value={stockTo}
            disabled={stockTo === ''}
            onChange={(e) => setChoice(e.target.value)}
            className="rounded-lg border border-line bg-white px-2 py-1"
          >
            {stockTo === '' ? <option value="">another store</option> : null}
            {others.map((s) => (
              <option key={s._id} value={s._id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="stock-choice" checked={stockTo === ''} onChange={() => setChoice('')} />
          Set all of it to 0
        </label>
      </fieldset>
      {refusal ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
          {refusal}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
