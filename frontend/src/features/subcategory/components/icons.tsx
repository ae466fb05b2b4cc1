/** The sub category admin's buttons: edit and delete (icon only, labelled). */
export function IconButton({ label, tone, onClick }: { label: string; tone: 'edit' | 'delete'; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className={
        tone === 'edit'
          ? 'flex size-9 items-center justify-center rounded-lg bg-brand-soft text-brand transition-colors hover:bg-brand hover:text-white'
          : 'flex size-9 items-center justify-center rounded-lg bg-danger-soft text-danger transition-colors hover:bg-danger hover:text-white'
      }
    >
      {tone === 'edit' ? (
        <svg viewBox="0 0 24 24" className="size-4.5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M4 20h4L19 9l-4-4L4 16z" strokeLinejoin="round" />
          <path d="m13.5 6.5 4 4" />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" className="size-4.5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
    </button>
  );
}
