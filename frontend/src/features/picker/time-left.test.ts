import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left';

describe('time left to the ETA', () => {
  const now = new Date('2026-11-29T10:00:00.000Z');

  it('counts minutes down, then says it is due and how late', () => {
    expect(timeLeft('2026-11-29T10:08:10.000Z', now)).toEqual({ text: '8 min left', late: false });
    expect(timeLeft('2026-11-29T10:00:20.000Z', now)).toEqual({ text: 'Due now', late: true });
    expect(timeLeft('2026-11-29T09:57:00.000Z', now)).toEqual({ text: '3 min late', late: true });
  });

  it('says nothing for an order without an ETA', () => {
    expect(timeLeft(null, now)).toBeNull();
  });
});
