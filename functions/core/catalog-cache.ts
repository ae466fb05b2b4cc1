/**
 * Keeps one catalog snapshot per container and decides when to reload it. No AWS here: the
 * source (data/repos/catalog-snapshot.ts) reads the version item and loads the catalog.
 *
 * - Every read asks the source for the version (`createVersionCheck` below: at most one GetItem a
 *   second per container). Same version: the snapshot is reused.
 * - A new version: the catalog is reloaded once, however many requests wait for it.
 * - Built snapshots first (optional `built` of the source: the catalog object, made once per
 *   catalog change): one exact load instead of reading the table.
 * - Not built yet (the builder runs a few seconds after a change): the table is read, unless the
 *   source says the snapshot in hand is too big for that (`built.keep`) and the change is less than
 *   `buildWaitMs` old: then the older snapshot is served while the built one is tried again at most
 *   once per `retryMs`.
 * - gsi1 is eventually consistent: a snapshot loaded from the table less than `settleMs` after the
 *   change it reflects may miss that change. It is served, and reloaded once when the window has passed.
 */
export interface VersionStamp {
  version: number;
  /** Epoch ms of the change that produced this version (0 when unknown). */
  changedAt: number;
}

export interface SnapshotSource<T> {
  readVersion(): Promise<VersionStamp>;
  /** From the table: complete for the version read once `settleMs` have passed since its change. */
  load(): Promise<T>;
  built?: BuiltSnapshots<T>;
}

/** Snapshots built ahead of time, each complete for the version it is named after. */
export interface BuiltSnapshots<T> {
  /** The one built for `version`, or undefined while it is not (yet) there. */
  load(version: number): Promise<T | undefined>;
  /** The newest built one if it is worth serving while the current one is built (a cold container), else undefined. */
  latest(): Promise<{ version: number; value: T } | undefined>;
  /** Whether this snapshot is worth serving while the current one is built, rather than reading the table. */
  keep(value: T): boolean;
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
  /** Set while this older snapshot is served because the current one is not built yet: when it was last tried. */
  keptAt?: number;
}

export const DEFAULT_SETTLE_MS = 2000;

/** How long after a change an older snapshot may be served while the new one is built (then: the table). */
export const DEFAULT_BUILD_WAIT_MS = 60_000;

/** How often a container serving an older snapshot looks for the built one again. */
export const BUILT_RETRY_MS = 1000;

/** How old a version read may be before the next request reads it again. */
export const VERSION_MAX_AGE_MS = 1000;

export interface VersionCheck<T = VersionStamp> {
  /**
   * The version as read at most `maxAgeMs` ago (or by the read in flight, which every caller shares);
   * a caller may ask for a fresher one (a store id not found yet).
   */
  current(maxAgeMs?: number): Promise<T>;
  /** A catalog write committed in this container: the next `current()` reads the item again. */
  invalidate(): void;
  /** How many times the version was read (tests, benchmarks). */
  readonly reads: number;
}

/**
 * The catalog version shared by every request of one container (one item read on every
 * request caps the whole store at the item's ~3,000 strongly consistent reads a second). At most one
 * read per `maxAgeMs`, and one at a time: concurrent requests wait for the read in flight.
 *
 * Staleness: a stamp is reused only while less than `maxAgeMs` has passed since its read was *sent*,
 * so a request sees every catalog write committed more than `maxAgeMs` before it arrived (plus the
 * duration of a read in flight that it joins). Writes made in this container are seen at once
 * (`invalidate`, called after the write's transaction commits).
 *
 * Generic over what is read: the store directory (services/stores/store-directory.ts) keeps the stores and
 * their open-order counts the same way, with a longer `maxAgeMs`.
 */
export function createVersionCheck<T = VersionStamp>(
  read: () => Promise<T>,
  options: { maxAgeMs?: number; now?: () => number } = {},
): VersionCheck<T> {
  const maxAgeMs = options.maxAgeMs ?? VERSION_MAX_AGE_MS;
  const now = options.now ?? Date.now;
  // Bumped by invalidate(): a read sent before a write committed is not reused after it.
  let generation = 0;
  let last: { stamp: T; sentAt: number; generation: number } | undefined;
  let inflight: { promise: Promise<T>; generation: number } | undefined;
  let reads = 0;

  return {
    current(maxAge = maxAgeMs) {
      if (last && last.generation === generation && now() - last.sentAt < maxAge) return Promise.resolve(last.stamp);
      if (inflight && inflight.generation === generation) return inflight.promise;
      const sentAt = now();
      const sentIn = generation;
      reads++;
      const promise = read().then(
        (stamp) => {
          if (sentIn === generation) last = { stamp, sentAt, generation: sentIn };
          if (inflight?.promise === promise) inflight = undefined;
          return stamp;
        },
        (err: unknown) => {
          if (inflight?.promise === promise) inflight = undefined;
          throw err;
        },
      );
      inflight = { promise, generation: sentIn };
      return promise;
    },
    invalidate() {
      generation++;
    },
    get reads() {
      return reads;
    },
  };
}

export interface SnapshotCacheOptions {
  settleMs?: number;
  buildWaitMs?: number;
  now?: () => number;
  /** Told when a built snapshot could not be read (the table is read instead). */
  onBuiltError?: (err: unknown) => void;
}

export function createSnapshotCache<T>(source: SnapshotSource<T>, options: SnapshotCacheOptions = {}): SnapshotCache<T> {
  const settleMs = options.settleMs ?? DEFAULT_SETTLE_MS;
  const buildWaitMs = options.buildWaitMs ?? DEFAULT_BUILD_WAIT_MS;
  const now = options.now ?? Date.now;
  let current: Entry<T> | undefined;
  let inflight: { version: number; promise: Promise<Entry<T>> } | undefined;
  let loads = 0;

  /** The built snapshot of the stamp, or an older one to keep serving, or undefined: read the table. */
  async function fromBuilt(stamp: VersionStamp, built: BuiltSnapshots<T>): Promise<Entry<T> | undefined> {
    // An unreadable built snapshot counts as none: reported, then the table (or the one in hand).
    const unreadable = (err: unknown) => {
      options.onBuiltError?.(err);
      return undefined;
    };
    const loadedAt = now();
    const value = await built.load(stamp.version).catch(unreadable);
    if (value !== undefined) return { version: stamp.version, loadedAt, settled: true, value };
    if (loadedAt >= stamp.changedAt + buildWaitMs) return undefined;
    if (current && current.version < stamp.version) {
      return built.keep(current.value) ? { ...current, keptAt: loadedAt } : undefined;
    }
    if (current) return undefined;
    const latest = await built.latest().catch(unreadable);
    return latest && latest.version < stamp.version ? { ...latest, loadedAt, settled: true, keptAt: loadedAt } : undefined;
  }

  async function load(stamp: VersionStamp): Promise<Entry<T>> {
    const built = source.built && (await fromBuilt(stamp, source.built));
    if (built) return built;
    const loadedAt = now();
    const value = await source.load();
    return { version: stamp.version, loadedAt, settled: loadedAt >= stamp.changedAt + settleMs, value };
  }

  function reload(stamp: VersionStamp): Promise<Entry<T>> {
    if (inflight && inflight.version === stamp.version) return inflight.promise;
    loads++;
    const promise = load(stamp).then(
      (entry) => {
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
      // An older snapshot kept while the new one is built: look for it again at most once per retryMs.
      if (entry?.keptAt !== undefined && now() - entry.keptAt < BUILT_RETRY_MS) return entry.value;
      return (await reload(stamp)).value;
    },
    get loads() {
      return loads;
    },
  };
}
