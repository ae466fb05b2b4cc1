import { useFormContext, useWatch } from 'react-hook-form';
import { STORE_PER_RIDER_MAX } from '@core/contracts/store';
import { TextField } from '@/components/text-field';
import type { StoreFormValues } from '@/features/store/store-form-values';

/**
 * The store's capacity rule (functions/core/capacity.ts): open orders per rider on duty that make it
 * busy, pause it for high demand, and let it take orders again; and the admin's override. Off: busy
 * past "Busy after", never paused for its load. Two orders a trip (functions/core/batching.ts) sits
 * here too: it is how the store carries more at peak.
 */
export function CapacityFieldset() {
  const { register } = useFormContext<StoreFormValues>();
  const on = useWatch<StoreFormValues, 'capacity.on'>({ name: 'capacity.on' });
  const perRider = { type: 'number', inputMode: 'numeric' as const, min: 1, max: STORE_PER_RIDER_MAX, step: 1, autoComplete: 'off' };
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-base font-bold text-ink">Capacity</legend>
      <label className="flex min-h-11 items-center gap-2.5 text-sm font-medium text-ink sm:min-h-0">
        <input type="checkbox" className="size-4 accent-brand" {...register('capacity.on')} />
        Limit open orders per rider on duty (no rider on duty counts as one)
      </label>
      {on ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Busy above (per rider)" hint="The ETA grows and the surge fee applies." {...perRider} {...register('capacity.busyPerRider')} />
          <TextField label="Pause at (per rider)" hint="Shoppers see: Very high demand, back in a few minutes." {...perRider} {...register('capacity.pausePerRider')} />
          <TextField label="Resume below (per rider)" hint="Below the pause limit, so it does not flip on and off." {...perRider} {...register('capacity.resumePerRider')} />
        </div>
      ) : null}
      <label className="flex flex-col gap-1 text-sm font-medium text-ink">
        Override
        <select className="min-h-11 rounded-lg border border-line bg-white px-3 text-sm sm:min-h-9" {...register('capacityMode')}>
          <option value="auto">Automatic: the capacity rule decides</option>
          <option value="open">Keep open: never pause for high demand</option>
          <option value="paused">Pause for high demand now</option>
        </select>
      </label>
      <label className="flex min-h-11 items-center gap-2.5 text-sm font-medium text-ink sm:min-h-0">
        <input type="checkbox" className="size-4 accent-brand" {...register('batching')} />
        Two orders a trip
        <span className="font-normal text-ink-muted">(a rider takes a second order when both ETAs still hold)</span>
      </label>
    </fieldset>
  );
}
