import { describe, expect, it } from 'vitest';
import { NO_SESSION_GRACE_MS, reconcileStep, type SessionFacts } from './reconcile.js';

const now = new Date('2026-11-24T10:00:00.000Z');
const seconds = Math.floor(now.getTime() / 1000);
const placed = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
const session = (status: 'open' | 'complete' | 'expired', payment_status = 'unpaid', expiresIn = 600): SessionFacts => ({ status, payment_status, expires_at: seconds + expiresIn });

describe('reconcileStep', () => {
  it.each([
    ['no session yet, just placed: the checkout may still be opening it', { createdAt: placed(30_000) }, undefined, { kind: 'wait' }],
    ['no session past the grace: the checkout failed midway, release', { createdAt: placed(NO_SESSION_GRACE_MS) }, undefined, { kind: 'apply', signal: 'expired' }],
    ['Stripe does not know the session: release', { createdAt: placed(0), stripeSessionId: 'cs_1' }, 'missing', { kind: 'apply', signal: 'expired' }],
    ['paid: place it', { createdAt: placed(0), stripeSessionId: 'cs_1' }, session('complete', 'paid'), { kind: 'apply', signal: 'paid' }],
    ['complete but a delayed method still settling: wait', { createdAt: placed(0), stripeSessionId: 'cs_1' }, session('complete', 'unpaid'), { kind: 'wait' }],
    ['expired: release', { createdAt: placed(0), stripeSessionId: 'cs_1' }, session('expired'), { kind: 'apply', signal: 'expired' }],
    ['open within its life: wait', { createdAt: placed(0), stripeSessionId: 'cs_1' }, session('open', 'unpaid', 1), { kind: 'wait' }],
    ['open past its expiry: expire it first', { createdAt: placed(0), stripeSessionId: 'cs_1' }, session('open', 'unpaid', 0), { kind: 'expire-session' }],
  ] as const)('%s', (_name, order, facts, step) => {
    expect(reconcileStep(order, facts, now)).toEqual(step);
  });
});
