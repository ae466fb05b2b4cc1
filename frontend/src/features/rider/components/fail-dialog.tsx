import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-hot-toast/headless';
import * as z from 'zod';
import { failBody } from '@core/contracts/rider';
import { FAIL_REASON_MAX } from '@core/rider-order';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { TextField } from '@/components/text-field';
import { formResolver, problemText } from '@/lib/form';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useFailDelivery } from '@/features/rider/api/rider-me';

/** The reason as the server checks it (required, visible text, at most FAIL_REASON_MAX). */
const failForm = z.object({ reason: failBody.shape.reason });
type FailFormValues = z.input<typeof failForm>;

/**
 * Could not deliver: a reason the store reads (required); the order goes back to the store. A form
 * like every other: a missing reason shows under the field and the button stays live, so typing one
 * and pressing again sends it (nothing was started, so nothing is waited for).
 */
export function FailDialog({ order, onClose }: { order: { _id: string; orderId: string }; onClose: () => void }) {
  const formId = useId();
  const [resolver] = useState(() => formResolver<FailFormValues, FailFormValues>(failForm));
  const { register, handleSubmit, formState } = useForm<FailFormValues>({ resolver, defaultValues: { reason: '' } });
  const fail = useFailDelivery();
  const submitOnce = useSubmitOnce();

  const submit = handleSubmit((values) => {
    const { reason } = failForm.parse(values);
    submitOnce((done) =>
      fail.mutate(
        { orderId: order._id, reason },
        {
          onSuccess: (reply) => {
            toast.success(reply.message || 'The store has been told');
            onClose();
          },
          onSettled: done,
        },
      ),
    );
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Could not deliver ${order.orderId}?`}
      description="Take the order back to the store. The store decides whether to send it again or cancel it."
      size="sm"
      role="alertdialog"
      footer={
        <>
          <Button variant="ghost" className="border border-line bg-white" onClick={onClose} data-autofocus>
            Back
          </Button>
          <Button type="submit" form={formId} variant="danger" pending={fail.isPending}>
            Could not deliver
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <TextField
          label="Reason"
          maxLength={FAIL_REASON_MAX}
          placeholder="e.g. Nobody at the door, phone switched off"
          autoComplete="off"
          {...register('reason')}
          error={problemText('Reason', formState.errors.reason)}
          required
        />
      </form>
    </Dialog>
  );
}
