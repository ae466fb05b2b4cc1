/** Catalog lists are sorted by name, the way a shopper reads them (SPEC section 4). */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export const byName = (a: { name: string }, b: { name: string }): number => collator.compare(a.name, b.name);

export const sameName = (a: string, b: string): boolean => collator.compare(a.trim(), b.trim()) === 0;
