import { describe, expect, it } from 'vitest';
import { changedAt, pushDelayMs } from './live-push-delay.js';

const second = Date.parse('2026-11-29T03:00:05.000Z') / 1000;

describe('the live push delay: from the change to the send', () => {
  it("takes the order's updatedAt when this change set it (within or after the record's second)", () => {
    expect(changedAt(second, '2026-11-29T03:00:05.830Z')).toBe(Date.parse('2026-11-29T03:00:05.830Z'));
    expect(pushDelayMs(second, '2026-11-29T03:00:05.830Z', Date.parse('2026-11-29T03:00:06.100Z'))).toBe(270);
  });

  it("takes the record's second when the change left updatedAt as it was (an older write's time)", () => {
    expect(changedAt(second, '2026-11-29T02:58:00.000Z')).toBe(second * 1000);
    expect(pushDelayMs(second, '2026-11-29T02:58:00.000Z', Date.parse('2026-11-29T03:00:05.400Z'))).toBe(400);
  });

  it("takes the record's second when the order has no updatedAt, or not a date", () => {
    expect(changedAt(second, undefined)).toBe(second * 1000);
    expect(changedAt(second, 'soon')).toBe(second * 1000);
  });

  it('is never negative when the sender\'s clock is a little behind the writer\'s', () => {
    expect(pushDelayMs(second, '2026-11-29T03:00:05.900Z', Date.parse('2026-11-29T03:00:05.880Z'))).toBe(0);
  });
});
