import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-hot-toast/headless';
import { EMAIL_MAX, NAME_MAX } from '@core/limits';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { inputClasses, invalidInputClasses, TextField } from '@/components/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formResolver, problemText, toastFirstProblem } from '@/lib/form';
import type { Rider } from '@/entities/rider/riders';
import { useStores } from '@/entities/store/stores';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useSaveRider } from '@/features/rider/api/save-rider';
import { riderChanges, riderForm, riderFormLabels as labels, riderServerProblem, type RiderFormValues } from '@/features/rider/rider-form';

/**
 * Add Rider / Edit rider: name, e-mail (fixed once added: it is their sign-in), mobile, home store.
 * Adding creates the rider's account and mails them a link to set their password. A problem shows
 * under its field (the server's refusals too). Mount it only while open.
 */
export function RiderFormDialog({ rider, onClose }: { rider?: Rider; onClose: () => void }) {
  const [resolver] = useState(() => formResolver<RiderFormValues, RiderFormValues>(riderForm));
  const { register, handleSubmit, setError, formState } = useForm<RiderFormValues>({
    resolver,
    defaultValues: { name: rider?.name ?? '', email: rider?.email ?? '', mobile: rider?.mobile ?? '', storeId: rider?.storeId ?? '' },
  });
  const stores = useStores();
  const save = useSaveRider();
  const submitOnce = useSubmitOnce();
  const formId = useId();
  const storeFieldId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const problem = (field: keyof RiderFormValues) => problemText(labels[field], formState.errors[field]);
  const storeProblem = problem('storeId');

  const submit = handleSubmit((values) => {
    const parsed = riderForm.parse(values);
    const changes = rider ? riderChanges(rider, parsed) : null;
    if (changes && Object.keys(changes).length === 1) {
      onClose();
      return;
    }
    setFailure(null);
    submitOnce((done) =>
      save.mutate(
        changes ? { update: changes } : { create: parsed },
        {
          onSuccess: (reply) => {
            toast.success(reply.message || (rider ? 'Rider updated' : 'Rider added: they get an e-mail to set their password'));
            onClose();
          },
          onError: (error) => {
            const message = errorMessage(error) || 'The rider could not be saved. Please try again.';
            const placed = error instanceof ApiError && (error.status === 400 || error.status === 409) ? riderServerProblem(message) : null;
            if (placed) setError(placed.field, { type: 'server', message: placed.text }, { shouldFocus: true });
            else setFailure(message);
          },
          onSettled: done,
        },
      ),
    );
  }, toastFirstProblem(labels));

  return (
    <Dialog
      open
      onClose={onClose}
      title={rider ? `Edit ${rider.name}` : 'Add Rider'}
      description={rider ? undefined : 'They get an e-mail with a link to set their password.'}
      footer={
        <>
          <Button variant="ghost" className="border border-line bg-white" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} pending={save.isPending}>
            {rider ? 'Save changes' : 'Add Rider'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        {failure ? (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
            {failure}
          </p>
        ) : null}
        <TextField label={labels.name} data-autofocus maxLength={NAME_MAX} autoComplete="off" {...register('name')} error={problem('name')} required />
        <TextField
          label={labels.email}
          type="email"
          maxLength={EMAIL_MAX}
          autoComplete="off"
          readOnly={Boolean(rider)}
          hint={rider ? 'Their sign-in: it cannot change.' : undefined}
          {...register('email')}
          error={problem('email')}
          required
        />
        <TextField label={labels.mobile} type="tel" inputMode="tel" maxLength={16} autoComplete="off" {...register('mobile')} error={problem('mobile')} required />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={storeFieldId} className="text-sm font-semibold text-ink">
            {labels.storeId}
          </label>
          <select
            id={storeFieldId}
            {...register('storeId')}
            aria-invalid={storeProblem ? true : undefined}
            aria-describedby={storeProblem ? `${storeFieldId}-error` : undefined}
            disabled={stores.isPending}
            className={cn(storeProblem ? invalidInputClasses : inputClasses)}
            required
          >
            <option value="">{stores.isPending ? 'Loading stores…' : stores.isError ? 'Stores could not be loaded' : 'Choose a store'}</option>
            {(stores.data ?? []).map((store) => (
              <option key={store._id} value={store._id}>
                {store.name}
              </option>
            ))}
          </select>
          {storeProblem ? (
            <p id={`${storeFieldId}-error`} className="text-sm text-danger">
              {storeProblem}
            </p>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}
