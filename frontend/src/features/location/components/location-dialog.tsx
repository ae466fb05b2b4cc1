import { useId, useState, type FormEvent } from 'react';
import type { ApiAddress } from '@core/address';
import { PINCODE_DIGITS } from '@core/limits';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Skeleton } from '@/components/skeleton';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { getStoreChoice } from '@/lib/store-choice';
import { useChooseLocation } from '@/features/location/api/choose-location';

export type SavedAddress = Pick<ApiAddress, '_id' | 'address_line' | 'city' | 'pincode'>;

interface LocationDialogProps {
  onClose: () => void;
  /** A signed-in shopper's saved addresses (undefined while they load); null when nobody is signed in. */
  addresses: readonly SavedAddress[] | null | undefined;
}

/** The rule of the serviceability call and of addresses (functions/core/contracts/store.ts `pincode`). */
const PINCODE = new RegExp(`^[1-9]\\d{${PINCODE_DIGITS - 1}}$`);
/** The server's words for it (core/contracts/store.ts), which its 400 says too. */
const PINCODE_RULE = `Enter a ${PINCODE_DIGITS}-digit PIN code`;

/**
 * The header's location picker: type a pincode, or (signed in) pick a saved address. Loaded only
 * when opened (app/layout/location-picker.tsx). The pincode is checked before it is sent, its
 * problem shown under the field and read out with it; the dialog keeps the focus inside and gives
 * it back to the header's button.
 */
export function LocationDialog({ onClose, addresses }: LocationDialogProps) {
  const current = getStoreChoice();
  const [pincode, setPincode] = useState(current?.pincode ?? '');
  const [problem, setProblem] = useState<string>();
  const choose = useChooseLocation();
  const listTitle = useId();

  const pick = (request: { pincode: string; place: string }) => {
    if (choose.isPending) return;
    choose.mutate(request, {
      onSuccess: onClose,
      onError: (error) => setProblem(errorMessage(error) || 'Could not check this pincode. Please try again.'),
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = pincode.trim();
    if (!PINCODE.test(typed)) {
      setProblem(typed === '' ? 'Pincode is required' : PINCODE_RULE);
      return;
    }
    setProblem(undefined);
    pick({ pincode: typed, place: '' });
  };

  return (
    <Dialog open onClose={onClose} size="sm" title="Your delivery location" description="Stock and delivery time come from the store that delivers to you. Prices are the same everywhere.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <TextField
          label="Pincode"
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="e.g. 400001"
          maxLength={PINCODE_DIGITS}
          value={pincode}
          onChange={(event) => {
            setPincode(event.target.value);
            setProblem(undefined);
          }}
          error={problem}
          data-autofocus
        />
        <Button type="submit" pending={choose.isPending && choose.variables.place === ''} disabled={choose.isPending}>
          Check pincode
        </Button>
      </form>
      {addresses === null ? null : (
        <section aria-labelledby={listTitle} className="mt-5 flex flex-col gap-2 border-t border-line pt-4">
          <h3 id={listTitle} className="text-sm font-bold text-ink">
            Your saved addresses
          </h3>
          {addresses === undefined ? (
            <div aria-busy="true" aria-label="Loading addresses" className="flex flex-col gap-2">
              <Skeleton className="h-14 w-full rounded-xl" />
              <Skeleton className="h-14 w-full rounded-xl" />
            </div>
          ) : addresses.length === 0 ? (
            <p className="text-sm text-ink-muted">No saved addresses yet: add one at checkout or in My Addresses.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {addresses.map((address) => {
                const chosen = current?.pincode === address.pincode;
                return (
                  <li key={address._id}>
                    <button
                      type="button"
                      onClick={() => pick({ pincode: address.pincode, place: address.city })}
                      disabled={choose.isPending}
                      aria-current={chosen || undefined}
                      className={cn(
                        'flex min-h-11 w-full flex-col items-start rounded-xl border px-3 py-2 text-left text-sm transition-colors hover:border-brand/60 disabled:opacity-60',
                        chosen ? 'border-brand bg-brand-soft/60' : 'border-line',
                      )}
                    >
                      <span className="font-semibold break-words text-ink">{address.address_line}</span>
                      <span className="text-ink-muted">
                        {address.city} - {address.pincode}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}
    </Dialog>
  );
}
