import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { TextField } from '@/components/text-field';
import { formResolver, problemText } from '@/lib/form';
import { useSubmitOnce } from '@/lib/use-submit-once';

interface ReasonDialogProps {
  title: string;
  description: string;
  /** 'alertdialog' where the step cannot be undone from here (a delivery handed back). */
  role?: 'dialog' | 'alertdialog';
  /** The rule the reason must pass, in the server's words ("is required"); its output is what is sent. */
  reason: z.ZodType<string, string>;
  maxLength: number;
  placeholder: string;
  hint?: string;
  cancelLabel: string;
  submitLabel: string;
  submitVariant?: 'primary' | 'danger';
  /** What takes the focus first: the way back (a step to think twice about) or the field. */
  focus: 'cancel' | 'reason';
  pending: boolean;
  /** Called once per accepted submit with the reason as the rule returns it; call `done` when the call settles. */
  onSubmit: (reason: string, done: () => void) => void;
  onClose: () => void;
}

/**
 * A step that needs a reason someone will read (the store, the order's timeline): one required
 * field in a dialog. A form rather than a confirm: a missing reason shows under the field and the
 * button stays live, so typing one and pressing again sends it (nothing was started, so nothing is
 * waited for); a double press sends it once.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { reason, onSubmit, onClose } = props;
  const formId = useId();
  const [form] = useState(() => z.object({ reason }));
  const [resolver] = useState(() => formResolver<{ reason: string }, { reason: string }>(form));
  const { register, handleSubmit, formState } = useForm<{ reason: string }>({ resolver, defaultValues: { reason: '' } });
  const submitOnce = useSubmitOnce();

  const submit = handleSubmit((values) => {
    const text = form.parse(values).reason;
    submitOnce((done) => onSubmit(text, done));
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={props.title}
      description={props.description}
      size="sm"
      role={props.role}
      footer={
        <>
          <Button variant="ghost" className="border border-line bg-white" onClick={onClose} data-autofocus={props.focus === 'cancel' || undefined}>
            {props.cancelLabel}
          </Button>
          <Button type="submit" form={formId} variant={props.submitVariant} pending={props.pending}>
            {props.submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <TextField
          label="Reason"
          data-autofocus={props.focus === 'reason' || undefined}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          hint={props.hint}
          autoComplete="off"
          {...register('reason')}
          error={problemText('Reason', formState.errors.reason)}
          required
        />
      </form>
    </Dialog>
  );
}
