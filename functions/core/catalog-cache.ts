/**
 * Keeps one catalog snapshot per container and decides when to reload it. No AWS here: the
 * source (data/repos/catalog-snapshot.ts) reads the version item and loads the catalog.
 *
 * - Every read asks the source for the version (one GetItem). Same version: the snapshot is reused.
 * - A new version: the catalog is reloaded once, however many requests wait for it.
 * - gsi1 is eventually consistent: a snapshot loaded less than `settleMs` after the change it
 *   reflects may miss that change. It is served, and reloaded once when the window has passed.
 */
export interface VersionStamp {
  version: number;
  /** Epoch ms of the change that produced this version (0 when unknown). */
  changedAt: number;
}

export interface SnapshotSource<T> {
  readVersion(): Promise<VersionStamp>;
  load(): Promise<T>;
}

export interface SnapshotCache<T> {
  get(): Promise<T>;
  /** How many times the catalog was loaded (for tests and benchmarks). */
  readonly loads: number;
}

interface Entry<T> {
  version: number;
  loadedAt: number;
  settled: boolean;
  value: T;
}

export const DEFAULT_SETTLE_MS = 2000;

export function createSnapshotCache<T>(
  source: SnapshotSource<T>,
  options: { settleMs?: number; now?: () => number } = {},
): SnapshotCache<T> {
  const settleMs = options.settleMs ?? DEFAULT_SETTLE_MS;
  const now = options.now ?? Date.now;
  let current: Entry<T> | undefined;
  let inflight: { version: number; promise: Promise<Entry<T>> } | undefined;
  let loads = 0;

  function reload(stamp: VersionStamp): Promise<Entry<T>> {
    if (inflight && inflight.version === stamp.version) return inflight.promise;
    const loadedAt = now();
    loads++;
    const promise = source.load().then(
      (value) => {
        const entry = { version: stamp.version, loadedAt, settled: loadedAt >= stamp.changedAt + settleMs, value };
        // A slower load of an older version never replaces a newer snapshot.
        if (!current || current.version <= entry.version) current = entry;
        if (inflight?.promise === promise) inflight = undefined;
        return entry;
      },
      (err: unknown) => {
        if (inflight?.promise === promise) inflight = undefined;
        throw err;
      },
    );
    inflight = { version: stamp.version, promise };
    return promise;
  }

  return {
    async get() {
      const stamp = await source.readVersion();
      const entry = current;
      if (entry && entry.version === stamp.version) {
        if (entry.settled || now() < stamp.changedAt + settleMs) return entry.value;
      }
      if (entry && entry.version > stamp.version) return entry.value;
      return (await reload(stamp)).value;
    },
    get loads() {
      return loads;
    },
  };
}
