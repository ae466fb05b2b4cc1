/** Links from sub categories and products to the taxonomy, and how a write changes usage counters. */

/** Ids in first-seen order, each once: the same category chosen twice is one link. */
export function uniqueIds(refs: readonly ({ _id: string } | string)[]): string[] {
  return [...new Set(refs.map((ref) => (typeof ref === 'string' ? ref : ref._id)))];
}

export interface LinkDiff {
  /** Newly linked: counter +1. */
  added: string[];
  /** No longer linked: counter −1. */
  removed: string[];
  /** Linked before and after: counter unchanged, existence still checked. */
  kept: string[];
}

/** What an update does to each linked item's counter; every id appears in exactly one list. */
export function diffLinks(before: readonly string[], after: readonly string[]): LinkDiff {
  const old = new Set(before);
  const next = new Set(after);
  return {
    added: [...next].filter((id) => !old.has(id)),
    removed: [...old].filter((id) => !next.has(id)),
    kept: [...next].filter((id) => old.has(id)),
  };
}
