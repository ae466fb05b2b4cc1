import type { ReactNode } from 'react';

/** A friendly stand-in for a screen that another slice of work will fill in. */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="coming-soon-title" className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
      <h1 id="coming-soon-title" className="text-xl font-bold text-ink">
        {title}
      </h1>
      <div className="mt-6 flex flex-col items-center gap-3 rounded-xl bg-accent-soft px-6 py-10 text-center">
        <svg viewBox="0 0 48 48" className="size-12" aria-hidden="true">
          <circle cx="24" cy="24" r="22" fill="#f8cb46" />
          <path d="M24 13v12l7 4" stroke="#1c1c1c" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" fill="none" />
        </svg>
        <p className="text-lg font-semibold text-ink">Coming soon</p>
        <p className="max-w-sm text-sm text-ink-muted">{children ?? 'We are stocking the shelves for this page. Check back shortly.'}</p>
      </div>
    </section>
  );
}
