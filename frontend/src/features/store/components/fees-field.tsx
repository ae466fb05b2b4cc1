import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { DELIVERY_BANDS_MAX } from '@core/contracts/store-fees';
import type { StoreFormValues } from '@/features/store/store-form-values';

/**
 * The store's fee rules (rupees; empty or 0 is none): delivery fee bands by cart value, a small-cart
 * fee, handling, a late-night fee with its hours, a cash on delivery fee and a surge fee charged only
 * while the store is busy. Shoppers see each in the cart with its reason, before they pay.
 */
export function FeesField() {
  const { register, control, formState } = useFormContext<StoreFormValues>();
  const bands = useFieldArray({ control, name: 'fees.bands' });
  const problem = (formState.errors.fees as { message?: string } | undefined)?.message;
  const money = { inputMode: 'decimal' as const, autoComplete: 'off' };
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-1 text-base font-bold text-ink">Fees</legend>
      <p className="text-sm text-ink-muted">Every fee is optional: leave it empty (or 0) to charge none. Amounts in rupees.</p>
      {problem ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
          Fees: {problem}
        </p>
      ) : null}
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-bold text-ink">Delivery fee by cart value</h3>
        <p className="text-xs text-ink-muted">Each band charges its fee below its cart value; from the last band up, delivery is free. Bands go up.</p>
        <ul className="flex flex-col gap-2" aria-label="Delivery fee bands">
          {bands.fields.map((band, index) => (
            <li key={band.id} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
              <TextField label={`Band ${index + 1}: carts under (₹)`} {...money} {...register(`fees.bands.${index}.below`)} />
              <TextField label="Delivery fee (₹)" {...money} {...register(`fees.bands.${index}.fee`)} />
              <Button variant="ghost" className="border border-line" onClick={() => bands.remove(index)} aria-label={`Remove band ${index + 1}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
        {bands.fields.length < DELIVERY_BANDS_MAX ? (
          <Button variant="ghost" className="self-start border border-line" onClick={() => bands.append({ below: '', fee: '' })}>
            Add band
          </Button>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Small cart fee (₹)" {...money} {...register('fees.smallCartFee')} />
        <TextField label="for carts under (₹)" {...money} {...register('fees.smallCartBelow')} />
        <TextField label="Handling fee (₹)" {...money} hint="On every order." {...register('fees.handling')} />
        <TextField label="Cash on delivery fee (₹)" {...money} hint="Only when paying cash; named in the cart." {...register('fees.cash')} />
        <TextField label="Surge fee (₹)" {...money} hint="Only while the store is busy: more open orders than Busy after." {...register('fees.surge')} />
        <TextField label="Late night fee (₹)" {...money} {...register('fees.lateNightFee')} />
        <TextField label="Late night from (HH:MM)" autoComplete="off" {...register('fees.lateNightFrom')} />
        <TextField label="Late night until (HH:MM)" autoComplete="off" {...register('fees.lateNightTo')} />
      </div>
    </fieldset>
  );
}
