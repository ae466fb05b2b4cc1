import { describe, expect, it } from 'vitest';
import { checkName } from './names.js';

describe('checkName', () => {
  it.each([
    ['zero-width spaces only', '\u200B\u200B'],
    ['a BOM and a zero-width joiner', '\uFEFF\u200D'],
    ['bidi marks and spaces', ' \u200E\u202E '],
    ['spaces only', ' \u00A0\u3000 '],
    ['empty', ''],
  ])('refuses %s as empty or invisible', (_label, raw) => {
    const result = checkName(raw);
    expect(result.ok).toBe(false);
  });

  it('says what is wrong', () => {
    expect(checkName('   ')).toEqual({ ok: false, reason: 'is required' });
    expect(checkName('\u200B')).toEqual({ ok: false, reason: 'is required' });
    expect(checkName('\u0301')).toEqual({ ok: false, reason: 'must contain a visible character' });
    expect(checkName('Milk\u0000')).toEqual({ ok: false, reason: 'must not contain control characters' });
    expect(checkName('Mi\nlk')).toEqual({ ok: false, reason: 'must not contain control characters' });
    expect(checkName('\u0007')).toEqual({ ok: false, reason: 'must not contain control characters' });
    expect(checkName('\u0085Milk')).toEqual({ ok: false, reason: 'must not contain control characters' });
    expect(checkName('Milk\uD800')).toEqual({ ok: false, reason: 'must be valid text' });
    expect(checkName('\uDC00')).toEqual({ ok: false, reason: 'must be valid text' });
  });

  it('trims spaces and invisible characters at the ends and normalises to NFC', () => {
    expect(checkName('  Amul Butter \u200B')).toEqual({ ok: true, value: 'Amul Butter' });
    expect(checkName('\n\tDal\t\n')).toEqual({ ok: true, value: 'Dal' });
    // "Café" typed with a combining accent is the same name as with the precomposed é.
    expect(checkName('Cafe\u0301')).toEqual({ ok: true, value: 'Caf\u00E9' });
  });

  it('keeps real names: scripts, emoji with joiners, symbols, digits', () => {
    for (const name of ['क्‍ष', 'മലയാളം', '👩‍🌾 Farm', 'Atta & Dal', '7UP', '₹', 'Tea 🍵']) {
      expect(checkName(name), name).toEqual({ ok: true, value: name.normalize('NFC') });
    }
  });

  it('accepts a surrogate pair (an emoji) and refuses half of one', () => {
    expect(checkName('🍎').ok).toBe(true);
    expect(checkName('🍎'.slice(0, 1)).ok).toBe(false);
    expect(checkName('🍎'.slice(1)).ok).toBe(false);
  });
});
