import { useState } from 'react';
import { toast } from 'react-hot-toast/headless';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/skeleton';
import { useNow } from '@/lib/use-now';
import { usePickQueue, useStartPicking, useStoresToPick, type PickQueue } from '@/features/picker/api/picking';
import { timeLeft } from '@/features/picker/time-left';
import { PickListView } from './pick-list-view';

const clock = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });

/**
 * /picker, for a phone held in one hand: the store's placed orders oldest first with the time left
 * to each one's promise, "Start picking", then that order's pick list. Admins choose the store.
 */
export function PickerScreen({ isAdmin }: { isAdmin: boolean }) {
  const [chosenStore, setChosenStore] = useState<string | null>(null);
  const [orderId, setOrderId] = useState<string | null>(null);
  const stores = useStoresToPick(isAdmin);
  const storeId = isAdmin ? (chosenStore ?? stores.data?.[0]?._id ?? null) : null;
  const queue = usePickQueue(storeId, !isAdmin || storeId !== null);

  return (
    <section aria-labelledby="picker-title" className="mx-auto flex w-full max-w-lg flex-col gap-4 pb-28">
      <h1 id="picker-title" className="text-xl font-bold text-ink">
        Picking
      </h1>
      {orderId ? (
        <PickListView orderId={orderId} onDone={() => setOrderId(null)} />
      ) : (
        <>
          {isAdmin && stores.data ? (
            <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
              Store
              <select
                className="h-12 rounded-lg border border-line bg-white px-3 text-base"
                value={storeId ?? ''}
                onChange={(event) => setChosenStore(event.target.value)}
              >
                {stores.data.map((store) => (
                  <option key={store._id} value={store._id}>
                    {store.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {queue.isPending ? (
            <div aria-busy="true" aria-label="Loading orders to pick" className="flex flex-col gap-3">
              <Skeleton className="h-24 w-full rounded-2xl" />
              <Skeleton className="h-24 w-full rounded-2xl" />
            </div>
          ) : queue.isError ? (
            <LoadError title="The orders to pick could not be loaded" query={queue} />
          ) : (
            <Queue queue={queue.data} onPicking={setOrderId} />
          )}
        </>
      )}
    </section>
  );
}

function Queue({ queue, onPicking }: { queue: PickQueue; onPicking: (orderId: string) => void }) {
  const now = useNow(30_000);
  const start = useStartPicking();
  const [starting, setStarting] = useState<string | null>(null);
  if (queue.orders.length === 0) return <EmptyState title="No orders to pick" description={`New orders at ${queue.storeName} show here, oldest first.`} />;
  return (
    <>
      <p className="-mt-3 text-sm text-ink-muted">
        {queue.storeName} · {queue.orders.length} to pick, oldest first
      </p>
      <ol aria-label="Orders to pick" className="flex flex-col gap-3">
        {queue.orders.map((order) => {
          const left = timeLeft(order.etaAt, now);
          const taken = order.picker && !order.picker.mine;
          return (
            <li key={order._id} className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm">
              <div className="flex items-baseline justify-between gap-2">
                <span className="font-bold break-all text-ink">{order.orderId}</span>
                {left ? <span className={left.late ? 'font-bold text-danger' : 'font-semibold text-brand-hover'}>{left.text}</span> : null}
              </div>
              <p className="text-sm text-ink-muted">
                {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'} · placed {clock.format(new Date(order.createdAt))}
                {order.picker ? ` · ${order.picker.mine ? 'you are picking it' : `${order.picker.name} is picking it`}` : ''}
              </p>
              <Button
                size="lg"
                className="w-full"
                disabled={Boolean(taken)}
                pending={start.isPending && starting === order._id}
                aria-label={`${order.picker?.mine ? 'Continue picking' : 'Start picking'} ${order.orderId}`}
                onClick={() => {
                  setStarting(order._id);
                  start.mutate(order._id, { onSuccess: () => onPicking(order._id), onError: (error) => toast.error(error.message) });
                }}
              >
                {order.picker?.mine ? 'Continue picking' : 'Start picking'}
              </Button>
            </li>
          );
        })}
      </ol>
    </>
  );
}
