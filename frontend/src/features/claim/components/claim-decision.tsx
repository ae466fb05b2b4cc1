import { useState } from 'react';
import { toast } from 'react-hot-toast/headless';
import * as z from 'zod';
import type { ApiAdminClaim } from '@core/contracts/claim';
import { formatPaise } from '@core/money';
import { REFUND_REASON_MAX } from '@core/refunds';
import { Button } from '@/components/button';
import { ReasonDialog } from '@/components/reason-dialog';
import { errorMessage } from '@/lib/api-client';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useDecideClaim } from '@/features/claim/api/claims';

/** Any text but blanks; sent trimmed. The shopper reads it on their order and in the mail. */
const rejectReason = z.string().trim().min(1, 'is required');

/**
 * Approve all or part of an open claim (per line, 0 up to the units claimed; the server counts what
 * they paid) or reject it with a reason. One call per press: a double click decides once.
 */
export function ClaimDecision({ claim }: { claim: ApiAdminClaim }) {
  const decide = useDecideClaim();
  const submitOnce = useSubmitOnce();
  const [units, setUnits] = useState<Record<string, number>>(() => Object.fromEntries(claim.lines.map((line) => [line.productId, line.quantity])));
  const [rejecting, setRejecting] = useState(false);
  const approved = claim.lines.map((line) => ({ productId: line.productId, quantity: units[line.productId] ?? 0 })).filter((line) => line.quantity > 0);
  const whole = approved.length === claim.lines.length && claim.lines.every((line) => units[line.productId] === line.quantity);
  const setLine = (productId: string, max: number, raw: string) => {
    const value = Number.parseInt(raw, 10);
    setUnits((current) => ({ ...current, [productId]: Number.isNaN(value) ? 0 : Math.min(max, Math.max(0, value)) }));
  };

  const approve = () =>
    submitOnce((done) =>
      decide.mutate(
        { claimId: claim.claimId, approve: approved },
        {
          onSuccess: (decided) => toast.success(`Claim on order ${claim.orderNo} approved: ${formatPaise(decided.approvedPaise ?? 0)}`),
          onError: (error) => toast.error(errorMessage(error)),
          onSettled: done,
        },
      ),
    );

  return (
    <div className="flex flex-col gap-3 border-t border-line pt-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">Units to approve</legend>
        {claim.lines.map((line) => (
          <label key={line.productId} className="flex items-center justify-between gap-3 text-sm text-ink">
            <span className="min-w-0 break-words">
              {line.name} <span className="text-ink-muted">(of {line.quantity})</span>
            </span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={line.quantity}
              step={1}
              aria-label={`Units of ${line.name} to approve, at most ${line.quantity}`}
              value={units[line.productId] ?? 0}
              onChange={(event) => setLine(line.productId, line.quantity, event.currentTarget.value)}
              className="h-11 w-20 rounded-lg border border-line px-2 text-right"
            />
          </label>
        ))}
      </fieldset>
      {decide.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(decide.error)}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end [&>*]:min-h-11">
        <Button variant="danger-outline" disabled={decide.isPending} onClick={() => setRejecting(true)} aria-label={`Reject the claim on order ${claim.orderNo}`}>
          Reject
        </Button>
        <Button pending={decide.isPending} disabled={approved.length === 0} onClick={approve} aria-label={`${whole ? 'Approve' : 'Approve part of'} the claim on order ${claim.orderNo}`}>
          {whole ? 'Approve all' : 'Approve part'}
        </Button>
      </div>
      {rejecting ? (
        <ReasonDialog
          title={`Reject the claim on order ${claim.orderNo}?`}
          description="The shopper reads this reason on their order and in the mail. Nothing is paid back."
          reason={rejectReason}
          maxLength={REFUND_REASON_MAX}
          placeholder="e.g. The photo shows the seal intact"
          cancelLabel="Keep open"
          submitLabel="Reject claim"
          submitVariant="danger"
          focus="reason"
          pending={decide.isPending}
          onSubmit={(reason, done) =>
            decide.mutate(
              { claimId: claim.claimId, reject: reason },
              {
                onSuccess: () => {
                  toast.success(`Claim on order ${claim.orderNo} rejected`);
                  setRejecting(false);
                },
                onError: (error) => toast.error(errorMessage(error)),
                onSettled: done,
              },
            )
          }
          onClose={() => setRejecting(false)}
        />
      ) : null}
    </div>
  );
}
