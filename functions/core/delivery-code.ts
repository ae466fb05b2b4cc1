import { randomInt, timingSafeEqual } from 'node:crypto';
import { DELIVERY_CODE_DIGITS } from './rider-order.js';

/** The handover code, made when the order goes out for delivery: 4 digits from the CSPRNG, leading zeros kept. */
export function generateDeliveryCode(): string {
  return randomInt(0, 10 ** DELIVERY_CODE_DIGITS).toString().padStart(DELIVERY_CODE_DIGITS, '0');
}

/** Whether the code entered is the order's (compared in constant time). */
export function codeMatches(expected: string | undefined, entered: string): boolean {
  if (expected === undefined || expected.length !== entered.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(entered));
}
