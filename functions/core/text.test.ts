import { describe, expect, it } from 'vitest';
import { checkText, isBlank, wellFormed } from './text.js';

describe('checkText on one line (names, units, custom fields)', () => {
  it.each([
    ['zero-width spaces only', '\u200B\u200B'],
    ['a BOM and a zero-width joiner', '\uFEFF\u200D'],
    ['bidi marks and spaces', ' \u200E\u202E '],
    ['spaces only', ' \u00A0\u3000 '],
    ['empty', ''],
  ])('refuses %s as empty or invisible', (_label, raw) => {
    const result = checkText(raw);
    expect(result.ok).toBe(false);
  });

  it('says what is wrong', () => {
    expect(checkText('   ')).toEqual({ ok: false, reason: 'is required' });
    expect(checkText('\u200B')).toEqual({ ok: false, reason: 'is required' });
    expect(checkText('\u0301')).toEqual({ ok: false, reason: 'must contain a visible character' });
    expect(checkText('Milk\u0000')).toEqual({ ok: false, reason: 'must not contain control characters' });
    expect(checkText('Mi\nlk')).toEqual({ ok: false, reason: 'must not contain control characters' });
    expect(checkText('\u0007')).toEqual({ ok: false, reason: 'must not contain control characters' });
    expect(checkText('\u0085Milk')).toEqual({ ok: false, reason: 'must not contain control characters' });
    expect(checkText('Milk\uD800')).toEqual({ ok: false, reason: 'must be valid text' });
    expect(checkText('\uDC00')).toEqual({ ok: false, reason: 'must be valid text' });
  });

  it('trims spaces and invisible characters at the ends and normalises to NFC', () => {
    expect(checkText('  Amul Butter \u200B')).toEqual({ ok: true, value: 'Amul Butter' });
    expect(checkText('\n\tDal\t\n')).toEqual({ ok: true, value: 'Dal' });
    // "Café" typed with a combining accent is the same name as with the precomposed é.
    expect(checkText('Cafe\u0301')).toEqual({ ok: true, value: 'Caf\u00E9' });
  });

  it('keeps real names: scripts, emoji with joiners, symbols, digits', () => {
    for (const name of ['क्‍ष', 'മലയാളം', '👩‍🌾 Farm', 'Atta & Dal', '7UP', '₹', 'Tea 🍵']) {
      expect(checkText(name), name).toEqual({ ok: true, value: name.normalize('NFC') });
    }
  });

  it('accepts a surrogate pair (an emoji) and refuses half of one', () => {
    expect(checkText('🍎').ok).toBe(true);
    expect(checkText('🍎'.slice(0, 1)).ok).toBe(false);
    expect(checkText('🍎'.slice(1)).ok).toBe(false);
  });
});

describe('invisible characters inside text', () => {
  it.each([
    ['a zero-width space', 'Dairy\u200B Fresh'],
    ['a zero-width joiner', 'Dai\u200Dry Fresh'],
    ['a zero-width non-joiner', 'Dairy\u200C Fresh'],
    ['a soft hyphen', 'Dai\u00ADry Fresh'],
    ['a right-to-left mark', 'Dairy \u200FFresh'],
    ['a word joiner', 'Dairy\u2060 Fresh'],
    ['a BOM', 'Dairy \uFEFFFresh'],
    ['a variation selector after a letter', 'Dairy\uFE0F Fresh'],
    ['a Hangul filler', 'Dairy\u3164 Fresh'],
  ])('are removed when they only hide a difference: %s', (_label, raw) => {
    expect(checkText(raw)).toEqual({ ok: true, value: 'Dairy Fresh' });
  });

  it('stay where they are part of the writing: emoji sequences, Indic and Persian joiners, flags', () => {
    for (const text of ['👩‍🌾 Farm', '🏳️‍🌈', '❤️ Mangoes', '1️⃣ Pick', 'क्‍ष', 'می‌خواهم', 'Scotland 🏴󠁧󠁢󠁳󠁣󠁴󠁿', '葛󠄀']) {
      expect(checkText(text), text).toEqual({ ok: true, value: text });
    }
  });

  it('removed, they leave NFC text behind', () => {
    expect(checkText('Cafe\u200B\u0301')).toEqual({ ok: true, value: 'Caf\u00E9' });
  });

  it('a Braille blank is not something visible', () => {
    expect(checkText('\u2800').ok).toBe(false);
    expect(checkText('\u2800Tea\u2800')).toEqual({ ok: true, value: 'Tea' });
  });
});

describe('checkText on several lines (descriptions)', () => {
  const multiline = { multiline: true };

  it('keeps line breaks (as \\n) and tabs inside, trims blank ends', () => {
    expect(checkText('\n Fresh paneer.\r\n\r\nKeep\tcold. \n', multiline)).toEqual({ ok: true, value: 'Fresh paneer.\n\nKeep\tcold.' });
  });

  it('refuses other control characters, lone surrogates and invisible-only text', () => {
    expect(checkText('Soft\u0000 paneer', multiline)).toEqual({ ok: false, reason: 'must not contain control characters' });
    expect(checkText('Soft\u000B paneer', multiline)).toEqual({ ok: false, reason: 'must not contain control characters' });
    expect(checkText('Soft paneer\uD800', multiline)).toEqual({ ok: false, reason: 'must be valid text' });
    expect(checkText('\u200B\n\u200D\t\u2060', multiline)).toEqual({ ok: false, reason: 'is required' });
  });

  it('one line only without the option', () => {
    expect(checkText('Fresh\nPaneer')).toEqual({ ok: false, reason: 'must not contain control characters' });
  });
});

describe('isBlank and wellFormed', () => {
  it('blank: spaces and invisible characters only', () => {
    for (const blank of ['', '  ', '\u200B', ' \u200D\uFEFF ']) expect(isBlank(blank), JSON.stringify(blank)).toBe(true);
    for (const text of ['a', '\u0301', '\uD800']) expect(isBlank(text), JSON.stringify(text)).toBe(false);
  });

  it('wellFormed replaces half a surrogate pair and keeps whole ones', () => {
    expect(wellFormed('1 kg\uD800')).toBe('1 kg\uFFFD');
    expect(wellFormed('\uDC00🍎')).toBe('\uFFFD🍎');
    expect(encodeURIComponent(wellFormed('1 kg\uD800'))).toBe('1%20kg%EF%BF%BD');
  });
});
