import { toast } from 'react-hot-toast/headless';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import { useConfirmWriteOff, useWriteOffs } from '@/features/store/api/stock-batches';
import { shortDay } from './batch-actions';

/**
 * The store's write-offs: batches that expired, with the units they still held (already taken off
 * the sellable stock by the expiry job). An admin confirms each once its units left the shelf.
 * Approved damaged or expired claims' units are listed too, marked as from a claim: they left
 * with the order, so there is nothing to confirm. Nothing shows while there are none.
 */
export function WriteOffs({ storeId }: { storeId: string }) {
  const writeOffs = useWriteOffs(storeId);
  const confirm = useConfirmWriteOff(storeId);
  const list = writeOffs.data ?? [];
  if (list.length === 0) return null;
  // A claim's write-off has nothing on the shelf to take off: never waiting.
  const waiting = list.filter((w) => !w.claim && !w.confirmedAt).length;

  return (
    <section aria-labelledby="write-offs-title" className="flex flex-col gap-2 rounded-xl border border-line bg-white p-3">
      <h2 id="write-offs-title" className="text-sm font-bold text-ink">
        Write-offs {waiting > 0 ? <span className="text-danger">({waiting} to confirm)</span> : null}
      </h2>
      <ul aria-label="Write-offs" className="flex flex-col divide-y divide-line">
        {list.map((w) => (
          <li key={w.claim ? `${w.claim.claimId}:${w.productId}` : w.batchId} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            {w.claim ? (
              <span>
                <span className="font-semibold">{w.name}</span>: {w.units} {w.claim.reason} (order {w.claim.orderNo})
              </span>
            ) : (
              <span>
                <span className="font-semibold">{w.name}</span>: {w.units} of {w.received} expired {w.expiresOn ? shortDay(w.expiresOn) : ''}
              </span>
            )}
            {w.claim ? (
              <span className="text-xs font-semibold text-ink-muted">From a claim</span>
            ) : w.confirmedAt ? (
              <span className="text-xs font-semibold text-brand-hover">Confirmed</span>
            ) : (
              <Button
                size="sm"
                variant="outline"
                pending={confirm.isPending && confirm.variables === w.batchId}
                onClick={() =>
                  confirm.mutate(w.batchId!, {
                    onSuccess: () => toast.success(`Write-off of ${w.name} confirmed`),
                    onError: (error) => toast.error(errorMessage(error) || 'The write-off could not be confirmed'),
                  })
                }
              >
                Confirm write-off
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
