import { cn } from '../lib/cn';

/** A grey placeholder block; size and shape come from className. Hidden from screen readers. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-slate-200/80', className)} />;
}
