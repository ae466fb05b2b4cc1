import { useId, useState } from 'react';
import { toast } from 'react-hot-toast/headless';
import { STORE_REASON_MAX } from '@core/contracts/store';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import type { Store } from '@/entities/store/stores';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useSaveStore } from '@/features/store/api/save-store';

/**
 * Pause a store (with the reason shoppers will read) or resume it. Pausing always works, whatever
 * the store has open: its open orders are still delivered, it only takes no new ones.
 */
export function PauseStoreDialog({ store, onClose }: { store: Store; onClose: () => void }) {
  const pausing = !store.paused;
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveStore();
  const submitOnce = useSubmitOnce();
  const formId = useId();

  const submit = () =>
    submitOnce((done) =>
      save.mutate(
        { update: pausing ? { _id: store._id, paused: true, ...(reason.trim() ? { reason: reason.trim() } : {}) } : { _id: store._id, paused: false } },
        {
          onSettled: done,
          onSuccess: () => {
            toast.success(pausing ? `${store.name} is paused` : `${store.name} takes orders again`);
            onClose();
          },
          onError: (error) => setProblem(errorMessage(error) || 'The store could not be changed. Please try again.'),
        },
      ),
    );

  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={pausing ? `Pause ${store.name}?` : `Resume ${store.name}?`}
      description={
        pausing
          ? 'Shoppers in its pincodes cannot order until you resume it. Orders already placed are still delivered.'
          : 'Shoppers in its pincodes can order again, during its opening hours.'
      }
      footer={
        <>
          <Button variant="ghost" className="border border-line bg-white" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant={pausing ? 'danger' : 'primary'} pending={save.isPending}>
            {pausing ? 'Pause store' : 'Resume store'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {problem ? (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
            {problem}
          </p>
        ) : null}
        {pausing ? (
          <TextField
            label="Reason shoppers see"
            data-autofocus
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={STORE_REASON_MAX}
            placeholder="e.g. Closed for maintenance"
            hint={`Left empty, shoppers read "${store.name} is not taking orders right now".`}
            autoComplete="off"
          />
        ) : (
          <p className="text-sm text-ink">
            Paused because: <span className="font-semibold">{store.reason || 'no reason given'}</span>
          </p>
        )}
      </form>
    </Dialog>
  );
}
