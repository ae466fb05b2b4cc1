/** Days as the dashboard speaks them: 'YYYY-MM-DD' in the stores' time zone (India, UTC+05:30). */
const IST_MS = 330 * 60_000;

export const istDay = (at: number = Date.now()): string => new Date(at + IST_MS).toISOString().slice(0, 10);

/** The day `days` before `day`. */
export const dayBefore = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

export type Preset = 'today' | 'yesterday' | '7d' | '30d';

export function presetRange(preset: Preset, today: string = istDay()): { from: string; to: string } {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: dayBefore(today, 1), to: dayBefore(today, 1) };
    case '7d':
      return { from: dayBefore(today, 6), to: today };
    case '30d':
      return { from: dayBefore(today, 29), to: today };
  }
}

/** '—' when nothing was measured; else whole minutes. */
export const minutesText = (m: number | null): string => (m === null ? '—' : `${m} min`);
