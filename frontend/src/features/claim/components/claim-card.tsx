import { useState } from 'react';
import type { ApiAdminClaim } from '@core/contracts/claim';
import { formatPaise } from '@core/money';
import { ImageViewerDialog } from '@/components/image-viewer-dialog';
import { ClaimDecision } from './claim-decision';

const REASON_WORDS: Record<ApiAdminClaim['reason'], string> = {
  missing: 'Missing',
  damaged: 'Damaged',
  expired: 'Expired',
  wrong_item: 'Wrong item',
  other: 'Other',
};

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** How a decided claim ended, in a line: the amount and where it went, or the reason given. */
function outcome(claim: ApiAdminClaim): string {
  const by = claim.decidedBy === 'auto' ? 'automatically' : `by ${claim.deciderName ?? 'an admin'}`;
  if (claim.state === 'rejected') return `Rejected ${by}: ${claim.rejectReason ?? ''}`;
  const card = claim.paidCardPaise ?? 0;
  const credit = claim.paidCreditPaise ?? 0;
  // Past what the card still held, the rest went back as credit: each part is said with its amount.
  const paid = !claim.paidBy
    ? 'not paid back yet'
    : card > 0 && credit > 0
      ? `${formatPaise(card)} refunded on the card, ${formatPaise(credit)} paid as store credit`
      : card > 0
        ? 'refunded on the card'
        : 'paid as store credit';
  return `Approved ${formatPaise(claim.approvedPaise ?? 0)} ${by} · ${paid}`;
}

/**
 * One claim as an admin decides it: the order, the shopper and their other claims, what was
 * claimed and why, the photos (each opens full size), who picked and delivered, and when. An open
 * claim carries its decision; a decided one says how it ended.
 */
export function ClaimCard({ claim }: { claim: ApiAdminClaim }) {
  const [photo, setPhoto] = useState<number | null>(null);
  const titleId = `claim-${claim.claimId}`;
  const shopper = claim.shopper.name ?? claim.shopper.email ?? 'A shopper';
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-base font-bold text-ink">
          Order {claim.orderNo} · {formatPaise(claim.amountPaise)}
        </h2>
        <p className="text-xs text-ink-muted">
          Reported <time dateTime={claim.createdAt}>{when(claim.createdAt)}</time>
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">Shopper</dt>
        <dd className="min-w-0 break-words text-ink">
          {shopper}
          {claim.shopper.email && claim.shopper.name ? <span className="text-ink-muted"> · {claim.shopper.email}</span> : null}
        </dd>
        <dt className="text-ink-muted">Their claims</dt>
        <dd className="text-ink">
          {claim.history.length === 0
            ? 'None before'
            : claim.history.map((other) => `${other.orderNo} ${other.state} ${formatPaise(other.amountPaise)}`).join(' · ')}
        </dd>
        <dt className="text-ink-muted">Reason</dt>
        <dd className="text-ink">{REASON_WORDS[claim.reason]}</dd>
        {claim.note ? (
          <>
            <dt className="text-ink-muted">Note</dt>
            <dd className="min-w-0 break-words text-ink">{claim.note}</dd>
          </>
        ) : null}
        <dt className="text-ink-muted">Items</dt>
        <dd className="text-ink">
          <ul aria-label={`Items claimed on order ${claim.orderNo}`}>
            {claim.lines.map((line) => (
              <li key={line.productId}>
                {line.name} × {line.quantity}
              </li>
            ))}
          </ul>
        </dd>
        <dt className="text-ink-muted">Picked by</dt>
        <dd className="text-ink">{claim.pickerName ?? 'Not recorded'}</dd>
        <dt className="text-ink-muted">Delivered by</dt>
        <dd className="text-ink">{claim.riderName ?? 'Not recorded'}</dd>
        <dt className="text-ink-muted">Paid</dt>
        <dd className="text-ink">{claim.paymentMethod === 'cod' ? 'Cash (paid back as store credit)' : claim.wantsCredit ? 'Card (asks for store credit)' : 'Card'}</dd>
      </dl>
      {claim.photos.length > 0 ? (
        <ul aria-label={`Photos of the claim on order ${claim.orderNo}`} className="flex flex-wrap gap-2">
          {claim.photos.map((src, index) => (
            <li key={src}>
              <button type="button" onClick={() => setPhoto(index)} className="block size-20 overflow-hidden rounded-lg border border-line focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none">
                <img src={src} alt={`Photo ${index + 1} of the claim on order ${claim.orderNo}`} className="size-full object-cover" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">No photos.</p>
      )}
      {claim.state === 'open' ? <ClaimDecision claim={claim} /> : <p className="text-sm font-semibold text-ink">{outcome(claim)}</p>}
      <ImageViewerDialog
        src={photo === null ? null : (claim.photos[photo] ?? null)}
        title={`Photo ${(photo ?? 0) + 1} of the claim on order ${claim.orderNo}`}
        onClose={() => setPhoto(null)}
      />
    </li>
  );
}
