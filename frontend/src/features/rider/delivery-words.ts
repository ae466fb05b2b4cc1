import { DELIVERY_CODE_DIGITS } from '@core/rider-order';
import { ApiError, errorMessage } from '@/lib/api-client';

/** What the Delivered form says after the server refused it. */
export type DeliverProblem = { kind: 'wrong-code' | 'locked' | 'cash' | 'other'; text: string };

/** "Wrong code, 3 tries left" (one try: "1 try left"). */
export function wrongCodeText(triesLeft: number): string {
  return `Wrong code, ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left`;
}

export const LOCKED_TEXT = 'Code locked after 5 wrong tries. The store has been told: call them to finish this delivery.';

/**
 * The server's refusal of POST /api/rider/deliver in the rider's words: 400 wrong code with the
 * tries left (as the server's message counts them; else one less than `triesLeftBefore`, what the
 * order said before this try), 429 locked; anything else (a cash mismatch, the order moved) as the
 * server words it.
 */
export function deliverProblem(error: unknown, triesLeftBefore: number): DeliverProblem {
  const message = errorMessage(error);
  if (error instanceof ApiError && error.status === 429) return { kind: 'locked', text: LOCKED_TEXT };
  if (error instanceof ApiError && error.status === 400 && /code/i.test(message) && !/cash/i.test(message)) {
    const counted = /(\d+)\s+(?:more\s+)?tr(?:y|ies)\b/i.exec(message)?.[1];
    const left = Math.max(0, counted === undefined ? triesLeftBefore - 1 : Number(counted));
    return left <= 0 ? { kind: 'locked', text: LOCKED_TEXT } : { kind: 'wrong-code', text: wrongCodeText(left) };
  }
  const cash = /^cashCollected:\s*(.+)$/.exec(message)?.[1];
  if (error instanceof ApiError && error.status === 400 && cash) return { kind: 'cash', text: `Cash collected: ${cash}` };
  return { kind: 'other', text: message || 'It could not be marked delivered. Please try again.' };
}

/** Digits only, as many as a delivery code has: what a code field keeps of what was typed or pasted. */
export function codeDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, DELIVERY_CODE_DIGITS);
}
