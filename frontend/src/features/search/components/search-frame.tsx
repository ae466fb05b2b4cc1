/** What the header's search launcher and the live search input share (search-bar.tsx, search-input.tsx). */
export const frame =
  'group flex h-11 w-full min-w-[min(300px,100%)] items-center gap-2 rounded-xl border border-black/10 bg-white px-3 text-sm text-ink-muted shadow-sm transition-shadow lg:h-12 lg:min-w-[300px] xl:min-w-[420px]';

export function MagnifierIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5 shrink-0 text-ink" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}
