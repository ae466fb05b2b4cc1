import { describe, expect, it } from 'vitest';
import { BUILT_RETRY_MS, createSnapshotCache } from './catalog-cache.js';
import type { BuiltSnapshots, VersionStamp } from './catalog-cache.js';

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

/**
 * A source with built snapshots (the catalog objects): `objects` maps a version to its built
 * value; the table answers `table:<n>`; values starting with "big" are worth keeping while building.
 */
function builtSource(initial: VersionStamp) {
  const state = {
    stamp: initial,
    objects: new Map<number, string>(),
    latest: undefined as number | undefined,
    tableLoads: 0,
    objectReads: 0,
    tableData: 'table',
    failObjects: false,
  };
  const built: BuiltSnapshots<string> = {
    load: async (version) => {
      state.objectReads++;
      if (state.failObjects) throw new Error('AccessDenied');
      return state.objects.get(version);
    },
    latest: async () => {
      if (state.latest === undefined) return undefined;
      const value = state.objects.get(state.latest)!;
      return value.startsWith('big') ? { version: state.latest, value } : undefined;
    },
    keep: (value) => value.startsWith('big'),
  };
  return {
    state,
    source: {
      readVersion: async () => ({ ...state.stamp }),
      load: async () => {
        state.tableLoads++;
        return state.tableData;
      },
      built,
    },
  };
}

describe('catalog snapshot cache with built snapshots (catalog objects)', () => {
  it('loads the built snapshot of the version and never reads the table', async () => {
    const { state, source } = builtSource({ version: 3, changedAt: 1_000 });
    state.objects.set(3, 'object-3');
    const cache = createSnapshotCache(source, { now: () => 1_100, settleMs: 2_000 });
    expect(await cache.get()).toBe('object-3');
    // Complete for its version: no reload when the settle window passes, unlike a table load.
    expect(await cache.get()).toBe('object-3');
    expect(state.tableLoads).toBe(0);
    expect(state.objectReads).toBe(1);
  });

  it('reads the table while the version is not built (a small catalog), then takes the object once built', async () => {
    let clock = 10_000;
    const { state, source } = builtSource({ version: 1, changedAt: 0 });
    state.objects.set(1, 'small-1');
    const cache = createSnapshotCache(source, { now: () => clock, settleMs: 2_000 });
    expect(await cache.get()).toBe('small-1');
    state.stamp = { version: 2, changedAt: 10_000 }; // a write; its object is not built yet
    state.tableData = 'table-2';
    expect(await cache.get()).toBe('table-2'); // read-your-writes: the table at once
    expect(state.tableLoads).toBe(1);
    state.objects.set(2, 'small-2');
    clock = 12_500; // settle window passed: reloaded once, now from the object
    expect(await cache.get()).toBe('small-2');
    expect(await cache.get()).toBe('small-2');
    expect(state.tableLoads).toBe(1);
  });

  it('keeps serving a big older snapshot while the new one is built, looking for it once a second', async () => {
    let clock = 100_000;
    const { state, source } = builtSource({ version: 1, changedAt: 0 });
    state.objects.set(1, 'big-1');
    const cache = createSnapshotCache(source, { now: () => clock, buildWaitMs: 60_000 });
    expect(await cache.get()).toBe('big-1');
    state.stamp = { version: 2, changedAt: 100_000 };
    const readsBefore = state.objectReads;
    for (let i = 0; i < 20; i++) {
      expect(await cache.get()).toBe('big-1');
      clock += 100; // 20 requests over 2 s
    }
    expect(state.tableLoads).toBe(0);
    expect(state.objectReads - readsBefore).toBe(2); // at t=0 and after BUILT_RETRY_MS, not 20 times
    expect(BUILT_RETRY_MS).toBe(1000);
    state.objects.set(2, 'big-2');
    clock += BUILT_RETRY_MS;
    expect(await cache.get()).toBe('big-2');
    expect(state.tableLoads).toBe(0);
  });

  it('reads the table once the build has taken longer than buildWaitMs (the builder failing)', async () => {
    let clock = 100_000;
    const { state, source } = builtSource({ version: 1, changedAt: 0 });
    state.objects.set(1, 'big-1');
    const cache = createSnapshotCache(source, { now: () => clock, buildWaitMs: 60_000 });
    await cache.get();
    state.stamp = { version: 2, changedAt: 100_000 };
    expect(await cache.get()).toBe('big-1');
    clock = 160_000;
    state.tableData = 'table-2';
    expect(await cache.get()).toBe('table-2');
    expect(state.tableLoads).toBe(1);
  });

  it('a cold container starts from the newest built snapshot when the current one is not built and the catalog is big', async () => {
    const { state, source } = builtSource({ version: 9, changedAt: 100_000 });
    state.objects.set(8, 'big-8');
    state.latest = 8;
    const cache = createSnapshotCache(source, { now: () => 100_500 });
    expect(await cache.get()).toBe('big-8');
    expect(state.tableLoads).toBe(0);
  });

  it('a cold container reads the table when the newest built snapshot is small', async () => {
    const { state, source } = builtSource({ version: 9, changedAt: 100_000 });
    state.objects.set(8, 'small-8');
    state.latest = 8;
    const cache = createSnapshotCache(source, { now: () => 100_500 });
    expect(await cache.get()).toBe('table');
  });

  it('an unreadable object is reported and the table is read instead', async () => {
    const { state, source } = builtSource({ version: 1, changedAt: 0 });
    state.failObjects = true;
    const errors: unknown[] = [];
    const cache = createSnapshotCache(source, { now: () => 10_000, onBuiltError: (err) => errors.push(err) });
    expect(await cache.get()).toBe('table');
    expect(errors).toHaveLength(1);
  });
});
