import type http from 'node:http';

/**
 * The API key check of the local Stripe API (local/stripe.ts), as Stripe makes it before anything
 * else on /v1/*: the account's secret key as a Bearer token (what the `stripe` client sends) or as
 * the Basic auth user name (`curl -u sk_test_…:`). Without it, Stripe's 401 in Stripe's words.
 */
const NO_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). " +
  'See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.';

/** The key a request carries, if any. */
function keyOf(authorization: string | undefined): string | undefined {
  const [scheme, credentials] = (authorization ?? '').trim().split(/\s+/, 2);
  if (!credentials) return undefined;
  if (/^bearer$/i.test(scheme ?? '')) return credentials;
  if (/^basic$/i.test(scheme ?? '')) return Buffer.from(credentials, 'base64').toString('utf8').split(':')[0] || undefined;
  return undefined;
}

/** As Stripe quotes a wrong key back: its prefix and last four characters, the rest starred. */
function masked(key: string): string {
  const prefix = /^[a-z]{2}_(?:test|live)_/.exec(key)?.[0] ?? '';
  const hidden = Math.max(0, key.length - prefix.length - 4);
  return `${prefix}${'*'.repeat(hidden)}${key.slice(prefix.length + hidden)}`;
}

/** Answers Stripe's 401 and returns false unless the request carries `secretKey`. */
export function requireStripeKey(req: http.IncomingMessage, res: http.ServerResponse, secretKey: string): boolean {
  const key = keyOf(req.headers.authorization);
  if (key === secretKey) return true;
  const message = key === undefined ? NO_KEY : `Invalid API Key provided: ${masked(key)}`;
  res.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Basic realm="Stripe"' });
  res.end(JSON.stringify({ error: { type: 'invalid_request_error', message } }));
  return false;
}
