/**
 * What a name (of a product, category, sub category, user, or a part of an address) may be: text a
 * person can read. Names are compared for uniqueness and shown everywhere, so "\u200B" or "\u0007"
 * must not pass for one, and "Café" typed two ways must be one name.
 */

/** Spaces and invisible format characters (zero-width space, joiners, BOM, bidi marks) at either end. */
const EDGES = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;
/** Control characters (C0, DEL, C1) are never part of a name. */
const CONTROL = /\p{Cc}/u;
/** Half of a surrogate pair without its other half: not a character at all (no `u` flag, on purpose). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** A letter, digit, punctuation mark or symbol: something that shows. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

export type NameCheck = { ok: true; value: string } | { ok: false; reason: string };

/**
 * Normalised to NFC and trimmed (spaces and format characters at the ends); refused when it has a
 * lone surrogate, a control character (a newline or tab inside too), or nothing visible. Format characters inside stay: the
 * zero-width joiners of emoji and Indic scripts are part of how a name is written.
 */
export function checkName(raw: string): NameCheck {
  if (LONE_SURROGATE.test(raw)) return { ok: false, reason: 'must be valid text' };
  const value = raw.normalize('NFC').replace(EDGES, '');
  if (value === '') return { ok: false, reason: 'is required' };
  if (CONTROL.test(value)) return { ok: false, reason: 'must not contain control characters' };
  if (!VISIBLE.test(value)) return { ok: false, reason: 'must contain a visible character' };
  return { ok: true, value };
}
