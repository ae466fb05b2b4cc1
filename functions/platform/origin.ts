import { timingSafeEqual } from 'node:crypto';

/**
 * The API is reached through CloudFront, whose web ACL (WAF) rate-limits sign-in and checks every
 * request; the HTTP API's own execute-api address is public too, and a client calling it would skip
 * the ACL. CloudFront therefore adds this header, with a generated value (infra: the data stack's
 * origin secret, resolved at deploy into the distribution's API origin and every route function's
 * ORIGIN_VERIFY), and route() answers 403 to a request without it. Locally the gateway is the only
 * door and ORIGIN_VERIFY is unset: nothing is checked.
 */
export const ORIGIN_HEADER = 'x-quickbasket-origin';

/** Whether the request came through CloudFront: the header equals the expected value (compared in constant time). */
export function fromOrigin(headers: Record<string, string | undefined>, expected: string): boolean {
  const sent = Buffer.from(headers[ORIGIN_HEADER] ?? '', 'utf8');
  const wanted = Buffer.from(expected, 'utf8');
  return sent.length === wanted.length && timingSafeEqual(sent, wanted);
}
