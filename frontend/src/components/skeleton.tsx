import { cn } from '@/lib/cn';

/**
 * A grey placeholder block; size and shape come from className. Hidden from screen readers.
 * `pulse={false}` for blocks inside a placeholder that pulses as a whole: every running animation
 * costs the main thread style work on each frame, so a card pulses once, not once per block.
 */
export function Skeleton({ className, pulse = true }: { className?: string; pulse?: boolean }) {
  return <div aria-hidden="true" className={cn('rounded-lg bg-slate-200/80', pulse && 'animate-pulse', className)} />;
}
