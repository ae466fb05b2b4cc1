/**
 * The time left to an order's promised ETA, as a picker reads it at a glance: "8 min left",
 * "Due now", "3 min late". Null when the order has no ETA (orders from before ETAs).
 */
export function timeLeft(etaAt: string | null, now: Date): { text: string; late: boolean } | null {
  if (!etaAt) return null;
  const minutes = Math.round((new Date(etaAt).getTime() - now.getTime()) / 60_000);
  if (minutes > 0) return { text: `${minutes} min left`, late: false };
  if (minutes === 0) return { text: 'Due now', late: true };
  return { text: `${-minutes} min late`, late: true };
}

