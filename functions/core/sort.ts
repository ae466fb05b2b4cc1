/** Catalog lists are sorted by name, the way a shopper reads them (SPEC section 4). */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export const byName = (a: { name: string }, b: { name: string }): number => collator.compare(a.name, b.name);

/**
 * The form of a category or sub category name that must be unique, as the store compares names:
 * case, accents and the width of spaces do not make a new name ("Dairy", " dairy", "Dáiry" and
 * "Dairy  " are one). A string, not a comparison, so it can key the name's claim item
 * (keys.categoryName), which makes the rule hold under concurrent writes.
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim();
}
