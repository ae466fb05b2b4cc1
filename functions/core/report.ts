/**
 * The sales dashboard's rules (pure): what one order adds to its store's figures of its day, and
 * the summary of a range of days read back from those figures.
 *
 * An order's share ("contribution") is a function of the order as it is now, never of the event
 * that changed it: the aggregator stores the share it applied and applies only the difference to
 * the new share, so a repeated, late or coalesced stream record changes nothing twice, and the
 * backfill is the same step run over every order.
 *
 * - An order counts on the day and hour (stores' time zone) it was placed (paid, for a card order);
 *   one never placed (awaiting payment, failed) counts nowhere. Everything that happens to it later
 *   (packed, delivered late the next morning, cancelled) counts on that day.
 * - cancelled: cancelled after it was placed and never delivered.
 * - revenue: orders delivered (cash is paid at the door, card before), their grand total net of
 *   the refunds that succeeded (the store's own, and those made in Stripe's dashboard, before or
 *   after delivery) and of claims paid back as store credit (core/report-claims.ts). Average order value = revenue / the delivered orders that kept any money.
 *   Split into items (after discounts), fees and tips, beside the offer discounts (revenue-split.ts).
 * - on time: delivered no later than placed + the minutes promised at checkout.
 * - phases: placed → packed (pack), packed → out for delivery (dispatch), out → delivered
 *   (deliver), in whole minutes rounded down, counted in one bucket per minute up to
 *   REPORT_MINUTES_MAX (longer ones share the last bucket). Medians come from those buckets, so
 *   they are exact to the minute below REPORT_MINUTES_MAX and "REPORT_MINUTES_MAX or more" above.
 * - top products: quantities of the orders placed and not cancelled.
 * - claims: the order's claims by state and the money they paid back (core/report-claims.ts).
 */
import { isCalendarDay } from './days.js';
import { placedAt, promisedMinutes, type OrderRecord } from './order-record.js';
import { refundedPaise } from './refunds.js';
import { claimFigures, claimKeyFigures, creditPaidBackPaise, type ClaimKeyFigures, type ReportClaim } from './report-claims.js';
import { revenueSplit, revenueSplitFigures } from './revenue-split.js';

export const REPORT_MINUTES_MAX = 120;
export const PHASES = ['pack', 'dispatch', 'deliver'] as const;
export type Phase = (typeof PHASES)[number];
/** Longest range one summary reads (days). */
export const REPORT_DAYS_MAX = 92;
export const TOP_PRODUCTS = 10;

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** 'YYYY-MM-DD' of an instant in the stores' time zone. */
export const reportDay = (iso: string | Date): string => new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
/** Hour 0–23 of an instant in the stores' time zone. */
export const reportHour = (iso: string): number => new Date(Date.parse(iso) + IST_OFFSET_MS).getUTCHours();

/** Figure names: counters summed over orders (the figures item's number attributes). */
export const hourFigure = (hour: number): string => `h${String(hour).padStart(2, '0')}`;
export const phaseFigure = (phase: Phase, minutes: number): string => `${phase}_${Math.min(REPORT_MINUTES_MAX, Math.max(0, minutes))}`;

/** One order's share of its store's day. */
export interface Contribution {
  storeId: string;
  day: string;
  figures: Record<string, number>;
  /** productId → quantity. */
  products: Record<string, number>;
  /** productId → name (as ordered), shown in the top products. */
  names: Record<string, string>;
}

type Timed = Pick<OrderRecord, 'status' | 'timeline' | 'createdAt' | 'etaAt' | 'lines' | 'totals' | 'refunds' | 'charges'>;

const wholeMinutes = (from: string, to: string): number => Math.floor((Date.parse(to) - Date.parse(from)) / 60_000);

/**
 * The order's share, or null when it was never placed. `storeId`: its store (the default store's
 * for orders from before stores); `claims`: its claims (core/report-claims.ts).
 */
export function orderContribution(order: Timed, storeId: string, claims: readonly ReportClaim[] = []): Contribution | null {
  const placed = placedAt(order);
  if (!placed) return null;
  const after = (order.timeline ?? []).filter((e) => e.at >= placed);
  const first = (status: string) => after.find((e) => e.status === status)?.at;
  const packed = first('packed');
  const out = first('out_for_delivery');
  const delivered = first('delivered');
  const cancelled = !delivered && first('cancelled') !== undefined;
  const figures: Record<string, number> = { orders: 1, [hourFigure(reportHour(placed))]: 1 };
  if (cancelled) figures.cancelled = 1;
  if (delivered) {
    figures.delivered = 1;
    if (Date.parse(delivered) <= Date.parse(placed) + promisedMinutes(order) * 60_000) figures.onTime = 1;
    // A whole refund under way or done (refund_pending, refunded) keeps nothing, whatever has settled yet.
    // Claims paid through the order's refunds (on the card, and past it as credit) are among them; those granted as store credit are not.
    const given = refundedPaise(order.refunds) + creditPaidBackPaise(claims, order.refunds);
    const kept = order.status === 'delivered' || order.status === 'partly_refunded' ? Math.max(0, order.totals.grandTotalPaise - given) : 0;
    if (kept > 0) {
      figures.paid = 1;
      figures.revenue = kept;
      Object.assign(figures, revenueSplitFigures(order, kept));
    }
  }
  Object.assign(figures, claimFigures(claims));
  if (packed) figures[phaseFigure('pack', wholeMinutes(placed, packed))] = 1;
  if (packed && out) figures[phaseFigure('dispatch', wholeMinutes(packed, out))] = 1;
  if (out && delivered) figures[phaseFigure('deliver', wholeMinutes(out, delivered))] = 1;
  const products: Record<string, number> = {};
  const names: Record<string, string> = {};
  if (!cancelled) {
    for (const line of order.lines) {
      products[line.productId] = (products[line.productId] ?? 0) + line.quantity;
      names[line.productId] = line.name;
    }
  }
  return { storeId, day: reportDay(placed), figures, products, names };
}

/** What one (store, day) must change by: `figures` and `products` added, `names` set. */
export interface DayDelta {
  storeId: string;
  day: string;
  figures: Record<string, number>;
  products: Record<string, number>;
  names: Record<string, string>;
}

const minus = (a: Record<string, number>, b: Record<string, number>): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const d = (a[key] ?? 0) - (b[key] ?? 0);
    if (d !== 0) out[key] = d;
  }
  return out;
};

/** The changes that take the figures from `applied` (null: nothing yet) to `next` (null: nothing). */
export function contributionDelta(applied: Contribution | null, next: Contribution | null): DayDelta[] {
  const empty = { figures: {}, products: {}, names: {} };
  const same = applied && next && applied.storeId === next.storeId && applied.day === next.day;
  const deltas: DayDelta[] = same
    ? [{ storeId: next.storeId, day: next.day, figures: minus(next.figures, applied.figures), products: minus(next.products, applied.products), names: next.names }]
    : [
        ...(applied ? [{ storeId: applied.storeId, day: applied.day, ...empty, figures: minus({}, applied.figures), products: minus({}, applied.products) }] : []),
        ...(next ? [{ storeId: next.storeId, day: next.day, figures: { ...next.figures }, products: { ...next.products }, names: next.names }] : []),
      ];
  return deltas
    .map((d) => ({ ...d, names: Object.fromEntries(Object.entries(d.names).filter(([id]) => (d.products[id] ?? 0) > 0)) }))
    .filter((d) => Object.keys(d.figures).length > 0 || Object.keys(d.products).length > 0);
}

/** The lower median of a histogram of whole minutes (bucket → count); null when empty. */
export function medianOfBuckets(buckets: ReadonlyMap<number, number>): number | null {
  const total = [...buckets.values()].reduce((a, b) => a + b, 0);
  if (total <= 0) return null;
  const rank = Math.ceil(total / 2);
  let seen = 0;
  for (const minute of [...buckets.keys()].sort((a, b) => a - b)) {
    seen += buckets.get(minute) ?? 0;
    if (seen >= rank) return minute;
  }
  return null;
}

/** One store's figures of one day, as stored. */
export interface DayFigures {
  storeId: string;
  day: string;
  figures: Record<string, number>;
}

export interface DayProducts {
  storeId: string;
  day: string;
  products: Record<string, number>;
  names: Record<string, string>;
}

export interface KeyFigures {
  orders: number;
  /** Rupees: delivered and paid. */
  revenue: number;
  /** Rupees per delivered and paid order (0 when none). */
  aov: number;
  cancelledPct: number;
  /** Of the delivered orders; null while none is delivered (nothing was late either). */
  onTimePct: number | null;
  medianMinutes: Record<Phase, number | null>;
  /** Rupees of revenue: items after discounts + fees + tips = revenue; discounts: offers' amounts given. */
  split: ReturnType<typeof revenueSplit>;
  /** Claims on the orders counted (made, pending, approved, rejected) and the paise paid back for them. */
  claims: ClaimKeyFigures;
}

const pct = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
const rupees = (paise: number): number => Math.round(paise) / 100;

/** The key figures of summed counters. */
export function keyFigures(figures: Record<string, number>): KeyFigures {
  const get = (name: string) => figures[name] ?? 0;
  const medianMinutes = Object.fromEntries(
    PHASES.map((phase) => {
      const buckets = new Map<number, number>();
      for (const [name, count] of Object.entries(figures)) {
        if (name.startsWith(`${phase}_`)) buckets.set(Number(name.slice(phase.length + 1)), count);
      }
      return [phase, medianOfBuckets(buckets)];
    }),
  ) as Record<Phase, number | null>;
  return {
    orders: get('orders'),
    revenue: rupees(get('revenue')),
    aov: get('paid') > 0 ? rupees(get('revenue') / get('paid')) : 0,
    cancelledPct: pct(get('cancelled'), get('orders')),
    onTimePct: get('delivered') > 0 ? pct(get('onTime'), get('delivered')) : null,
    medianMinutes,
    split: revenueSplit(figures),
    claims: claimKeyFigures(figures),
  };
}

const sum = (into: Record<string, number>, add: Record<string, number>) => {
  for (const [name, value] of Object.entries(add)) into[name] = (into[name] ?? 0) + value;
  return into;
};

export interface ReportSummary extends KeyFigures {
  from: string;
  to: string;
  /** Orders placed in each hour of the day (0–23), over the range. */
  byHour: { hour: number; orders: number }[];
  topProducts: { productId: string; name: string; quantity: number }[];
  stores: ({ storeId: string; name: string } & KeyFigures)[];
}

/** The summary of the stored days (already limited to the range and stores asked for). */
export function summarize(
  range: { from: string; to: string },
  days: readonly DayFigures[],
  products: readonly DayProducts[],
  stores: readonly { _id: string; name: string }[],
): ReportSummary {
  const all: Record<string, number> = {};
  const perStore = new Map<string, Record<string, number>>();
  for (const day of days) {
    sum(all, day.figures);
    perStore.set(day.storeId, sum(perStore.get(day.storeId) ?? {}, day.figures));
  }
  const quantities: Record<string, number> = {};
  const names: Record<string, string> = {};
  for (const day of products) {
    sum(quantities, day.products);
    Object.assign(names, day.names);
  }
  const topProducts = Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .sort(([a, qa], [b, qb]) => qb - qa || (a < b ? -1 : 1))
    .slice(0, TOP_PRODUCTS)
    .map(([productId, quantity]) => ({ productId, name: names[productId] ?? productId, quantity }));
  return {
    ...range,
    ...keyFigures(all),
    byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: all[hourFigure(hour)] ?? 0 })),
    topProducts,
    stores: stores.map((store) => ({ storeId: store._id, name: store.name, ...keyFigures(perStore.get(store._id) ?? {}) })),
  };
}

/** Every day from `from` to `to` ('YYYY-MM-DD', inclusive), or the reason the range is refused. */
export function reportDays(from: string, to: string): string[] | string {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (!isCalendarDay(from) || !isCalendarDay(to)) return 'from and to must be dates (YYYY-MM-DD)';
  if (end < start) return 'to must not be before from';
  const count = Math.round((end - start) / 86_400_000) + 1;
  if (count > REPORT_DAYS_MAX) return `a range is at most ${REPORT_DAYS_MAX} days`;
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

/** Further tries of a failed stream batch of the figures' consumer (infra's retryAttempts; the local stream reader): idempotent, a retry finishes what the failed try left. */
export const REPORT_RETRIES = 10;
