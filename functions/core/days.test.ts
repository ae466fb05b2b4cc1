import { describe, expect, it } from 'vitest';
import { isCalendarDay } from './days.js';

describe('isCalendarDay', () => {
  it('takes the days the calendar has, leap days in leap years', () => {
    for (const day of ['2026-01-01', '2026-02-28', '2028-02-29', '2000-02-29', '2026-12-31']) expect(isCalendarDay(day), day).toBe(true);
  });
  it('refuses days past their month, months past 12, and other shapes', () => {
    for (const day of ['2026-02-30', '2025-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-1-1', '2026-01-01T00:00', ' 2026-01-01', ''])
      expect(isCalendarDay(day), day).toBe(false);
  });
});
