import { useState } from 'react';
import { toast } from 'react-hot-toast/headless';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
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
 * remove) and a dashed Add address tile. Removing disables the address: it is hidden afterwards,
 * so it asks first (one tap on the bin used to lose an address).
 */
export function AddressBook() {
  const addresses = useAddresses();
  const [form, setForm] = useState<FormState>(null);
  const [toRemove, setToRemove] = useState<Address | null>(null);
  // Here, not in the card: the card is gone once the list refetches, and the toast must still come.
  const disable = useDisableAddress();
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
            <AddressCard
              key={address._id}
              address={address}
              removing={disable.isPending && disable.variables === address._id}
              onEdit={() => setForm({ mode: 'edit', address })}
              onRemove={() => setToRemove(address)}
            />
          ))}
          <li>
            <AddAddressTile onClick={openAdd} className="h-full" />
          </li>
        </ul>
      )}

      <ConfirmDialog
        open={toRemove !== null}
        title="Remove address"
        message={
          <>
            Remove <span className="font-semibold text-ink">{toRemove ? labelOf(toRemove) : ''}</span> from your saved addresses?
          </>
        }
        confirmLabel="Remove"
        pending={disable.isPending}
        onCancel={() => setToRemove(null)}
        onConfirm={() => {
          if (!toRemove || disable.isPending) return;
          disable.mutate(toRemove._id, {
            // SPEC section 8: address removal success says Address Remove. A failure is toasted by
            // the QueryClient and the dialog stays, to try again or cancel.
            onSuccess: () => {
              setToRemove(null);
              toast.success('Address Remove');
            },
          });
        }}
      />

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

const labelOf = (address: Address) => `${address.address_line}, ${address.city}`;

interface AddressCardProps {
  address: Address;
  removing: boolean;
  onEdit: () => void;
  onRemove: () => void;
}

function AddressCard({ address, removing, onEdit, onRemove }: AddressCardProps) {
  const label = labelOf(address);
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
          onClick={onRemove}
          disabled={removing}
          aria-busy={removing || undefined}
          aria-label={`Remove address ${label}`}
          title="Remove"
          className="flex size-9 items-center justify-center rounded-lg bg-danger-soft text-danger transition-colors hover:bg-danger hover:text-white disabled:opacity-60"
        >
          {removing ? (
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
