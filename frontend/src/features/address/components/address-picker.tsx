import { Suspense, lazy, useState } from 'react';
import { AddressDetails } from '@/components/address-details';
import { Skeleton } from '@/components/skeleton';
import type { Address } from '@/features/address/types';
import { AddAddressTile } from './add-address-tile';

// The form's code (react-hook-form, the zod rules: some 37 KB) loads when the dialog opens, not with checkout.
const AddressFormDialog = lazy(() => import('./address-form-dialog').then((module) => ({ default: module.AddressFormDialog })));

interface AddressPickerProps {
  /** The saved addresses; undefined while they load. */
  addresses: readonly Address[] | undefined;
  chosenId: string | undefined;
  onChoose: (addressId: string) => void;
}

/**
 * SPEC "Checkout": the radio list of saved addresses and the Add address tile, whose dialog chooses
 * the address it saves.
 */
export function AddressPicker({ addresses, chosenId, onChoose }: AddressPickerProps) {
  const [adding, setAdding] = useState(false);
  if (!addresses) {
    return (
      <div aria-busy="true" aria-label="Loading addresses" className="flex flex-col gap-3">
        {/* A saved address's card and the Add tile, at their usual heights: what replaces them moves nothing below. */}
        <Skeleton className="h-28 w-full rounded-xl" />
        <Skeleton className="h-24 w-full rounded-xl" />
      </div>
    );
  }
  return (
    <>
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">Delivery address</legend>
        {addresses.map((address) => (
          <label
            key={address._id}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-line p-3 transition-colors hover:border-brand/50 has-[:checked]:border-brand has-[:checked]:bg-brand-soft/50"
          >
            <input
              type="radio"
              name="delivery-address"
              value={address._id}
              checked={chosenId === address._id}
              onChange={() => onChoose(address._id)}
              className="mt-0.5 size-4 shrink-0 accent-brand"
            />
            <AddressDetails address={address} />
          </label>
        ))}
        <AddAddressTile onClick={() => setAdding(true)} />
      </fieldset>
      {adding ? (
        <Suspense fallback={null}>
          <AddressFormDialog
            onClose={() => setAdding(false)}
            onSaved={(address) => {
              if (address) onChoose(address._id);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
