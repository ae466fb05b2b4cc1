import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-hot-toast/headless';
import * as z from 'zod';
import { addressFields } from '@core/contracts/address';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import { formResolver, problemText, serverFieldProblems, toastFirstProblem } from '@/lib/form';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useSaveAddress } from '@/features/address/api/save-address';
import { ADDRESS_FIELDS, addressFieldOf } from '@/features/address/address-fields';
import type { Address, AddressInput } from '@/features/address/types';

interface AddressFormDialogProps {
  /** The address to edit; without it the dialog adds a new one. */
  address?: Address;
  onClose: () => void;
  /** After a successful save (the dialog closes itself too), with the new address when it added one. */
  onSaved?: (added: Pick<Address, '_id'> | undefined) => void;
}

const EMPTY: AddressInput = { address_line: '', city: '', state: '', pincode: '', country: 'India', mobile: '' };
/** The server's rules for the address calls (functions/core/contracts/fields.ts). */
const schema = z.object(addressFields);
const labels = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field.name, field.label])) as Record<keyof AddressInput, string>;

/**
 * Add Address / Edit Address (SPEC "Address panel"): Address Line, City, State, Pincode, Country
 * (India unless changed), Mobile No., all required. Mount it only while open: closing unmounts it,
 * which is what resets the form. Used by the address panel and by checkout.
 */
export function AddressFormDialog({ address, onClose, onSaved }: AddressFormDialogProps) {
  const editing = address !== undefined;
  const { register, handleSubmit, setError, formState } = useForm<AddressInput>({
    resolver: formResolver(schema),
    defaultValues: address
      ? {
          address_line: address.address_line,
          city: address.city,
          state: address.state,
          pincode: address.pincode,
          country: address.country,
          mobile: address.mobile,
        }
      : EMPTY,
  });
  const save = useSaveAddress(address);
  const submitOnce = useSubmitOnce();
  const formId = useId();

  const failure = save.error ? errorMessage(save.error) : '';
  const placed = serverFieldProblems(save.error, addressFieldOf);

  const onSubmit = handleSubmit((typed) => {
    const input = Object.fromEntries(Object.entries(typed).map(([key, value]) => [key, value.trim()])) as unknown as AddressInput;
    submitOnce((done) =>
      save.mutate(input, {
        onSettled: done,
        onSuccess: (reply) => {
          if (reply.message) toast.success(reply.message);
          onSaved?.(editing ? undefined : reply.data);
          onClose();
        },
        onError: (error) => {
          // Every field the server refused gets its words; the first also the focus.
          serverFieldProblems(error, addressFieldOf).forEach(({ field, text }, index) =>
            setError(field, { type: 'server', message: text }, { shouldFocus: index === 0 }),
          );
        },
      }),
    );
  }, toastFirstProblem(labels));

  return (
    <Dialog
      open
      onClose={onClose}
      title={editing ? 'Edit Address' : 'Add Address'}
      footer={
        <>
          <Button variant="ghost" className="border border-line bg-white" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} pending={save.isPending}>
            Submit
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void onSubmit(event)} className="grid gap-4 sm:grid-cols-2" noValidate>
        {failure && placed.length === 0 ? (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger sm:col-span-2">
            {failure}
          </p>
        ) : null}
        {ADDRESS_FIELDS.map((field, index) => (
          <TextField
            key={field.name}
            label={field.label}
            {...register(field.name)}
            error={problemText(field.label, formState.errors[field.name])}
            required
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            type={field.name === 'mobile' ? 'tel' : 'text'}
            maxLength={field.maxLength}
            data-autofocus={index === 0 ? true : undefined}
            className={field.wide ? 'sm:col-span-2' : undefined}
          />
        ))}
      </form>
    </Dialog>
  );
}
