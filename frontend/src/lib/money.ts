/**
 * Prices as the API speaks them: rupees (the table stores paise; functions/data/README.md).
 * Formatting is en-IN INR (SPEC section 9), e.g. ₹1,299 or ₹1,00,000; paise only when present.
 */
import { discountedUnitPaise } from '@core/pricing';

// Made on first use, not when the module loads: the first NumberFormat of a page costs 3 to 10 ms of
// ICU data loading (12 to 42 ms at Lighthouse's 4× CPU slowdown), which ran in the app's module
// evaluation on every first visit, ahead of a first screen that shows no price (the home page).
let wholeRupees: Intl.NumberFormat | undefined;
let withPaise: Intl.NumberFormat | undefined;

const toPaise = (rupees: number): number => Math.round(rupees * 100);

export function formatInr(rupees: number): string {
  const paise = toPaise(rupees);
  if (paise % 100 === 0) {
    wholeRupees ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    return wholeRupees.format(paise / 100);
  }
  withPaise ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return withPaise.format(paise / 100);
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
