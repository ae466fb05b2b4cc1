/**
 * The catalog version item, read at most once a second per container (catalog-cache.ts
 * createVersionCheck). The snapshot cache: catalog-cache.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createVersionCheck } from './catalog-cache.js';
import type { VersionStamp } from './catalog-cache.js';

describe('shared catalog version check', () => {
  /** A version item whose reads resolve only when the test says so, to find races without sleeping. */
  function slowItem() {
    const state = { version: 1, reads: 0, pending: [] as (() => void)[] };
    const read = () => {
      state.reads++;
      const seen = state.version; // what the read finds when it reaches the table
      return new Promise<VersionStamp>((resolve) => state.pending.push(() => resolve({ version: seen, changedAt: 0 })));
    };
    const answerAll = async () => {
      for (const answer of state.pending.splice(0)) answer();
      await Promise.resolve();
    };
    return { state, read, answerAll };
  }

  it('reads the item at most once a second, however many requests ask', async () => {
    let clock = 0;
    let reads = 0;
    let version = 1;
    const check = createVersionCheck(async () => (reads++, { version, changedAt: 0 }), { now: () => clock });
    for (let i = 0; i < 100; i++) {
      expect((await check.current()).version).toBe(1);
      clock += 9; // 100 requests over 900 ms
    }
    expect(reads).toBe(1);
    version = 2;
    clock = 999;
    expect((await check.current()).version).toBe(1); // another container's write, 999 ms after the read was sent: not yet
    clock = 1000;
    expect((await check.current()).version).toBe(2); // a second after: read again, seen
    expect(reads).toBe(2);
    expect(check.reads).toBe(2);
  });

  it('shares one read in flight between concurrent requests', async () => {
    const { state, read, answerAll } = slowItem();
    const check = createVersionCheck(read, { now: () => 0 });
    const waiting = Array.from({ length: 50 }, () => check.current());
    expect(state.reads).toBe(1);
    await answerAll();
    expect((await Promise.all(waiting)).map((s) => s.version)).toEqual(Array(50).fill(1));
  });

  it('measures the second from when the read was sent, not answered', async () => {
    let clock = 0;
    const { state, read, answerAll } = slowItem();
    const check = createVersionCheck(read, { now: () => clock });
    const first = check.current();
    clock = 800; // a slow read: answered 800 ms after it was sent
    await answerAll();
    await first;
    clock = 1000;
    void check.current();
    expect(state.reads).toBe(2);
  });

  it("sees this container's own write at once, within the second", async () => {
    const { state, read, answerAll } = slowItem();
    const check = createVersionCheck(read, { now: () => 0 });
    expect((await Promise.all([check.current(), answerAll()]))[0].version).toBe(1);
    state.version = 2;
    check.invalidate(); // the write's transaction committed here
    const after = check.current();
    expect(state.reads).toBe(2);
    await answerAll();
    expect((await after).version).toBe(2);
  });

  it('does not reuse a read sent before a write of this container committed', async () => {
    const { state, read, answerAll } = slowItem();
    const check = createVersionCheck(read, { now: () => 0 });
    const early = check.current(); // sent while the version is 1
    state.version = 2;
    check.invalidate(); // the write commits while that read is in flight
    const late = check.current(); // must not join the early read
    expect(state.reads).toBe(2);
    await answerAll();
    expect((await early).version).toBe(1);
    expect((await late).version).toBe(2);
    expect((await check.current()).version).toBe(2); // and the early answer did not replace the late one
    expect(state.reads).toBe(2);
  });

  it('reads again after a failed read instead of keeping the failure', async () => {
    let fail = true;
    const check = createVersionCheck(
      async () => {
        if (fail) throw new Error('throttled');
        return { version: 3, changedAt: 0 };
      },
      { now: () => 0 },
    );
    await expect(check.current()).rejects.toThrow('throttled');
    fail = false;
    expect((await check.current()).version).toBe(3);
  });
});
