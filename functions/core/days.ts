/**
 * Whole days written yyyy-mm-dd (report and export ranges). Date.parse rolls a day past its month's
 * end into the next month (2026-02-30 reads as 2 March), so a day is only one the calendar has.
 */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
