import { useState } from 'react';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { useRiders, type Rider } from '@/lib/riders';
import { DeactivateRiderDialog } from './deactivate-rider-dialog';
import { RiderFormDialog } from './rider-form-dialog';
import { RiderList, RiderListSkeleton } from './rider-list';

type Open = { kind: 'add' } | { kind: 'edit' | 'deactivate'; rider: Rider } | null;

/**
 * /dashboard/riders (issue 24): every rider with their store, duty and the order they carry. Add
 * gives the rider an account and mails them a link to set their password; Deactivate (confirmed)
 * ends their sessions and takes them off duty.
 */
export function RiderAdmin() {
  const riders = useRiders();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const addButton = (
    <Button onClick={() => setOpen({ kind: 'add' })}>
      <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
        <path d="M10 4v12M4 10h12" strokeLinecap="round" />
      </svg>
      Add Rider
    </Button>
  );

  return (
    <section aria-labelledby="riders-admin-title" className="flex min-w-0 flex-col gap-4">
      <PageHeader id="riders-admin-title" title="Riders" query={riders}>
        {addButton}
      </PageHeader>
      {riders.isPending ? (
        <RiderListSkeleton />
      ) : riders.isError ? (
        <LoadError title="Riders could not be loaded" query={riders} />
      ) : riders.data.length === 0 ? (
        <EmptyState title="No riders yet" description="Add the riders who deliver from your stores: each gets an e-mail to set a password." action={addButton} />
      ) : (
        <RiderList riders={riders.data} onEdit={(rider) => setOpen({ kind: 'edit', rider })} onDeactivate={(rider) => setOpen({ kind: 'deactivate', rider })} />
      )}
      {open?.kind === 'add' ? <RiderFormDialog onClose={close} /> : null}
      {open?.kind === 'edit' ? <RiderFormDialog key={open.rider._id} rider={open.rider} onClose={close} /> : null}
      {open?.kind === 'deactivate' ? <DeactivateRiderDialog rider={open.rider} onClose={close} /> : null}
    </section>
  );
}
