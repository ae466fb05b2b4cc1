import { useEffect, useState } from 'react';

/**
 * The current time, moved on every `intervalMs` while `enabled` (a countdown on screen); frozen
 * when disabled, so nothing re-renders for a clock nobody reads.
 */
export function useNow(intervalMs: number, enabled = true): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!enabled) return;
    const tick = () => setNow(new Date());
    // At once too: a clock switched back on may have been frozen for a while.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, intervalMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [intervalMs, enabled]);
  return now;
}
