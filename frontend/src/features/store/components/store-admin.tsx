import { useState } from 'react';
import { AdminPage } from '@/components/admin-page';
import { useStores, type Store } from '@/lib/stores';
import { useNow } from '@/lib/use-now';
import { DeleteStoreDialog } from './delete-store-dialog';
import { PauseStoreDialog } from './pause-store-dialog';
import { StoreFormDialog } from './store-form-dialog';
import { StoreList, StoreListSkeleton } from './store-list';

type Open = { kind: 'add' } | { kind: 'edit' | 'pause' | 'delete'; store: Store } | null;

/** Open or closed follows the clock: the list looks again every minute. */
const CLOCK_MS = 60_000;

/**
 * /dashboard/stores: the dark stores, the default one first. Add and Edit open the
 * store's form; Pause asks for the reason shoppers will read, Resume confirms; Delete confirms and
 * shows the server's reason when it refuses (open orders, stock).
 */
export function StoreAdmin() {
  const stores = useStores();
  const now = useNow(CLOCK_MS);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <AdminPage
      id="stores-admin-title"
      title="Stores"
      query={stores}
      addLabel="Add Store"
      onAdd={() => setOpen({ kind: 'add' })}
      skeleton={<StoreListSkeleton />}
      errorTitle="Stores could not be loaded"
      empty={{ title: 'No stores yet', description: 'Add the first dark store: the pincodes it delivers to, its hours and its stock.' }}
      list={(list) => (
        <StoreList
          stores={list}
          now={now}
          onEdit={(store) => setOpen({ kind: 'edit', store })}
          onPause={(store) => setOpen({ kind: 'pause', store })}
          onResume={(store) => setOpen({ kind: 'pause', store })}
          onDelete={(store) => setOpen({ kind: 'delete', store })}
        />
      )}
    >
      {open?.kind === 'add' ? <StoreFormDialog onClose={close} /> : null}
      {open?.kind === 'edit' ? <StoreFormDialog key={open.store._id} store={open.store} onClose={close} /> : null}
      {open?.kind === 'pause' ? <PauseStoreDialog store={open.store} onClose={close} /> : null}
      {open?.kind === 'delete' ? <DeleteStoreDialog store={open.store} onClose={close} /> : null}
    </AdminPage>
  );
}
