import { describe, expect, it } from 'vitest';
import { createSnapshotCache } from './catalog-cache.js';
import type { VersionStamp } from './catalog-cache.js';

function fakeSource(initial: VersionStamp) {
  const state = { stamp: initial, versionReads: 0, loads: 0, data: 'v1', delayMs: 0 };
  return {
    state,
    source: {
      readVersion: async () => {
        state.versionReads++;
        return { ...state.stamp };
      },
      load: async () => {
        state.loads++;
        const data = state.data;
        if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
        return data;
      },
    },
  };
}

describe('catalog snapshot cache', () => {
  it('loads once, then only reads the version while it is unchanged', async () => {
    const { state, source } = fakeSource({ version: 1, changedAt: 0 });
    const cache = createSnapshotCache(source, { now: () => 10_000 });
    expect(await cache.get()).toBe('v1');
    for (let i = 0; i < 10; i++) expect(await cache.get()).toBe('v1');
    expect(state.loads).toBe(1);
    expect(state.versionReads).toBe(11);
  });

  it('reloads when the version changes', async () => {
    const { state, source } = fakeSource({ version: 1, changedAt: 0 });
    const cache = createSnapshotCache(source, { now: () => 10_000 });
    await cache.get();
    state.stamp = { version: 2, changedAt: 1_000 };
    state.data = 'v2';
    expect(await cache.get()).toBe('v2');
    expect(await cache.get()).toBe('v2');
    expect(state.loads).toBe(2);
  });

  it('loads once for many concurrent readers', async () => {
    const { state, source } = fakeSource({ version: 1, changedAt: 0 });
    state.delayMs = 20;
    const cache = createSnapshotCache(source, { now: () => 10_000 });
    const results = await Promise.all(Array.from({ length: 25 }, () => cache.get()));
    expect(new Set(results)).toEqual(new Set(['v1']));
    expect(state.loads).toBe(1);
  });

  it('serves a snapshot taken right after a change, and reloads it once the index has settled', async () => {
    let clock = 5_000;
    const { state, source } = fakeSource({ version: 7, changedAt: 4_900 });
    const cache = createSnapshotCache(source, { now: () => clock, settleMs: 2_000 });
    expect(await cache.get()).toBe('v1'); // loaded 100 ms after the change: provisional
    state.data = 'v1-settled';
    clock = 6_000;
    expect(await cache.get()).toBe('v1'); // still inside the window: no reload yet
    expect(state.loads).toBe(1);
    clock = 7_000;
    expect(await cache.get()).toBe('v1-settled'); // window passed: one more load
    clock = 60_000;
    expect(await cache.get()).toBe('v1-settled');
    expect(state.loads).toBe(2);
  });

  it('retries after a failed load instead of caching the failure', async () => {
    const { state, source } = fakeSource({ version: 1, changedAt: 0 });
    let fail = true;
    const cache = createSnapshotCache(
      {
        readVersion: source.readVersion,
        load: async () => {
          if (fail) throw new Error('throttled');
          return source.load();
        },
      },
      { now: () => 10_000 },
    );
    await expect(cache.get()).rejects.toThrow('throttled');
    fail = false;
    expect(await cache.get()).toBe('v1');
    expect(state.loads).toBe(1);
  });
});
