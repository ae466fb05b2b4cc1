import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  /** Defaults to an empty basket. */
  illustration?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, action, illustration, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-line bg-white px-6 py-10 text-center',
        className,
      )}
    >
      {illustration ?? <EmptyBasket />}
      <h3 className="text-base font-semibold text-ink">{title}</h3>
      {description ? <p className="max-w-sm text-sm text-ink-muted">{description}</p> : null}
      {action ? <div className="mt-1">{action}</div> : null}
    </div>
  );
}

function EmptyBasket() {
  return (
    <svg viewBox="0 0 120 96" className="h-20 w-24" aria-hidden="true">
      <ellipse cx="60" cy="88" rx="42" ry="5" fill="#eef0f3" />
      <path d="M38 36 52 14M82 36 68 14" stroke="#c9ced6" strokeWidth="5" strokeLinecap="round" />
      <path d="M18 36h84l-9 42a8 8 0 0 1-7.8 6.3H34.8A8 8 0 0 1 27 78z" fill="#fff6d6" stroke="#f8cb46" strokeWidth="3" />
      <path d="M44 50v18M60 50v18M76 50v18" stroke="#f8cb46" strokeWidth="3" strokeLinecap="round" />
      <circle cx="96" cy="20" r="9" fill="#e8f5ea" />
      <path d="M92 20h8M96 16v8" stroke="#0c831f" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
