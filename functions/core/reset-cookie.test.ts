import { describe, expect, it } from 'vitest';
import { clearedResetCookie, cookieValue, resetCookie } from './reset-cookie.js';

describe('the reset cookie', () => {
  it('is HttpOnly, SameSite=Strict, scoped to the reset call and lives as long as the proof', () => {
    expect(resetCookie('abc', true)).toBe('qb_reset=abc; Path=/api/user/reset-password; Max-Age=900; HttpOnly; SameSite=Strict; Secure');
    expect(resetCookie('abc', false)).toBe('qb_reset=abc; Path=/api/user/reset-password; Max-Age=900; HttpOnly; SameSite=Strict');
    expect(clearedResetCookie(true)).toBe('qb_reset=; Path=/api/user/reset-password; Max-Age=0; HttpOnly; SameSite=Strict; Secure');
  });

  it('is read from the request cookies, whichever way they came', () => {
    expect(cookieValue(['a=1', 'qb_reset=tok-en_1', 'b=2'], 'qb_reset')).toBe('tok-en_1');
    expect(cookieValue('a=1; qb_reset=xyz= ; c'.split(';'), 'qb_reset')).toBe('xyz=');
    expect(cookieValue(['qb_reset='], 'qb_reset')).toBeUndefined();
    expect(cookieValue(['xqb_reset=1'], 'qb_reset')).toBeUndefined();
    expect(cookieValue([], 'qb_reset')).toBeUndefined();
  });
});
