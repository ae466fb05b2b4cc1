import { useState } from 'react';
import { AdminPage } from '@/components/admin-page';
import { useRiders, type Rider } from '@/entities/rider/riders';
import { useRatingScores } from '@/features/rider/api/rating-scores';
import { useStores, type Store } from '@/entities/store/stores';
import { DeactivateRiderDialog } from './deactivate-rider-dialog';
import { RiderFormDialog } from './rider-form-dialog';
import { RatingScore, RiderList, RiderListSkeleton } from './rider-list';
import { RidersOnTheWay } from './riders-on-the-way';
import type { Score } from '@core/ratings';

type Open = { kind: 'add' } | { kind: 'edit' | 'deactivate'; rider: Rider } | null;

/**
 * /dashboard/riders: the riders out for delivery, live (where they are), then every rider with their
 * store, duty and the order they carry. Add
 * gives the rider an account and mails them a link to set their password; Deactivate (confirmed)
 * ends their sessions and takes them off duty.
 */
export function RiderAdmin() {
  const riders = useRiders();
  const stores = useStores();
  // Every store's score (and through it, its riders'): a store without riders is still rated.
  const scores = useRatingScores(stores.data?.map((store) => store._id) ?? []);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <AdminPage
      id="riders-admin-title"
      title="Riders"
      query={riders}
      items={riders.data}
      addLabel="Add Rider"
      onAdd={() => setOpen({ kind: 'add' })}
      skeleton={<RiderListSkeleton />}
      errorTitle="Riders could not be loaded"
      empty={{ title: 'No riders yet', description: 'Add the riders who deliver from your stores: each gets an e-mail to set a password.' }}
      list={(list) => (
        <>
          <RidersOnTheWay riders={list} />
          <StoreScores stores={stores.data ?? []} scores={scores.stores} />
          <RiderList riders={list} scores={scores.riders} onEdit={(rider) => setOpen({ kind: 'edit', rider })} onDeactivate={(rider) => setOpen({ kind: 'deactivate', rider })} />
        </>
      )}
    >
      {open?.kind === 'add' ? <RiderFormDialog onClose={close} /> : null}
      {open?.kind === 'edit' ? <RiderFormDialog key={open.rider._id} rider={open.rider} onClose={close} /> : null}
      {open?.kind === 'deactivate' ? <DeactivateRiderDialog rider={open.rider} onClose={close} /> : null}
    </AdminPage>
  );
}

/** Each store's delivery rating over its newest 100 ratings. */
function StoreScores({ stores, scores }: { stores: readonly Store[]; scores: ReadonlyMap<string, Score> }) {
  const rated = stores.filter((store) => scores.has(store._id));
  if (rated.length === 0) return null;
  return (
    <section aria-label="Store delivery ratings" className="mb-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
      {rated.map((store) => (
        <p key={store._id}>
          <span className="font-semibold text-ink">{store.name}: </span>
          <RatingScore score={scores.get(store._id)} />
        </p>
      ))}
    </section>
  );
}
