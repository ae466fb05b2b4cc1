import type { CartLine } from './types';

/**
 * The optimistic edits only the quantity control and Remove make (api/line-actions.ts); Add's are
 * in cart-lines.ts. Apart, so they load with that control, not with the home page.
 */

export function withQuantity(lines: readonly CartLine[], lineId: string, quantity: number): CartLine[] {
  return lines.map((line) => (line._id === lineId ? { ...line, quantity } : line));
}

/** Puts a removed line back where it was (rolling back a failed delete). */
export function withLineAt(lines: readonly CartLine[], line: CartLine, index: number): CartLine[] {
  if (lines.some((existing) => existing._id === line._id)) return [...lines];
  const next = [...lines];
  next.splice(Math.min(Math.max(index, 0), next.length), 0, line);
  return next;
}
