import type { CartLine } from './types';

/**
 * Why a line cannot be ordered as it is: its product sold out, or fewer are left than the line asks
 * for. The server refuses such an order; reducing and removing the line are always allowed.
 */
export type StockProblem = { kind: 'sold-out' } | { kind: 'short'; left: number };

export function stockProblem(line: CartLine): StockProblem | null {
  const { stock } = line.productId;
  if (!(stock > 0)) return { kind: 'sold-out' };
  if (line.quantity > stock) return { kind: 'short', left: stock };
  return null;
}

/** What the line says, and what to do about it. */
export function stockProblemText(problem: StockProblem): string {
  return problem.kind === 'sold-out' ? 'Out of stock — remove it to order the rest' : `Only ${problem.left} left — reduce to ${problem.left}`;
}

/** The lines that keep the cart from being ordered. */
export function linesToFix(lines: readonly CartLine[]): CartLine[] {
  return lines.filter((line) => stockProblem(line) !== null);
}

