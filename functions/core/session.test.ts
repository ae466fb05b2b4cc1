import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_MINUTES, nextWholeSecond, sessionIsLive, sessionSignedOut, signOutSession } from './session.js';

describe('sessionIsLive', () => {
  const endedAt = Date.parse('2026-03-01T10:00:05.400Z');
  const second = (iso: string) => Date.parse(iso) / 1000;

  it('lets every token through while no reset ended the sessions', () => {
    expect(sessionIsLive(second('2026-03-01T10:00:00Z'), undefined)).toBe(true);
    expect(sessionIsLive(undefined, undefined)).toBe(true);
  });

  it('ends sessions that began before the reset, the same second included', () => {
    expect(sessionIsLive(second('2026-03-01T09:00:00Z'), endedAt)).toBe(false);
    expect(sessionIsLive(second('2026-03-01T10:00:05Z'), endedAt)).toBe(false);
    expect(sessionIsLive(undefined, endedAt)).toBe(false);
    expect(sessionIsLive(Number.NaN, endedAt)).toBe(false);
  });

  it('keeps sessions that began after it', () => {
    expect(sessionIsLive(second('2026-03-01T10:00:06Z'), endedAt)).toBe(true);
  });

  it('answers a reset only once a new sign-in gets a later auth_time', () => {
    const answerAt = nextWholeSecond(endedAt);
    expect(answerAt).toBeGreaterThan(Date.parse('2026-03-01T10:00:06Z'));
    expect(sessionIsLive(Math.floor(answerAt / 1000), endedAt)).toBe(true);
    expect(answerAt - endedAt).toBeLessThanOrEqual(1050);
  });
});

describe('logging out of one session', () => {
  const now = Date.parse('2026-03-01T10:00:00Z');

  it('refuses that session until its last access token expires, and no other session', () => {
    const { keep } = signOutSession(undefined, 'jti-a', now);
    expect(sessionSignedOut('jti-a', keep, now + 15 * 60_000)).toBe(true);
    expect(sessionSignedOut('jti-b', keep, now)).toBe(false);
    expect(sessionSignedOut(undefined, keep, now)).toBe(false);
    expect(sessionSignedOut('jti-a', keep, now + (ACCESS_TOKEN_MINUTES + 2) * 60_000)).toBe(false);
  });

  it('forgets the sessions whose tokens have all expired', () => {
    const { keep: first } = signOutSession(undefined, 'old', now);
    const later = now + (ACCESS_TOKEN_MINUTES + 2) * 60_000;
    const { keep, expired } = signOutSession({ ...first, recent: Math.floor(later / 1000) + 60 }, 'new', later);
    expect(Object.keys(keep).sort()).toEqual(['new', 'recent']);
    expect(expired).toEqual(['old']);
  });
});
