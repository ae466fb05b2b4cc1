import { email, mobile } from './fields.js';

/**
 * What an admin may type in the order search: an order number as shoppers see it
 * (`ORD-1A2B3C4D5E`, any case, the dash optional), an order's `_id`, a shopper's mobile number (as
 * the profile and address fields take it: +91 or 0 dropped) or an e-mail. Anything else is not a
 * search the list can answer without reading every order, so it is refused, not guessed.
 */
export type OrderSearch =
  | { kind: 'number'; orderNumber: string }
  | { kind: 'id'; orderId: string }
  | { kind: 'mobile'; mobile: string }
  | { kind: 'email'; email: string };

/** The longest search text (an e-mail's limit). */
export const ORDER_SEARCH_MAX = 254;

export const ORDER_SEARCH_HINT = 'Enter an order number (ORD-…), a 10-digit mobile number or an e-mail';

const ORDER_NUMBER = /^ORD\s*-?\s*([0-9A-F]{10})$/i;
const ORDER_ID = /^[0-9a-f]{32}$/i;

export function parseOrderSearch(text: string): OrderSearch | undefined {
  const value = text.trim();
  if (!value || value.length > ORDER_SEARCH_MAX) return undefined;
  const number = ORDER_NUMBER.exec(value);
  if (number) return { kind: 'number', orderNumber: `ORD-${number[1]!.toUpperCase()}` };
  if (ORDER_ID.test(value)) return { kind: 'id', orderId: value.toLowerCase() };
  if (value.includes('@')) {
    const parsed = email.safeParse(value);
    return parsed.success ? { kind: 'email', email: parsed.data } : undefined;
  }
  const phone = mobile.safeParse(value);
  return phone.success ? { kind: 'mobile', mobile: phone.data } : undefined;
}
