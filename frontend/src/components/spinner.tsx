import { cn } from '@/lib/cn';

interface SpinnerProps {
  className?: string;
  /** Read by screen readers; pass null when a visible text already says it. */
  label?: string | null;
}

export function Spinner({ className, label = 'Loading' }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className={cn('inline-flex items-center', className)}>
      <svg className="size-5 animate-spin" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

/**
 * A centred spinner for a whole panel or page while its code or data loads. While one is shown the
 * site footer is hidden (index.css): at the bottom of a half-empty screen it would otherwise be pushed
 * away when a long page arrives, a layout shift.
 */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div data-page-spinner="" className="flex min-h-[40vh] items-center justify-center text-brand">
      <Spinner className="[&>svg]:size-8" label={label} />
    </div>
  );
}
