import { useState } from 'react';
import { AdminPage } from '@/components/admin-page';
import { useRiders, type Rider } from '@/lib/riders';
import { DeactivateRiderDialog } from './deactivate-rider-dialog';
import { RiderFormDialog } from './rider-form-dialog';
import { RiderList, RiderListSkeleton } from './rider-list';

type Open = { kind: 'add' } | { kind: 'edit' | 'deactivate'; rider: Rider } | null;

/**
 * /dashboard/riders: every rider with their store, duty and the order they carry. Add
 * gives the rider an account and mails them a link to set their password; Deactivate (confirmed)
 * ends their sessions and takes them off duty.
 */
export function RiderAdmin() {
  const riders = useRiders();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <AdminPage
      id="riders-admin-title"
      title="Riders"
      query={riders}
      addLabel="Add Rider"
      onAdd={() => setOpen({ kind: 'add' })}
      skeleton={<RiderListSkeleton />}
      errorTitle="Riders could not be loaded"
      empty={{ title: 'No riders yet', description: 'Add the riders who deliver from your stores: each gets an e-mail to set a password.' }}
      list={(list) => <RiderList riders={list} onEdit={(rider) => setOpen({ kind: 'edit', rider })} onDeactivate={(rider) => setOpen({ kind: 'deactivate', rider })} />}
    >
      {open?.kind === 'add' ? <RiderFormDialog onClose={close} /> : null}
      {open?.kind === 'edit' ? <RiderFormDialog key={open.rider._id} rider={open.rider} onClose={close} /> : null}
      {open?.kind === 'deactivate' ? <DeactivateRiderDialog rider={open.rider} onClose={close} /> : null}
    </AdminPage>
  );
}
