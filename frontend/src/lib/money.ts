/**
 * Prices as the API speaks them: rupees (the table stores paise; functions/data/README.md).
 * Formatting is en-IN INR (SPEC section 9), e.g. ₹1,299 or ₹1,00,000; paise only when present.
 */
const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const withPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

import { discountedUnitPaise } from '@core/pricing';

const toPaise = (rupees: number): number => Math.round(rupees * 100);

export function formatInr(rupees: number): string {
  const paise = toPaise(rupees);
  return paise % 100 === 0 ? wholeRupees.format(paise / 100) : withPaise.format(paise / 100);
}

const clampPercent = (discount: number): number =>
  Number.isFinite(discount) ? Math.min(100, Math.max(0, discount)) : 0;

/** SPEC section 9, computed by the very function the server prices orders with. */
export function discountedPrice(price: number, discount: number): number {
  return discountedUnitPaise(toPaise(price), discount) / 100;
}

/** The small "10% OFF" tag; nothing when there is no discount. */
export function discountLabel(discount: number): string | null {
  const percent = clampPercent(discount);
  return percent > 0 ? `${percent}% OFF` : null;
}
