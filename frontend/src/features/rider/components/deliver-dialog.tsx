import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-hot-toast/headless';
import { DELIVERY_CODE_DIGITS } from '@core/rider-order';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { TextField } from '@/components/text-field';
import { formatInr } from '@/lib/money';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useDeliver, type RiderOrder } from '@/features/rider/api/rider-me';
import { codeDigits, deliverProblem, LOCKED_TEXT, type DeliverProblem } from '@/features/rider/delivery-words';
import { LockedCode } from './call-link';

interface DeliverDialogProps {
  /** codeLocked: the server locked the code (5 wrong tries): the form says so and sends nothing. */
  order: Pick<RiderOrder, '_id' | 'orderId' | 'amountToCollect' | 'codeLocked' | 'codeTriesLeft' | 'storeMobile'>;
  onClose: () => void;
}

/**
 * Delivered: the delivery code (DELIVERY_CODE_DIGITS digits) the shopper reads out and, for cash on delivery, the cash collected
 * (empty to start: the rider types what they hold, the server checks it equals the total). A wrong
 * code says how many tries are left; the fifth locks it and the form says to call the store.
 */
export function DeliverDialog({ order, onClose }: DeliverDialogProps) {
  const formId = useId();
  const [code, setCode] = useState('');
  const [cash, setCash] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [cashError, setCashError] = useState<string | undefined>();
  const [problem, setProblem] = useState<DeliverProblem | null>(order.codeLocked ? { kind: 'locked', text: LOCKED_TEXT } : null);
  const deliver = useDeliver();
  const submitOnce = useSubmitOnce();
  const cod = order.amountToCollect > 0;
  const isLocked = problem?.kind === 'locked';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isLocked) return;
    const codeOk = code.length === DELIVERY_CODE_DIGITS;
    const cashValue = cash.trim() === '' ? NaN : Number(cash);
    const cashOk = !cod || (Number.isFinite(cashValue) && cashValue >= 0);
    setCodeError(codeOk ? undefined : `Enter the ${DELIVERY_CODE_DIGITS}-digit code the shopper reads out`);
    setCashError(cashOk ? undefined : `Enter the cash you collected (${formatInr(order.amountToCollect)} to collect)`);
    if (!codeOk || !cashOk) return;
    setProblem(null);
    submitOnce((done) =>
      deliver.mutate(
        { orderId: order._id, code, ...(cod ? { cashCollected: cashValue } : {}) },
        {
          onSuccess: (reply) => {
            toast.success(reply.message || 'Delivered');
            onClose();
          },
          onError: (error) => {
            const next = deliverProblem(error, order.codeTriesLeft);
            if (next.kind === 'cash') {
              setCashError(next.text);
              return;
            }
            if (next.kind === 'wrong-code') setCode('');
            setProblem(next);
          },
          onSettled: done,
        },
      ),
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Delivered ${order.orderId}`}
      description={`Ask the shopper for the ${DELIVERY_CODE_DIGITS}-digit delivery code on their order page.`}
      size="sm"
      footer={
        <>
          <Button variant="ghost" className="border border-line bg-white" onClick={onClose}>
            Back
          </Button>
          <Button type="submit" form={formId} size="lg" pending={deliver.isPending} disabled={isLocked}>
            Delivered
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        {problem?.kind === 'locked' ? (
          <LockedCode storeMobile={order.storeMobile} />
        ) : problem ? (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-semibold text-danger">
            {problem.text}
          </p>
        ) : null}
        <TextField
          label="Delivery code"
          data-autofocus
          value={code}
          onChange={(event) => {
            setCode(codeDigits(event.target.value));
            setCodeError(undefined);
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={`[0-9]{${DELIVERY_CODE_DIGITS}}`}
          maxLength={DELIVERY_CODE_DIGITS}
          disabled={isLocked}
          error={codeError}
          className="[&_input]:h-14 [&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em]"
          required
        />
        {cod ? (
          <TextField
            label="Cash collected (₹)"
            value={cash}
            onChange={(event) => {
              setCash(event.target.value.replace(/[^\d.]/g, ''));
              setCashError(undefined);
            }}
            inputMode="decimal"
            autoComplete="off"
            hint={`To collect: ${formatInr(order.amountToCollect)}`}
            disabled={isLocked}
            error={cashError}
            required
          />
        ) : null}
      </form>
    </Dialog>
  );
}
