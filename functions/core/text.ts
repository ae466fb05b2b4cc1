/**
 * The one rule for text that people type and others read: names, units, descriptions, custom
 * fields, address parts, reasons. Stored text is shown on pages, mailed, compared for uniqueness
 * and sent to Stripe (whose form encoding throws on half a surrogate pair), so it must be
 * well-formed Unicode in NFC, free of control characters, and show something.
 */

/** Half of a surrogate pair without its other half: not a character at all (no `u` flag, on purpose). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Pure: bundles that never check text (the catalog reads) leave it out.
const LONE_SURROGATES = /* @__PURE__ */ (() => new RegExp(LONE_SURROGATE.source, 'g'))();
/** Control characters (C0, DEL, C1); a multi-line text may keep line breaks and tabs. */
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINES = /[^\P{Cc}\n\t]/u;
/** Blank at either end: spaces, line breaks, and the Braille blank that passes for a letter. */
const EDGES = /^[\s\u2800]+|[\s\u2800]+$/gu;
/** A letter, digit, punctuation mark or symbol: something that shows. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
const ZWNJ = '\u200C';
const ZWJ = '\u200D';
const EMOJI_BEFORE_JOINER = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F\u{E007F}]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const EMOJI = /\p{Emoji}/u;
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;
/** Scripts whose words never need a joiner, so one inside them only hides a difference. */
const SIMPLE_SCRIPT = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u;
const MONGOLIAN = /\p{Script=Mongolian}/u;
const TAG = /[\u{E0020}-\u{E007F}]/u;
const BLACK_FLAG = '\u{1F3F4}';

/** A letter or mark of a script that shapes its letters with joiners (Indic, Arabic, ...). */
const joiningLetter = (ch: string | undefined) => ch !== undefined && LETTER_OR_MARK.test(ch) && !SIMPLE_SCRIPT.test(ch);

/**
 * Whether an invisible (default-ignorable) character is part of how its neighbours are written:
 * the joiners of emoji sequences ("👩‍🌾") and of Indic or Arabic letters ("क्‍ष"), the variation
 * selector of an emoji ("❤️") or an ideograph, Mongolian variation selectors, and the tags of a
 * subdivision flag. Anywhere else (soft hyphens, zero-width spaces, bidi marks, word joiners, a
 * joiner inside a Latin word...) it only makes two names that look the same differ.
 */
function partOfWriting(ch: string, before: string | undefined, after: string | undefined): boolean {
  if (ch === ZWJ) {
    return (before !== undefined && EMOJI_BEFORE_JOINER.test(before) && after !== undefined && PICTOGRAPH.test(after)) || (joiningLetter(before) && joiningLetter(after));
  }
  if (ch === ZWNJ) return joiningLetter(before) && joiningLetter(after);
  const cp = ch.codePointAt(0) as number;
  const variationSelector = (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef);
  if (variationSelector) return before !== undefined && ((EMOJI.test(before) && !/[\p{L}\s]/u.test(before)) || joiningLetter(before));
  if (cp >= 0x180b && cp <= 0x180f && cp !== 0x180e) return before !== undefined && MONGOLIAN.test(before);
  if (TAG.test(ch)) return before === BLACK_FLAG || (before !== undefined && TAG.test(before));
  return false;
}

/** Removes the invisible characters that are not part of how the text is written (see partOfWriting). */
export function removeInvisible(text: string): string {
  if (!INVISIBLE.test(text)) return text;
  const chars = Array.from(text);
  return chars.filter((ch, i) => !INVISIBLE.test(ch) || partOfWriting(ch, chars[i - 1], chars[i + 1])).join('');
}

/** Every invisible (default-ignorable) character removed: for comparing, never for storing. */
export function withoutIgnorables(text: string): string {
  return text.replace(/\p{Default_Ignorable_Code_Point}/gu, '');
}

/** For text stored before these rules: half a surrogate pair becomes U+FFFD, so it can be encoded. */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATES, '\uFFFD');
}

/** Nothing but spaces and invisible characters: what an optional field treats as left out. */
export function isBlank(text: string): boolean {
  return withoutIgnorables(text).replace(EDGES, '') === '';
}

export type TextCheck = { ok: true; value: string } | { ok: false; reason: string };

export interface TextRule {
  /** A description: line breaks (stored as \n) and tabs are allowed inside. */
  multiline?: boolean;
}

/**
 * Refused when it has half a surrogate pair, a control character (line breaks and tabs only in
 * multi-line text) or nothing visible. Accepted text is stored without invisible characters that
 * are not part of its writing (removeInvisible), in NFC ("Café" typed two ways is one text), and
 * without blank ends.
 */
export function checkText(raw: string, rule: TextRule = {}): TextCheck {
  if (LONE_SURROGATE.test(raw)) return { ok: false, reason: 'must be valid text' };
  const lines = rule.multiline ? raw.replace(/\r\n?/g, '\n') : raw;
  const value = removeInvisible(lines).normalize('NFC').replace(EDGES, '');
  if (value === '') return { ok: false, reason: 'is required' };
  if ((rule.multiline ? CONTROL_BUT_LINES : CONTROL).test(value)) return { ok: false, reason: 'must not contain control characters' };
  if (!VISIBLE.test(value.replace(/\u2800/g, ''))) return { ok: false, reason: 'must contain a visible character' };
  return { ok: true, value };
}
