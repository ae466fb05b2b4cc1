/**
 * Money rules (DESIGN.md convention 9): stored and computed as integer paise, spoken in rupees by
 * the API. Conversion goes through the decimal text of the number, never through `x * 100`, so
 * 52.5 is exactly 5250 and a value like 0.1 + 0.2 (0.30000000000000004) is refused, not rounded.
 */

/** The most a single product may cost, in rupees (keeps every sum far inside safe integers). */
export const MAX_PRICE_RUPEES = 10_000_000;

export type RupeesResult = { ok: true; paise: number } | { ok: false; reason: string };

const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

/** Rupees (a number or its decimal text, at most 2 decimals, > 0) to integer paise. */
export function rupeesToPaise(value: number | string): RupeesResult {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, reason: 'must be a number' };
    if (value <= 0) return { ok: false, reason: 'must be greater than 0' };
    if (value > MAX_PRICE_RUPEES) return { ok: false, reason: `must be at most ${MAX_PRICE_RUPEES}` };
    // The shortest text that reads back as the same double: 52.5 → "52.5", 0.1 + 0.2 → "0.30000000000000004".
    text = String(value);
  } else {
    text = value.trim();
  }
  if (text.startsWith('-')) return { ok: false, reason: 'must be greater than 0' };
  const match = DECIMAL.exec(text);
  if (!match) {
    return /^\d+\.\d{3,}$/.test(text) || /e-/i.test(text)
      ? { ok: false, reason: 'must have at most 2 decimals' }
      : { ok: false, reason: 'must be a number' };
  }
  const whole = match[1] ?? '0';
  if (whole.length > String(MAX_PRICE_RUPEES).length || Number(whole) > MAX_PRICE_RUPEES) {
    return { ok: false, reason: `must be at most ${MAX_PRICE_RUPEES}` };
  }
  const paise = Number(whole) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (paise <= 0) return { ok: false, reason: 'must be greater than 0' };
  if (paise > MAX_PRICE_RUPEES * 100) return { ok: false, reason: `must be at most ${MAX_PRICE_RUPEES}` };
  return { ok: true, paise };
}

/**
 * Integer paise to rupees. Division by 100 is correctly rounded, so the result is the very double
 * the literal would give (1999 → 19.99, 5250 → 52.5).
 */
export function paiseToRupees(paise: number): number {
  if (!Number.isSafeInteger(paise)) throw new Error(`paise must be an integer, got ${paise}`);
  return paise / 100;
}

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Paise as en-IN rupees (SPEC section 9): ₹1,299, or ₹52.50 when there are paise. */
export function formatPaise(paise: number): string {
  return paise % 100 === 0 ? wholeRupees.format(paise / 100) : withPaise.format(paise / 100);
}
