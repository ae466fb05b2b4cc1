import { useId, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-hot-toast/headless';
import type { ApiOffer } from '@core/contracts/offer';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { inputClasses, TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import { formResolver, problemText, toastFirstProblem } from '@/lib/form';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useSaveOffer } from '@/features/offer/api/offers';
import { offerForm, offerFormLabels as labels, toFormValues, toRequest, type OfferFormValues } from '@/features/offer/offer-form';
import { OfferStorePicker } from './offer-store-picker';

/** Add offer / Edit offer: every field of an offer; a problem shows under its field, a refusal above the form. Mount it only while open. */
export function OfferFormDialog({ offer, onClose }: { offer?: ApiOffer; onClose: () => void }) {
  const [resolver] = useState(() => formResolver<OfferFormValues, OfferFormValues>(offerForm));
  const { register, handleSubmit, control, formState } = useForm<OfferFormValues>({ resolver, defaultValues: toFormValues(offer) });
  const save = useSaveOffer();
  const submitOnce = useSubmitOnce();
  const formId = useId();
  const kindId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const problem = (field: keyof OfferFormValues) => problemText(labels[field], formState.errors[field]);
  const kind = useWatch({ control, name: 'kind' });
  const stores = useController({ control, name: 'storeIds' });

  const submit = handleSubmit((values) => {
    const body = toRequest(values);
    setFailure(null);
    submitOnce((done) =>
      save.mutate(offer ? { update: { ...body, _id: offer._id } } : { create: body }, {
        onSuccess: (reply) => {
          toast.success(reply.message || 'Offer saved');
          onClose();
        },
        onError: (error) => setFailure(errorMessage(error) || 'The offer could not be saved. Please try again.'),
        onSettled: done,
      }),
    );
  }, toastFirstProblem(labels));

  return (
    <Dialog
      open
      onClose={onClose}
      title={offer ? `Edit ${offer.code ?? offer.title}` : 'Add offer'}
      footer={
        <>
          <Button variant="ghost" className="border border-line bg-white" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} pending={save.isPending}>
            {offer ? 'Save changes' : 'Add offer'}
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
        <TextField label={labels.code} hint="Blank: an automatic offer, shown in every cart it applies to." autoComplete="off" maxLength={20} {...register('code')} error={problem('code')} />
        <TextField label={labels.title} data-autofocus autoComplete="off" maxLength={80} {...register('title')} error={problem('title')} required />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={kindId} className="text-sm font-semibold text-ink">
            {labels.kind}
          </label>
          <select id={kindId} {...register('kind')} className={inputClasses}>
            <option value="flat">Flat amount off</option>
            <option value="percent">Percent off (with a cap)</option>
            <option value="free_delivery">Free delivery</option>
          </select>
        </div>
        {kind === 'percent' ? (
          <div className="grid grid-cols-2 gap-3">
            <TextField label={labels.percent} inputMode="numeric" {...register('percent')} error={problem('percent')} />
            <TextField label={labels.cap} inputMode="decimal" hint="Blank: no cap" {...register('cap')} error={problem('cap')} />
          </div>
        ) : null}
        {kind === 'flat' ? <TextField label={labels.flat} inputMode="decimal" {...register('flat')} error={problem('flat')} /> : null}
        <TextField label={labels.minCart} inputMode="decimal" hint="The items after their discounts" {...register('minCart')} error={problem('minCart')} />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField label={labels.validFrom} type="datetime-local" {...register('validFrom')} error={problem('validFrom')} />
          <TextField label={labels.validTo} type="datetime-local" {...register('validTo')} error={problem('validTo')} />
        </div>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField label={labels.perShopperLimit} inputMode="numeric" {...register('perShopperLimit')} error={problem('perShopperLimit')} />
          <TextField label={labels.totalLimit} inputMode="numeric" {...register('totalLimit')} error={problem('totalLimit')} />
        </div>
        <label className="flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" className="size-4" {...register('firstOrderOnly')} /> {labels.firstOrderOnly}
        </label>
        <label className="flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" className="size-4" {...register('active')} /> {labels.active}
        </label>
        <OfferStorePicker legend={labels.storeIds} value={stores.field.value} onChange={stores.field.onChange} />
      </form>
    </Dialog>
  );
}
