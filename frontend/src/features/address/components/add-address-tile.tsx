import { cn } from '@/lib/cn';

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
