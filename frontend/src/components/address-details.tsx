import { cn } from '@/lib/cn';

/** The lines of an address: a saved one, or the copy an order keeps. */
export interface AddressLines {
  address_line: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  mobile: string;
}

/**
 * One address as the panel, checkout and an order show it (SPEC): address line, city, state,
 * country - pincode, mobile.
 */
export function AddressDetails({ address, className }: { address: AddressLines; className?: string }) {
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
