/**
 * Claim to money back for an automatic approval (docs/claims.md; the bound: at most 60 s), on
 * an embedded stack of its own: for each claim, a new shopper's card order of one ₹120 unit (under the
 * ₹150 automatic limit) at the default store, paid on the local Stripe page and taken to delivered by
 * the admin; then the clock runs from the claim call until the shopper's order shows the claim's card
 * refund as succeeded and counted in what went back. That path is the one the stack runs: the claim
 * call approves and asks Stripe for the refund (recorded pending), the local Stripe succeeds it after
 * its refund delay and sends `refund.updated` to the webhook, the bus's rule feeds the finish-refund
 * consumer, which records it succeeded. The same for claims paid as store credit (wantsCredit): the
 * clock stops when the shopper's credit balance shows it.
 *
 *   npx tsx bench/claim-refund-time.ts [--port-base 44600] [--claims 10] [--refund-delay-ms 1000]
 *
 * `--refund-delay-ms`: how long the local Stripe holds a refund pending (the stack's default 1000 ms;
 * the integration tests use 200). Prints each claim and p50/max of both ways.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { ApiClaim } from '../functions/core/contracts/claim.js';
import type { ApiCredit } from '../functions/core/contracts/credit.js';
import type { ApiOrder } from '../functions/core/order-api.js';
import { callApi, newAddress, newProducts, newShopper, signInDemo } from './section-fixtures.js';
import { median } from './util.js';
import { startScriptStack } from './stack-setup.js';

const { values } = parseArgs({ options: { 'port-base': { type: 'string', default: '44600' }, claims: { type: 'string', default: '10' }, 'refund-delay-ms': { type: 'string', default: '1000' } } });
const base = Number(values['port-base']);
const claims = Number(values.claims);
const refundDelayMs = Number(values['refund-delay-ms']);

// The handlers' log and metric lines say nothing these numbers need (as in the tests: vitest.config.ts).
process.env.POWERTOOLS_LOG_LEVEL ??= 'CRITICAL';
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
const { stack, dataDir } = await startScriptStack(base, 'claim-refund-time', { stripeRefundDelayMs: refundDelayMs, countDynamoRequests: false });

if (!stack) throw new Error('the stack did not start');
const url = stack.gateway.url;
const POLL_MS = 10;

/** Waits (polling every POLL_MS) until `done` says so; gives up after 60 s, the bound. */
async function until(done: () => Promise<boolean>): Promise<void> {
  const give = Date.now() + 60_000;
  while (!(await done())) {
    if (Date.now() > give) throw new Error('not back within 60 s');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** A new shopper's delivered card order of one unit of `productId`. */
async function deliveredOrder(productId: string, admin: string, label: string) {
  const shopper = await newShopper(url, label);
  const addressId = await newAddress(url, shopper);
  await callApi(url, 'POST', '/api/cart/create', { token: shopper.accessToken, body: { productId } });
  const checkout = await callApi<{ id: string; order: ApiOrder }>(url, 'POST', '/api/order/checkout', { token: shopper.accessToken, body: { addressId } });
  const paid = await fetch(`${url}/local-checkout/${checkout.id}/pay`, { method: 'POST', redirect: 'manual' });
  if (paid.status !== 303) throw new Error(`the local checkout answered ${paid.status}`);
  const details = () => callApi<ApiOrder>(url, 'POST', '/api/order/details', { token: shopper.accessToken, body: { _id: checkout.order._id } });
  await until(async () => (await details()).status === 'placed');
  for (const status of ['packed', 'out_for_delivery', 'delivered']) await callApi(url, 'PUT', '/api/order/update-status', { token: admin, body: { _id: checkout.order._id, status } });
  return { shopper, orderId: checkout.order._id, details };
}

const times = { card: [] as number[], credit: [] as number[] };
try {
  const admin = (await signInDemo(url, 'admin')).accessToken;
  // ₹120 a unit: under the ₹150 automatic limit.
  const [product] = await newProducts(url, 'claims', 1, 4 * claims, 120);
  for (const way of ['card', 'credit'] as const) {
    for (let i = 0; i < claims; i++) {
      const { shopper, orderId, details } = await deliveredOrder(product!._id, admin, `claim-${way}`);
      const started = performance.now();
      const claim = await callApi<ApiClaim>(url, 'POST', '/api/order/claim', {
        token: shopper.accessToken,
        body: { orderId, lines: [{ productId: product!._id, quantity: 1 }], reason: 'damaged', note: 'Bench', photos: [], wantsCredit: way === 'credit' },
      });
      const answered = performance.now() - started;
      if (claim.state !== 'approved') throw new Error(`claim ${claim.claimId} was not approved at once (${claim.state})`);
      const amount = (claim.approvedPaise ?? 0) / 100;
      if (way === 'card') {
        await until(async () => {
          const order = await details();
          return order.refundedAmt >= amount && order.refunds.some((r) => r.status === 'succeeded' && r.amount === amount);
        });
      } else {
        await until(async () => (await callApi<ApiCredit>(url, 'POST', '/api/credit/get', { token: shopper.accessToken, body: {} })).balance >= amount);
      }
      const back = performance.now() - started;
      times[way].push(back);
      console.log(`${way} claim ${i + 1}: answered in ${answered.toFixed(0)} ms, money back (as the shopper sees it) in ${back.toFixed(0)} ms`);
    }
  }
  for (const way of ['card', 'credit'] as const) {
    console.log(`${way}: ${times[way].length} claims, p50 ${median(times[way]).toFixed(0)} ms, max ${Math.max(...times[way]).toFixed(0)} ms (local Stripe refund delay ${refundDelayMs} ms)`);
  }
} finally {
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
