import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { GST_STATES } from '@core/gstin';
import { FieldProblem, inputClasses, invalidInputClasses, TextField } from '@/components/text-field';
import type { StoreFormValues } from '@/features/store/store-form-values';

/**
 * The store's seller of record, which its tax invoices name: legal name, GSTIN and the state it is
 * registered in (the GSTIN's first two digits are that state's code). Left blank, the store's
 * delivered orders get no invoice and their page says so.
 */
export function StoreLegalFieldset() {
  const { register, formState } = useFormContext<StoreFormValues>();
  const errors = formState.errors.legal;
  const stateId = useId();
  const stateProblem = errors?.state?.message;
  return (
    <fieldset className="grid min-w-0 gap-4 border-t border-line pt-5 sm:grid-cols-3">
      <legend className="mb-1 text-base font-bold text-ink">Seller for tax invoices (GST)</legend>
      <p className="text-xs text-ink-muted sm:col-span-3">Printed on every invoice of this store. Without them, its orders get no tax invoice.</p>
      <TextField label="Legal name" maxLength={120} autoComplete="off" placeholder="e.g. Basket Retail Pvt Ltd" {...register('legal.name')} error={errors?.name?.message} />
      <TextField
        label="GSTIN"
        maxLength={15}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="e.g. 27AAPFU0939F1ZV"
        {...register('legal.gstin')}
        error={errors?.gstin?.message}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={stateId} className="text-sm font-semibold text-ink">
          State
        </label>
        <select
          id={stateId}
          {...register('legal.state')}
          aria-invalid={stateProblem ? true : undefined}
          aria-describedby={stateProblem ? `${stateId}-error` : undefined}
          className={stateProblem ? invalidInputClasses : inputClasses}
        >
          <option value="">Choose a state</option>
          {GST_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
        <FieldProblem id={`${stateId}-error`} problem={stateProblem} />
      </div>
    </fieldset>
  );
}
