/**
 * Live orders: who may be sent a change of an order, and what of it. The rule behind DESIGN.md's
 * "a live message reaches only those allowed to read the order": the readers are exactly those
 * POST /api/order/details answers (services/orders/order-access.ts orderForCaller), each with the shape it
 * answers them (core/order-api.ts): an admin any order with its shopper, a shopper only their own.
 */
import { ADMIN_GROUP } from './roles.js';

/**
 * How long a connection is kept: API Gateway closes a WebSocket connection after two hours
 * whatever happens on it, so its item expires then (TTL); the site reconnects.
 */
export const CONNECTION_SECONDS = 2 * 60 * 60;

/** The TTL (epoch seconds) of a connection opened at `connectedAtMs`. */
export const connectionExpiresAt = (connectedAtMs: number): number => Math.floor(connectedAtMs / 1000) + CONNECTION_SECONDS;

/** Who holds a connection: the user of the token it opened with, and that token's groups. */
export interface LiveReader {
  userId: string;
  groups: readonly string[];
}

/**
 * What a reader is sent of an order: the owner's answer of order/details, the admin's (with the
 * shopper), the rider's, or, to the rider an admin took it from, nothing of it but a resync.
 */
export type OrderView = 'owner' | 'admin' | 'rider' | 'former-rider';

/** What of an order decides who may read it. */
export interface OrderReaders {
  userId: string;
  /** The rider it is assigned to (or was last: a delivered or failed order keeps its rider). */
  riderId?: string;
  /** The rider an admin's reassign took it from. */
  previousRiderId?: string;
}

/**
 * The users, besides admins, an order is sent to, each with their view: its owner, the rider it is
 * assigned to, and the rider it was taken from (first match wins: a rider given it back reads it).
 */
const NAMED_READERS: readonly { view: OrderView; of: (order: OrderReaders) => string | undefined }[] = [
  { view: 'owner', of: (order) => order.userId },
  { view: 'rider', of: (order) => order.riderId },
  { view: 'former-rider', of: (order) => order.previousRiderId },
];

/** Whose connections an order's change goes to: the named users' (by id) and, always, the admins'. */
export function orderAudience(order: OrderReaders): { userIds: string[]; admins: true } {
  const userIds = NAMED_READERS.map((reader) => reader.of(order)).filter((id): id is string => typeof id === 'string' && id !== '');
  return { userIds: [...new Set(userIds)], admins: true };
}

/**
 * The view a connected reader gets of an order, or undefined: they may not read it (never another
 * shopper's order). An admin gets the admin's view even of their own order, as order/details answers.
 */
export function viewFor(order: OrderReaders, reader: LiveReader): OrderView | undefined {
  if (reader.groups.includes(ADMIN_GROUP)) return 'admin';
  if (reader.userId === '') return undefined;
  return NAMED_READERS.find((named) => named.of(order) === reader.userId)?.view;
}

/**
 * How many live connections one user holds at once (a phone, a laptop, a few tabs): opening one
 * more closes their oldest, so no one multiplies every message by opening hundreds.
 */
export const MAX_CONNECTIONS_PER_USER = 5;

/** The connections to close when `opened` (oldest first by connectedAt, the new one included) exceed the cap. */
export function connectionsOverCap<C extends { connectionId: string; connectedAt: string }>(opened: readonly C[], cap = MAX_CONNECTIONS_PER_USER): C[] {
  const oldestFirst = [...opened].sort((a, b) => a.connectedAt.localeCompare(b.connectedAt) || a.connectionId.localeCompare(b.connectionId));
  return oldestFirst.slice(0, Math.max(0, oldestFirst.length - cap));
}

/**
 * Messages (pings) one connection may send in a minute: the site pings every 4 minutes (and once on
 * waking); a connection past this is closed, so a loop of pings costs its sender their connection.
 */
export const MESSAGES_PER_MINUTE = 10;

/** The minute (epoch ms of its start) a message at `nowMs` is counted in. */
export const pingWindow = (nowMs: number): number => Math.floor(nowMs / 60_000) * 60_000;
