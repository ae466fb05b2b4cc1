/**
 * Values by key, each served while it was read less than `maxAgeMs` ago, so a container under load
 * reads a hot key once per `maxAgeMs` instead of once per request. No AWS here: the caller reads
 * what `missing` names and hands it to `remember`. What is older is dropped once the map holds more
 * than `maxEntries`, so the map stays as small as what was asked within the window.
 */
export interface RecentValues<V> {
  /** The keys' values read less than maxAgeMs ago, and the keys to read. */
  pick(keys: readonly string[]): { known: Map<string, V>; missing: string[] };
  /** Values just read (read at `now()`), one per key asked; a key with no value is remembered as `absent`. */
  remember(keys: readonly string[], values: ReadonlyMap<string, V>, absent: V): void;
  readonly size: number;
}

export function createRecentValues<V>(options: { maxAgeMs: number; maxEntries: number; now?: () => number }): RecentValues<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; readAt: number }>();
  const fresh = (readAt: number, at: number) => at - readAt < options.maxAgeMs;
  return {
    pick(keys) {
      const at = now();
      const known = new Map<string, V>();
      const missing: string[] = [];
      for (const key of keys) {
        const entry = entries.get(key);
        if (entry && fresh(entry.readAt, at)) known.set(key, entry.value);
        else missing.push(key);
      }
      return { known, missing };
    },
    remember(keys, values, absent) {
      const at = now();
      for (const key of keys) entries.set(key, { value: values.has(key) ? (values.get(key) as V) : absent, readAt: at });
      if (entries.size > options.maxEntries) {
        for (const [key, entry] of entries) if (!fresh(entry.readAt, at)) entries.delete(key);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
