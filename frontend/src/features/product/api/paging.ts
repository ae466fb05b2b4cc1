/**
 * A paging field beside `data`; the calls name them differently (SPEC section 3), each call's
 * contract says which (functions/core/contracts/product.ts), so a misnamed field fails the build.
 */
export function pagingNumber<R extends object>(reply: R, field: keyof R, fallback: number): number {
  const value: unknown = reply[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
