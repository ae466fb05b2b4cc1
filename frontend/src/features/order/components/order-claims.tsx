import { useId, useState } from 'react';
import { CLAIM_NOTE_MAX, CLAIM_PHOTOS_MAX, CLAIM_REASONS, type ClaimReason } from '@core/claims';
import type { ApiClaim } from '@core/contracts/claim';
import type { ApiOrder } from '@core/order-api';
import { Button } from '@/components/button';
import { TextAreaField } from '@/components/text-field';
import { formatInr } from '@/lib/money';
import { IMAGE_ACCEPT, uploadImage, UploadError } from '@/lib/upload-image';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useOrderClaims, useReportProblem } from '@/features/order/api/claims';

const REASON_LABELS: Record<ClaimReason, string> = { missing: 'Missing', damaged: 'Damaged', expired: 'Expired', wrong_item: 'Wrong item', other: 'Other' };
const rupees = (paise: number) => formatInr(paise / 100);

/**
 * On a delivered order's page: Report a problem (which items and how many, why, a note and up to 3
 * photos) while the store's window is open, and each claim's state: open, approved with where the
 * money went, or rejected with the admin's reason. The server decides what may be claimed
 * (core/claims.ts); a small claim comes back approved and paid at once.
 */
export function OrderClaims({ order }: { order: Pick<ApiOrder, '_id' | 'paymentMethod'> }) {
  const claims = useOrderClaims(order._id, true);
  const [open, setOpen] = useState(false);
  if (claims.isPending) return <p role="status" className="text-sm text-ink-muted">Loading…</p>;
  if (claims.isError) return <p className="text-sm text-ink-muted">Problems with this order could not be loaded. Try again later.</p>;
  const { claims: given, claimable, closedReason } = claims.data;
  const anyOpen = given.some((claim) => claim.state === 'open');
  const canReport = !closedReason && !anyOpen && claimable.some((line) => line.units > 0);
  return (
    <div className="flex flex-col gap-3">
      {given.length > 0 ? (
        <ul aria-label="Problems reported" className="flex flex-col gap-2">
          {given.map((claim) => (
            <ClaimState key={claim.claimId} claim={claim} />
          ))}
        </ul>
      ) : null}
      {closedReason ? <p className="text-sm text-ink-muted">{closedReason}.</p> : null}
      {canReport && !open ? (
        <Button variant="outline" className="self-start" onClick={() => setOpen(true)}>
          Report a problem
        </Button>
      ) : null}
      {canReport && open ? <ReportForm order={order} claimable={claimable} onDone={() => setOpen(false)} /> : null}
    </div>
  );
}

/** Where an approval's money went: the card, QuickBasket credit, or each part (the card took what it still held). */
function whereItWent(claim: ApiClaim): string {
  const card = claim.paidCardPaise ?? 0;
  const credit = claim.paidCreditPaise ?? 0;
  if (!claim.paidBy) return 'to be paid back';
  if (card > 0 && credit > 0) return `back, ${rupees(card)} on your card and ${rupees(credit)} as QuickBasket credit`;
  return card > 0 ? 'refunded to your card' : 'added to your QuickBasket credit';
}

function ClaimState({ claim }: { claim: ApiClaim }) {
  const what = claim.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ');
  const outcome =
    claim.state === 'open'
      ? 'We are looking at it: you hear from us here and by mail.'
      : claim.state === 'rejected'
        ? `Not approved: ${claim.rejectReason ?? ''}`
        : `Approved: ${rupees(claim.approvedPaise ?? 0)} ${whereItWent(claim)}.`;
  return (
    <li className="rounded-lg border border-line px-3 py-2 text-sm">
      <p className="font-semibold text-ink">
        {REASON_LABELS[claim.reason]}: {what}
      </p>
      <p role="status" className={claim.state === 'rejected' ? 'text-danger' : 'text-ink'}>
        {outcome}
      </p>
    </li>
  );
}

function ReportForm({ order, claimable, onDone }: { order: Pick<ApiOrder, '_id' | 'paymentMethod'>; claimable: { productId: string; name: string; units: number }[]; onDone: () => void }) {
  const report = useReportProblem();
  const submitOnce = useSubmitOnce();
  const reasonName = useId();
  const [units, setUnits] = useState<Record<string, number>>({});
  const [reason, setReason] = useState<ClaimReason | null>(null);
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [wantsCredit, setWantsCredit] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const lines = claimable.filter((line) => (units[line.productId] ?? 0) > 0).map((line) => ({ productId: line.productId, quantity: units[line.productId]! }));

  const addPhotos = async (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, CLAIM_PHOTOS_MAX - photos.length);
    if (chosen.length === 0) return;
    setUploading(true);
    setProblem(null);
    try {
      for (const file of chosen) {
        const url = await uploadImage(file, 'claim');
        setPhotos((now) => [...now, url]);
      }
    } catch (error) {
      setProblem(error instanceof UploadError ? error.message : 'The photo could not be uploaded. Please try again.');
    } finally {
      setUploading(false);
    }
  };

  const send = () => {
    if (lines.length === 0) return setProblem('Choose how many of which item had a problem');
    if (!reason) return setProblem('Choose what was wrong');
    setProblem(null);
    submitOnce((done) =>
      report.mutate(
        { orderId: order._id, lines, reason, note: note.trim(), photos, wantsCredit: order.paymentMethod === 'card' ? wantsCredit : false },
        { onSuccess: onDone, onSettled: done },
      ),
    );
  };

  return (
    <form
      aria-label="Report a problem"
      className="flex flex-col gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-bold text-ink">Which items, and how many?</legend>
        {claimable
          .filter((line) => line.units > 0)
          .map((line) => (
            <label key={line.productId} className="flex items-center justify-between gap-3 text-sm text-ink">
              <span className="min-w-0 break-words">{line.name}</span>
              <select
                aria-label={`How many of ${line.name}`}
                className="min-h-11 rounded-lg border border-line bg-white px-2"
                value={units[line.productId] ?? 0}
                onChange={(event) => setUnits((now) => ({ ...now, [line.productId]: Number(event.target.value) }))}
              >
                {Array.from({ length: line.units + 1 }, (_, n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          ))}
      </fieldset>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 w-full text-sm font-bold text-ink">What was wrong?</legend>
        {CLAIM_REASONS.map((value) => (
          <label key={value} className="flex min-h-11 cursor-pointer items-center rounded-lg border border-line px-3 text-sm font-semibold has-[:checked]:border-brand has-[:checked]:bg-brand/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand">
            <input type="radio" name={reasonName} className="sr-only" checked={reason === value} onChange={() => setReason(value)} />
            {REASON_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <TextAreaField label="Tell us more (optional)" value={note} maxLength={CLAIM_NOTE_MAX} rows={3} onChange={(event) => setNote(event.target.value)} />
      <div className="flex flex-col gap-2">
        <label className="text-sm font-bold text-ink">
          Photos (up to {CLAIM_PHOTOS_MAX})
          <input
            type="file"
            accept={IMAGE_ACCEPT}
            multiple
            disabled={uploading || photos.length >= CLAIM_PHOTOS_MAX}
            className="mt-1 block w-full text-sm font-normal"
            onChange={(event) => {
              void addPhotos(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
        {uploading ? <p role="status" className="text-sm text-ink-muted">Uploading your photo…</p> : null}
        {photos.length > 0 ? (
          <ul aria-label="Photos added" className="flex gap-2">
            {photos.map((url, index) => (
              <li key={url} className="flex flex-col items-center gap-1">
                <img src={url} alt={`Photo ${index + 1} of the problem`} className="size-16 rounded-lg object-cover" />
                <button type="button" className="text-xs font-semibold text-danger underline" onClick={() => setPhotos((now) => now.filter((p) => p !== url))}>
                  Remove photo {index + 1}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {order.paymentMethod === 'card' ? (
        <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
          <input type="checkbox" className="size-5 accent-brand" checked={wantsCredit} onChange={(event) => setWantsCredit(event.target.checked)} />
          Give it back as QuickBasket credit instead of to my card
        </label>
      ) : (
        <p className="text-xs text-ink-muted">A cash order is paid back as QuickBasket credit.</p>
      )}
      {problem ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" pending={report.isPending} disabled={uploading}>
          Send
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
