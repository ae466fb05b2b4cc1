import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-hot-toast/headless';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { useSaveAddress } from '../api/save-address';
import { ADDRESS_FIELDS, fieldError } from '../address-fields';
import type { Address, AddressInput } from '../types';

interface AddressFormDialogProps {
  /** The address to edit; without it the dialog adds a new one. */
  address?: Address;
  onClose: () => void;
  /** After a successful save (the dialog closes itself too), with the new address when it added one. */
  onSaved?: (added: Pick<Address, '_id'> | undefined) => void;
}

const EMPTY: AddressInput = { address_line: '', city: '', state: '', pincode: '', country: 'India', mobile: '' };

/**
 * Add Address / Edit Address (SPEC "Address panel"): Address Line, City, State, Pincode, Country
 * (India unless changed), Mobile No., all required. Mount it only while open: closing unmounts it,
 * which is what resets the form. Used by the address panel and by checkout.
 */
export function AddressFormDialog({ address, onClose, onSaved }: AddressFormDialogProps) {
  const editing = address !== undefined;
  const [values, setValues] = useState<AddressInput>(() =>
    address
      ? {
          address_line: address.address_line,
          city: address.city,
          state: address.state,
          pincode: address.pincode,
          country: address.country,
          mobile: address.mobile,
        }
      : EMPTY,
  );
  const save = useSaveAddress(address);
  const submitOnce = useSubmitOnce();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  const failure = save.error ? errorMessage(save.error) : '';
  const badInput = save.error instanceof ApiError && save.error.status === 400 ? fieldError(failure) : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as unknown as AddressInput;
    submitOnce((done) =>
      save.mutate(input, {
        onSettled: done,
        onSuccess: (reply) => {
          if (reply.message) toast.success(reply.message);
          onSaved?.(editing ? undefined : reply.data);
          onClose();
        },
        onError: (error) => {
          // Take the user to the field the server refused.
          const bad = error instanceof ApiError && error.status === 400 ? fieldError(error.message) : null;
          const input = bad ? formRef.current?.elements.namedItem(bad.field) : null;
          if (input instanceof HTMLInputElement) input.focus();
        },
      }),
    );
  };

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
      <form ref={formRef} id={formId} onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        {failure && !badInput ? (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger sm:col-span-2">
            {failure}
          </p>
        ) : null}
        {ADDRESS_FIELDS.map((field, index) => {
          const invalid = badInput?.field === field.name;
          return (
            <TextField
              key={field.name}
              label={field.label}
              name={field.name}
              value={values[field.name]}
              onChange={(event) => {
                const value = event.target.value;
                setValues((current) => ({ ...current, [field.name]: value }));
              }}
              required
              autoComplete={field.autoComplete}
              inputMode={field.inputMode}
              type={field.name === 'mobile' ? 'tel' : 'text'}
              maxLength={field.maxLength}
              data-autofocus={index === 0 ? true : undefined}
              aria-invalid={invalid || undefined}
              hint={invalid ? <span className="font-medium text-danger">{badInput.text}</span> : undefined}
              className={field.wide ? 'sm:col-span-2' : undefined}
            />
          );
        })}
      </form>
    </Dialog>
  );
}
