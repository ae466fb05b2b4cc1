import type { ApiEnvelope } from '../../../lib/api-client';

/** A paging field beside `data`; the calls name them differently (SPEC section 3). */
export function pagingNumber(reply: ApiEnvelope<unknown>, field: string, fallback: number): number {
  const value = reply[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
