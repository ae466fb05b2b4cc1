import { useState } from 'react';
import { toast } from 'react-hot-toast/headless';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/skeleton';
import { Spinner } from '@/components/spinner';
import { useDisableAddress } from '@/features/address/api/disable-address';
import { useAddresses } from '@/features/address/api/get-addresses';
import type { Address } from '@/features/address/types';
import { AddressDetails } from '@/components/address-details';
import { AddAddressTile } from './add-address-tile';
import { AddressFormDialog } from './address-form-dialog';

type FormState = { mode: 'add' } | { mode: 'edit'; address: Address } | null;

/**
 * SPEC "Address panel": heading Address, Add Address, the saved addresses (each with edit and
 * remove) and a dashed Add address tile. Removing disables the address: it is hidden afterwards.
 */
export function AddressBook() {
  const addresses = useAddresses();
  const [form, setForm] = useState<FormState>(null);
  const openAdd = () => setForm({ mode: 'add' });

  return (
    <section aria-labelledby="address-title" className="flex flex-col gap-4">
      <PageHeader id="address-title" title="Address" query={addresses}>
        <Button onClick={openAdd}>Add Address</Button>
      </PageHeader>

      {addresses.isPending ? (
        <ul aria-busy="true" aria-label="Loading addresses" className="grid gap-3 md:grid-cols-2">
          {Array.from({ length: 2 }, (_, index) => (
            <li key={index} className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3.5 w-1/2" />
              <Skeleton className="h-3.5 w-1/3" />
              <Skeleton className="h-3.5 w-1/4" />
            </li>
          ))}
        </ul>
      ) : (
        <ul aria-label="Saved addresses" className="grid gap-3 md:grid-cols-2">
          {(addresses.data ?? []).map((address) => (
            <AddressCard key={address._id} address={address} onEdit={() => setForm({ mode: 'edit', address })} />
          ))}
          <li>
            <AddAddressTile onClick={openAdd} className="h-full" />
          </li>
        </ul>
      )}

      {form ? (
        <AddressFormDialog
          key={form.mode === 'edit' ? form.address._id : 'new'}
          address={form.mode === 'edit' ? form.address : undefined}
          onClose={() => setForm(null)}
        />
      ) : null}
    </section>
  );
}

function AddressCard({ address, onEdit }: { address: Address; onEdit: () => void }) {
  const disable = useDisableAddress();
  const label = `${address.address_line}, ${address.city}`;
  return (
    <li className="flex items-start justify-between gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm">
      <AddressDetails address={address} />
      <div className="flex shrink-0 gap-1.5">
        <button
          type="button"
          onClick={onEdit}
          aria-label={`Edit address ${label}`}
          title="Edit"
          className="flex size-9 items-center justify-center rounded-lg bg-brand-soft text-brand transition-colors hover:bg-brand hover:text-white"
        >
          <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M4 20h4L19 9l-4-4L4 16z" strokeLinejoin="round" />
            <path d="m13.5 6.5 4 4" />
          </svg>
        </button>
        <button
          type="button"
          onClick={() =>
            disable.mutate(address._id, {
              // SPEC section 8: address removal success says Address Remove.
              onSuccess: () => toast.success('Address Remove'),
            })
          }
          disabled={disable.isPending}
          aria-busy={disable.isPending || undefined}
          aria-label={`Remove address ${label}`}
          title="Remove"
          className="flex size-9 items-center justify-center rounded-lg bg-danger-soft text-danger transition-colors hover:bg-danger hover:text-white disabled:opacity-60"
        >
          {disable.isPending ? (
            <Spinner label={null} className="[&>svg]:size-4" />
          ) : (
            <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          )}
        </button>
      </div>
    </li>
  );
}
