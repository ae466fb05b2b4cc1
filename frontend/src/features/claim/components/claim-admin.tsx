import { useId, useState } from 'react';
import type { ApiAdminClaim } from '@core/contracts/claim';
import { AdminListSkeleton } from '@/components/admin-list';
import { AdminPage } from '@/components/admin-page';
import { useStores } from '@/entities/store/stores';
import { useClaimQueue, useLiveClaims } from '@/features/claim/api/claims';
import { ClaimCard } from './claim-card';

/**
 * /dashboard/claims: a store's claims after delivery. The open ones first, oldest first (the
 * longest waiting shopper is decided first), then the decided ones, newest first. Live: a decision
 * anywhere refetches the queue.
 */
export function ClaimAdmin() {
  const stores = useStores();
  const [chosen, setChosen] = useState<string | undefined>();
  const storeId = chosen ?? stores.data?.[0]?._id;
  const queue = useClaimQueue(storeId);
  useLiveClaims();
  const selectId = useId();
  const open = queue.data?.open ?? [];
  const decided = queue.data?.decided ?? [];
  const all = queue.data ? [...open, ...decided] : undefined;

  const storeSelect = (
    <div className="flex items-center gap-2">
      <label htmlFor={selectId} className="text-sm font-semibold text-ink">
        Store
      </label>
      <select
        id={selectId}
        value={storeId ?? ''}
        disabled={!stores.data}
        onChange={(event) => setChosen(event.currentTarget.value)}
        className="h-11 min-w-0 rounded-lg border border-line bg-white px-3 text-sm text-ink"
      >
        {(stores.data ?? []).map((store) => (
          <option key={store._id} value={store._id}>
            {store.name}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <AdminPage
      id="claims-title"
      title="Claims"
      query={stores.isError ? stores : queue}
      items={all}
      header={storeSelect}
      skeleton={<AdminListSkeleton label="Claims" />}
      errorTitle={stores.isError ? 'Stores could not be loaded' : 'Claims could not be loaded'}
      empty={{ title: 'No claims at this store', description: 'Problems shoppers report after delivery show here, the open ones first.', action: null }}
      list={() => (
        <>
          <ClaimSection title="Open" claims={open} none="No open claims: every claim is decided." />
          <ClaimSection title="Decided" claims={decided} none="No decided claims yet." />
        </>
      )}
    />
  );
}

function ClaimSection({ title, claims, none }: { title: string; claims: ApiAdminClaim[]; none: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {title} ({claims.length})
      </h2>
      {claims.length === 0 ? (
        <p className="text-sm text-ink-muted">{none}</p>
      ) : (
        <ul aria-label={`${title} claims`} className="flex flex-col gap-3">
          {claims.map((claim) => (
            <ClaimCard key={claim.claimId} claim={claim} />
          ))}
        </ul>
      )}
    </section>
  );
}
