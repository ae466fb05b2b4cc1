import { firstName } from '@core/order-api';
import { STORE_TIME_ZONE, clockText } from '@core/stores';
import {
  FULFILMENT_STEPS,
  OPEN_STATUSES,
  STATUS_LABELS,
  minutesLeft,
  needsRefund,
  type Actor,
  type OrderStatus,
} from '@core/order-states';
import type { Order } from './types';

/**
 * What the order screens show of an order's progress. The rules themselves (who may cancel, the
 * next delivery step, the promised time) are functions/core/order-states.ts, the very ones the server
 * enforces, asked with the API order itself; this only turns their answers into words.
 */

/** Settled for good: nothing will move these orders any more without somebody acting on purpose. */
const SETTLED: ReadonlySet<OrderStatus> = new Set(['delivered', 'payment_failed', 'cancelled', 'partly_refunded', 'refunded']);

/**
 * Whether the order can still move by itself: on its way, awaiting a payment, or with a refund owed
 * or under way (a paid card order that was cancelled is refunded right after).
 */
export function isLive(order: Pick<Order, 'status' | 'paymentMethod' | 'paidAt'>): boolean {
  if (order.status === 'cancelled') return needsRefund(order);
  return !SETTLED.has(order.status);
}

/**
 * "Arriving in 7 min" ("Due in 7 min" for the store), "Running late" once the promised time has
 * passed; null when nothing is promised (the order is not on its way).
 */
export function etaText(etaAt: string | null, now: Date, lead = 'Arriving in'): string | null {
  if (!etaAt) return null;
  const minutes = minutesLeft(etaAt, now);
  if (!Number.isFinite(minutes)) return null;
  return minutes > 0 ? `${lead} ${minutes} min` : 'Running late';
}

/**
 * "Arriving by 7:42 pm" (the stores' clock, as their opening hours read) while the order is on its
 * way; null otherwise. With the store it comes from when the order has one: "From Mumbai Central".
 */
export function arrivalText(order: Pick<Order, 'status' | 'etaAt' | 'storeName'>): { by: string | null; from: string | null } {
  const eta = order.etaAt && OPEN_STATUSES.has(order.status) && !Number.isNaN(Date.parse(order.etaAt)) ? order.etaAt : null;
  return { by: eta ? `Arriving by ${clockText(eta)}` : null, from: order.storeName ? `From ${order.storeName}` : null };
}

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  /** When it happened; absent for steps still to come. */
  at?: string;
  by?: Actor;
  /** A cancellation's reason, or what went wrong with a refund; a rider's "Delivered by Ravi". */
  note?: string;
  /** The note is somebody's words (a reason: shown in quotes), not the store's own line (a rider's step). */
  noteSaid?: boolean;
  state: 'done' | 'current' | 'upcoming';
}

/**
 * The steps to show: everything that happened, oldest first, the latest one current; then, while
 * the order is on its way, the steps still to come (Placed → Packed → Out for delivery →
 * Delivered). An order that left that path (failed, cancelled, refunded) shows only what happened.
 */
export function timelineSteps(order: Pick<Order, 'status' | 'timeline'>, riderName?: string | null): TimelineStep[] {
  const happened: TimelineStep[] = order.timeline.map((entry, index) => {
    const pickup = entry.status === 'out_for_delivery' && entry.by === 'rider';
    return {
      status: entry.status,
      label: pickup ? pickedUpLabel(entry.note, riderName) : (STATUS_LABELS[entry.status] ?? entry.status),
      at: entry.at,
      // A rider's steps say who in their note ("Picked up by Ravi" is the label, "Delivered by Ravi").
      by: entry.by === 'rider' && (pickup || entry.note) ? undefined : entry.by,
      note: pickup ? undefined : entry.note,
      noteSaid: entry.by !== 'rider',
      state: index === order.timeline.length - 1 ? 'current' : 'done',
    };
  });
  // Delivered is the last step, so it reads as done rather than as something under way.
  const last = happened[happened.length - 1];
  if (last?.status === 'delivered') last.state = 'done';
  const toCome = order.status === 'pending_payment' ? ['placed' as const, ...FULFILMENT_STEPS] : stepsAfter(order.status);
  return [...happened, ...toCome.map((status): TimelineStep => ({ status, label: STATUS_LABELS[status], state: 'upcoming' }))];
}

/**
 * A rider's pickup reads "Picked up by Ravi": the rider's first name from the entry's
 * note (the server may write the name or the whole phrase), else from the order's rider.
 */
export function pickedUpLabel(note: string | undefined, riderName?: string | null): string {
  const said = note?.trim() ?? '';
  if (/^picked up by\s/i.test(said)) return `Picked up by ${firstName(said.replace(/^picked up by\s+/i, ''))}`;
  const name = firstName(said || riderName || '');
  return name ? `Picked up by ${name}` : 'Picked up by the rider';
}

function stepsAfter(status: OrderStatus): OrderStatus[] {
  if (!OPEN_STATUSES.has(status)) return [];
  const index = FULFILMENT_STEPS.indexOf(status as (typeof FULFILMENT_STEPS)[number]);
  return FULFILMENT_STEPS.slice(index + 1);
}

// Every time of an order is the store's: the promised "Arriving by" is read on the store's clock,
// and "Ordered" beside it must be the same clock whatever zone the device is in.
const sameDayTime = new Intl.DateTimeFormat('en-IN', { timeZone: STORE_TIME_ZONE, hour: 'numeric', minute: '2-digit' });
const otherDayTime = new Intl.DateTimeFormat('en-IN', { timeZone: STORE_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const storeDay = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** "Today, 10:42 am", or "3 Mar 2026, 10:42 am" on any other day, on the store's clock; empty for a bad date. */
export function formatOrderTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return storeDay.format(date) === storeDay.format(now) ? `Today, ${sameDayTime.format(date)}` : otherDayTime.format(date);
}

/** Said beside an order's times when the device's clock is not the store's (a shopper abroad); null when they agree. */
export function storeTimeNote(now = new Date()): string | null {
  const device = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', day: 'numeric' }).format(now);
  return device === new Intl.DateTimeFormat('en-IN', { timeZone: STORE_TIME_ZONE, hour: 'numeric', minute: '2-digit', day: 'numeric' }).format(now)
    ? null
    : 'Times are India time (IST), the store\'s clock';
}

/**
 * How the payment reads: the method, and for a card where the money is ("Paid", "Refund pending";
 * the server's PAID, REFUND PENDING). Cash has nothing more to say: it is paid at the door.
 */
export function paymentText(order: Pick<Order, 'paymentMethod' | 'payment_status'>): { method: string; status: string | null } {
  if (order.paymentMethod !== 'card') return { method: 'Cash on delivery', status: null };
  const status = order.payment_status.trim().toLowerCase();
  return { method: 'Card (online)', status: status ? status.charAt(0).toUpperCase() + status.slice(1) : null };
}
