import { LOCKED_TEXT } from '@/features/rider/delivery-words';

/** A big tel: link for a rider's phone: the shopper at the door, or the store when the code is locked. */
export function CallLink({ mobile, label }: { mobile: string; label: string }) {
  return (
    <a
      href={`tel:${mobile}`}
      className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl border border-brand bg-white px-4 text-base font-semibold text-brand-hover outline-none hover:bg-brand-soft focus-visible:ring-4 focus-visible:ring-brand/30"
    >
      <PhoneIcon />
      {label} {mobile}
    </a>
  );
}

/** The code is locked: the store finishes the handover, so the rider calls it from here. */
export function LockedCode({ storeMobile }: { storeMobile: string | null }) {
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-lg bg-danger-soft px-3 py-2 text-sm font-semibold text-danger">
      <p>{LOCKED_TEXT}</p>
      {storeMobile ? <CallLink mobile={storeMobile} label="Call the store" /> : null}
    </div>
  );
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" strokeLinejoin="round" />
    </svg>
  );
}
