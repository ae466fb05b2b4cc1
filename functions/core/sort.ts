import { latinLookalikes } from './confusables.js';
import { withoutIgnorables } from './text.js';

/** Catalog lists are sorted by name, the way a shopper reads them (SPEC section 4). */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export const byName = (a: { name: string }, b: { name: string }): number => collator.compare(a.name, b.name);

/**
 * The form of a category or sub category name that must be unique, as the store compares names:
 * what does not show does not make a new name. Case, accents, the width of spaces, invisible
 * characters (zero-width spaces and joiners, soft hyphens, bidi marks, word joiners) and letters of
 * another script that look the same (a Cyrillic "а" in "Dairy", core/confusables.ts) are ignored:
 * "Dairy", " dairy", "Dáiry", "Dai\u200Bry" and "Dаiry" are one. A string, not a comparison, so it
 * can key the name's claim item (keys.categoryName), which makes the rule hold under concurrent writes.
 */
export function nameKey(name: string): string {
  return latinLookalikes(
    withoutIgnorables(name.normalize('NFKD'))
      .replace(/\p{M}/gu, '')
      .toLowerCase(),
  )
    .replace(/\s+/gu, ' ')
    .trim();
}
