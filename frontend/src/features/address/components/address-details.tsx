import { cn } from '../../../lib/cn';
import type { Address } from '../types';

/**
 * One address as the panel and checkout show it (SPEC): address line, city, state, country -
 * pincode, mobile.
 */
export function AddressDetails({ address, className }: { address: Address; className?: string }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5 text-sm break-words text-ink', className)}>
      <p className="font-semibold">{address.address_line}</p>
      <p className="text-ink-muted">
        {address.city}, {address.state}
      </p>
      <p className="text-ink-muted">
        {address.country} - {address.pincode}
      </p>
      <p className="flex items-center gap-1.5 text-ink-muted">
        <svg viewBox="0 0 24 24" className="size-3.5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" strokeLinejoin="round" />
        </svg>
        <span className="sr-only">Mobile </span>
        {address.mobile}
      </p>
    </div>
  );
}

/** The dashed "Add address" tile (SPEC "Address panel" and "Checkout"). */
export function AddAddressTile({ onClick, className }: { onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(
        'flex min-h-24 w-full items-center justify-center gap-2 rounded-xl border-2 border-dashed border-brand/40 bg-brand-soft/40 px-4 py-5 text-sm font-semibold text-brand-hover transition-colors hover:border-brand hover:bg-brand-soft',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
        className,
      )}
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
        <path d="M12 5v14M5 12h14" strokeLinecap="round" />
      </svg>
      Add address
    </button>
  );
}
