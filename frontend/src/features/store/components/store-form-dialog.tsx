import { useId, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors, type FieldPath, type Resolver } from 'react-hook-form';
import { toast } from 'react-hot-toast/headless';
import { ADDRESS_LINE_MAX, ADDRESS_PART_MAX, NAME_MAX, PINCODE_DIGITS } from '@core/limits';
import { EXPIRING_SOON_DAYS_MAX, STORE_MAX_OPEN_ORDERS_MAX, STORE_PREP_MINUTES_MAX, STORE_REASON_MAX, SUBSTITUTION_MINUTES_MAX } from '@core/contracts/store';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import { formResolver, problemText } from '@/lib/form';
import type { Store } from '@/entities/store/stores';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useSaveStore } from '@/features/store/api/save-store';
import {
  changesNothing,
  serverProblems,
  storeChanges,
  storeFormLabels as labels,
  storeFormSchema,
  storeFormValues,
  toStoreRequest,
  type StoreFormValues,
} from '@/features/store/store-form-values';
import { CapacityFieldset } from './capacity-fieldset';
import { ClaimsFieldset } from './claims-fieldset';
import { FeesField } from './fees-field';
import { HoursField } from './hours-field';
import { StoreLegalFieldset } from './store-legal-fieldset';
import { ZonesField } from './zones-field';

type Plain = Exclude<keyof typeof labels, 'zones' | 'hours' | 'fees' | 'capacity' | 'claimHours' | 'claimAutoLimit' | 'claimAutoMaxPer30d'>;

/** The first problem, in the form's order, for the toast (the rest show under their fields). */
function firstProblem(errors: FieldErrors<StoreFormValues>): string | undefined {
  for (const field of Object.keys(labels) as (keyof typeof labels)[]) {
    const error = errors[field];
    if (!error) continue;
    if (field === 'zones' || field === 'hours') {
      const own = problemText(labels[field], (error as { root?: { message?: string } }).root ?? (error as { message?: string }));
      return own ?? `${labels[field]}: please check the marked ${field === 'zones' ? 'pincodes' : 'times'}.`;
    }
    return problemText(labels[field], error as { message?: string });
  }
  return undefined;
}

/**
 * Add Store / Edit store: where it is, how it delivers (prep time, when it gets busy, the pincodes it
 * serves and the riding time to each), its opening hours, paused or not, and whether it is the
 * default store. An edit sends only what changed. Mount it only while open (closing resets it).
 */
export function StoreFormDialog({ store, onClose }: { store?: Store; onClose: () => void }) {
  const [resolver] = useState(() => {
    const checked: Resolver<StoreFormValues> = formResolver(storeFormSchema);
    return checked;
  });
  const form = useForm<StoreFormValues>({ resolver, defaultValues: storeFormValues(store) });
  const { register, handleSubmit, setError, formState, control } = form;
  const paused = useWatch({ control, name: 'paused' });
  const save = useSaveStore();
  const submitOnce = useSubmitOnce();
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const problem = (field: Plain) => problemText(labels[field], formState.errors[field]);

  const submit = handleSubmit(
    (values) => {
      const request = toStoreRequest(values);
      const changes = store ? storeChanges(store, request) : null;
      if (changes && changesNothing(changes)) {
        onClose();
        return;
      }
      setFailure(null);
      submitOnce((done) =>
        save.mutate(changes ? { update: changes } : { create: request }, {
          onSettled: done,
          onSuccess: (reply) => {
            toast.success(reply.message || (store ? 'Store updated' : 'Store added'));
            onClose();
          },
          onError: (error) => {
            const message = errorMessage(error) || 'The store could not be saved. Please try again.';
            const placed = serverProblems(error, values);
            // Every field the server refused gets its words, the first the focus (a pincode another
            // store serves: its row); the toast says it too (query-client.ts).
            placed.forEach(({ field, text }, index) =>
              setError(field as FieldPath<StoreFormValues>, { type: 'server', message: text }, { shouldFocus: index === 0 }),
            );
            if (placed.length === 0) setFailure(message);
          },
        }),
      );
    },
    (errors) => {
      const text = firstProblem(errors);
      if (text) toast.error(text);
    },
  );

  return (
    <Dialog
      open
      onClose={onClose}
      size="xl"
      title={store ? `Edit ${store.name}` : 'Add Store'}
      footer={
        <>
          <Button variant="ghost" className="border border-line bg-white" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} pending={save.isPending}>
            {store ? 'Save changes' : 'Add Store'}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form id={formId} onSubmit={(event) => void submit(event)} className="flex flex-col gap-6" noValidate>
          {failure ? (
            <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
              {failure}
            </p>
          ) : null}

          <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-base font-bold text-ink">Store</legend>
            <TextField label={labels.name} data-autofocus maxLength={NAME_MAX} autoComplete="off" placeholder="e.g. Mumbai Central" {...register('name')} error={problem('name')} required />
            <TextField label={labels.mobile} type="tel" inputMode="tel" maxLength={16} autoComplete="off" {...register('mobile')} error={problem('mobile')} required />
            <TextField label={labels.address_line} maxLength={ADDRESS_LINE_MAX} autoComplete="off" className="sm:col-span-2" {...register('address_line')} error={problem('address_line')} required />
            <TextField label={labels.city} maxLength={ADDRESS_PART_MAX} autoComplete="off" {...register('city')} error={problem('city')} required />
            <TextField label={labels.pincode} inputMode="numeric" maxLength={PINCODE_DIGITS} autoComplete="off" hint="Where the store is; the pincodes it delivers to are below." {...register('pincode')} error={problem('pincode')} required />
          </fieldset>

          <fieldset className="grid min-w-0 gap-4 border-t border-line pt-5 sm:grid-cols-3">
            <legend className="sr-only">Delivery and stock</legend>
            <NumberField label={labels.prepMinutes} max={STORE_PREP_MINUTES_MAX} hint="Picking and packing an order. Added to every ETA." error={problem('prepMinutes')} field={register('prepMinutes')} />
            <NumberField
              label={labels.maxOpenOrders}
              max={STORE_MAX_OPEN_ORDERS_MAX}
              hint="Each time this many orders are open, the ETA grows by the prep time."
              error={problem('maxOpenOrders')}
              field={register('maxOpenOrders')}
            />
            <NumberField label={labels.lowStockThreshold} min={0} hint="Stock at or below this is Low on the Stock page." error={problem('lowStockThreshold')} field={register('lowStockThreshold')} />
            <NumberField label={labels.expiringSoonDays} min={0} max={EXPIRING_SOON_DAYS_MAX} hint="A batch expiring within this many days is marked on the Stock page." error={problem('expiringSoonDays')} field={register('expiringSoonDays')} />
            <NumberField
              label={labels.substitutionMinutes}
              min={1}
              max={SUBSTITUTION_MINUTES_MAX}
              hint="How long a shopper has to accept or reject a substitute before their choice in the cart decides."
              error={problem('substitutionMinutes')}
              field={register('substitutionMinutes')}
            />
          </fieldset>

          <div className="border-t border-line pt-5">
            <ZonesField />
          </div>
          <div className="border-t border-line pt-5">
            <HoursField />
          </div>
          <div className="border-t border-line pt-5">
            <FeesField />
          </div>
          <div className="border-t border-line pt-5">
            <CapacityFieldset />
          </div>
          <ClaimsFieldset />

          <StoreLegalFieldset />

          <fieldset className="flex min-w-0 flex-col gap-3 border-t border-line pt-5">
            <legend className="sr-only">Status</legend>
            <Check label="Paused: take no new orders" {...register('paused')} />
            {paused ? (
              <TextField
                label={labels.reason}
                maxLength={STORE_REASON_MAX}
                autoComplete="off"
                placeholder="e.g. Closed for maintenance"
                hint="Shoppers in its pincodes see this."
                {...register('reason')}
                error={problem('reason')}
              />
            ) : null}
            {store?.isDefault ? (
              <p className="flex items-center gap-2 text-sm text-ink">
                <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-bold text-brand-hover">Default</span>
                Serves shoppers who have not chosen a location. To change that, make another store the default.
              </p>
            ) : (
              <Check label="Default store: serves shoppers who have not chosen a location" {...register('isDefault')} />
            )}
          </fieldset>
        </form>
      </FormProvider>
    </Dialog>
  );
}

type Registered = ReturnType<ReturnType<typeof useForm<StoreFormValues>>['register']>;

function NumberField({ label, hint, error, min = 1, max, field }: { field: Registered; label: string; hint: string; error?: string; min?: number; max?: number }) {
  return <TextField label={label} type="number" inputMode="numeric" {...field} min={min} max={max} step={1} hint={hint} error={error} required />;
}

function Check({ label, ...field }: Registered & { label: string }) {
  return (
    <label className="flex min-h-11 items-center gap-2.5 text-sm font-medium text-ink sm:min-h-0">
      <input type="checkbox" className="size-4 accent-brand" {...field} />
      {label}
    </label>
  );
}
