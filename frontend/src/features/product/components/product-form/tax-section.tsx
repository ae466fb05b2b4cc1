import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { GST_RATES } from '@core/invoice';
import { FieldProblem, inputClasses, invalidInputClasses, TextField } from '@/components/text-field';
import { problemText } from '@/lib/form';
import { FormSection } from './form-section';
import { productFormLabels as labels, type ProductFormValues } from './product-form-values';

/**
 * The product's GST rate and HSN code, which its tax invoices print. Prices stay tax-inclusive:
 * the rate says how much of the price is tax, it never adds to it. Both optional (none: exempt, no HSN).
 */
export function TaxSection() {
  const { register, formState } = useFormContext<ProductFormValues>();
  const { errors } = formState;
  const rateId = useId();
  const rateProblem = problemText(labels.gstRate, errors.gstRate);
  return (
    <FormSection title="Tax (GST)">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={rateId} className="text-sm font-semibold text-ink">
            {labels.gstRate}
          </label>
          <select
            id={rateId}
            {...register('gstRate')}
            aria-invalid={rateProblem ? true : undefined}
            aria-describedby={`${rateId}-hint${rateProblem ? ` ${rateId}-error` : ''}`}
            className={rateProblem ? invalidInputClasses : inputClasses}
          >
            <option value="">Not set (0 %, exempt)</option>
            {GST_RATES.map((rate) => (
              <option key={rate} value={String(rate)}>
                {rate} %
              </option>
            ))}
          </select>
          <p id={`${rateId}-hint`} className="text-xs text-ink-muted">
            Inside the price (MRP), never added to it.
          </p>
          <FieldProblem id={`${rateId}-error`} problem={rateProblem} />
        </div>
        <TextField
          label={labels.hsn}
          inputMode="numeric"
          maxLength={8}
          autoComplete="off"
          placeholder="e.g. 0401 for milk"
          hint="4 to 8 digits, printed on the invoice"
          {...register('hsn')}
          error={problemText(labels.hsn, errors.hsn)}
        />
      </div>
    </FormSection>
  );
}
