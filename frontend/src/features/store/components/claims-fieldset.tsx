import { useFormContext } from 'react-hook-form';
import { CLAIM_AUTO_LIMIT_PAISE_MAX, CLAIM_AUTO_MAX_PER_30D_MAX, CLAIM_HOURS_MAX } from '@core/contracts/store';
import { TextField } from '@/components/text-field';
import { problemText } from '@/lib/form';
import { storeFormLabels as labels, type StoreFormValues } from '@/features/store/store-form-values';

/**
 * Problems after delivery (functions/core/claims.ts): how long shoppers may report one, and which
 * claims are approved and paid back at once; the rest wait on the Claims page for an admin.
 */
export function ClaimsFieldset() {
  const { register, formState } = useFormContext<StoreFormValues>();
  const problem = (field: 'claimHours' | 'claimAutoLimit' | 'claimAutoMaxPer30d') => problemText(labels[field], formState.errors[field]);
  const whole = { type: 'number', inputMode: 'numeric' as const, step: 1, autoComplete: 'off', required: true };
  return (
    <fieldset className="grid min-w-0 gap-4 border-t border-line pt-5 sm:grid-cols-3">
      <legend className="mb-1 text-base font-bold text-ink">Problems after delivery</legend>
      <TextField
        label={labels.claimHours}
        {...whole}
        min={1}
        max={CLAIM_HOURS_MAX}
        hint={`Hours after delivery, 1 to ${CLAIM_HOURS_MAX}.`}
        {...register('claimHours')}
        error={problem('claimHours')}
      />
      <TextField
        label={labels.claimAutoLimit}
        inputMode="decimal"
        autoComplete="off"
        required
        hint={`Smaller claims are refunded at once. 0: an admin decides every claim. At most ₹${(CLAIM_AUTO_LIMIT_PAISE_MAX / 100).toLocaleString('en-IN')}.`}
        {...register('claimAutoLimit')}
        error={problem('claimAutoLimit')}
      />
      <TextField
        label={labels.claimAutoMaxPer30d}
        {...whole}
        min={0}
        max={CLAIM_AUTO_MAX_PER_30D_MAX}
        hint="A shopper with this many approved claims in 30 days waits for an admin."
        {...register('claimAutoMaxPer30d')}
        error={problem('claimAutoMaxPer30d')}
      />
    </fieldset>
  );
}
