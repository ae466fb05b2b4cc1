import { describe, expect, it, vi } from 'vitest';

// The records themselves are DynamoDB's (test/integration/double-submit.test.ts); here, when they are used at all.
const records = vi.hoisted(() => ({ claimIdempotencyKey: vi.fn(), releaseIdempotencyKey: vi.fn(), saveIdempotentAnswer: vi.fn() }));
vi.mock('../data/repos/idempotency.js', () => records);
const { oncePerKey } = await import('./idempotency.js');
const caller = { userId: 'u1', email: undefined, isAdmin: false, isRider: false, isPicker: false, authTime: undefined, sessionId: undefined };
const reply = { message: 'Address Created Successfully', data: { _id: 'a1' } };

describe('oncePerKey: which requests of an idempotent route go through the Idempotency-Key records', () => {
  it('runs the work as is without a key, or without a signed-in caller', async () => {
    const run = vi.fn(async () => reply);
    await expect(oncePerKey({ routeKey: 'POST /api/address/create', headers: {}, caller, body: {} }, undefined, run)).resolves.toBe(reply);
    const anonymous = { routeKey: 'POST /api/address/create', headers: { 'idempotency-key': 'k1' }, caller: undefined, body: {} };
    await expect(oncePerKey(anonymous, undefined, run)).resolves.toBe(reply);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('refuses a malformed key with 400 before any work', async () => {
    const run = vi.fn(async () => reply);
    for (const key of ['', 'two words', 'ü', 'x'.repeat(256)]) {
      const request = { routeKey: 'POST /api/address/create', headers: { 'idempotency-key': key }, caller, body: {} };
      await expect(oncePerKey(request, undefined, run)).rejects.toMatchObject({
        status: 400,
        message: 'Idempotency-Key must be 1 to 255 printable characters',
      });
    }
    expect(run).not.toHaveBeenCalled();
  });

  it('never touches the records on those paths', () => {
    for (const use of Object.values(records)) expect(use).not.toHaveBeenCalled();
  });
});
