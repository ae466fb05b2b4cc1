import type { StoreStockRow } from '@core/contracts/store';

export type StockLevel = StoreStockRow['level'];

/** The Stock view's words for a stock: out at 0, low at or below the store's threshold. */
export function stockLevel(stock: number, lowStockThreshold: number): StockLevel {
  if (stock <= 0) return 'out';
  return stock <= lowStockThreshold ? 'low' : 'ok';
}

export const LEVEL_LABELS: Record<StockLevel, string> = { ok: 'In stock', low: 'Low', out: 'Out of stock' };

/**
 * A typed stock, as the store's rule reads it: a whole number from 0 to `max`; undefined when it is
 * not one (the row says so and saves nothing).
 */
export function parseStock(text: string, max: number): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= max ? value : undefined;
}
