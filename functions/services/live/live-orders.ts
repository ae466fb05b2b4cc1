import type { LiveOrderMessage, LiveResync } from '../../core/contracts/live.js';
import { orderAudience, viewFor, type OrderView } from '../../core/live.js';
import { toApiOrder, toOwnerApiOrder } from '../../core/order-api.js';
import type { OrderRecord } from '../../core/order-record.js';
import { sessionIsLive } from '../../core/session.js';
import { deleteConnectionItems, findConnections, type Connection } from '../../data/repos/connections.js';
import { getOrder } from '../../data/repos/orders/queries.js';
import { getSessionsEndedAtOf } from '../../data/repos/users.js';
import { pushDelayMs } from '../../core/live-push-delay.js';
import { closeConnection, postToConnection } from '../../platform/live-push.js';
import { logger } from '../../platform/logger.js';
import { recordLivePushDelay } from '../../platform/metrics.js';
import { toAdminOrders } from '../orders/admin-orders.js';
import { riderView } from '../riders/rider-access.js';

/** What became of one order change's messages, per connection. */
export interface PushOutcome {
  sent: number;
  /** Connections already closed (410): forgotten. */
  gone: number;
  /** Connections of sessions a password reset ended since they opened: closed and forgotten. */
  ended: number;
  failed: number;
}

/**
 * Sends an order, as it is now, to every open connection allowed to read it (core/live.ts): its
 * owner's, with the order as order/details answers them, every admin's, with the shopper, and its
 * rider's, with what the rider screen needs (core/rider-order.ts). Read
 * strongly consistent after the change the stream reported, so a burst of changes ends with the
 * latest state on every screen whatever order the messages take. A connection whose session was
 * ended by a password reset gets nothing and is closed, as that session's token would be refused.
 * A change that reached a screen records how late it came (LivePushDelay), from `changedSecond`, the
 * stream record's time in whole seconds (core/live-push-delay.ts).
 */
export async function pushOrderChange(ref: { userId: string; orderId: string; changedSecond?: number }): Promise<PushOutcome> {
  const outcome: PushOutcome = { sent: 0, gone: 0, ended: 0, failed: 0 };
  // The order lives in its owner's partition, so the owner's and the admins' connections are looked
  // up together with it; anyone else its audience names (a rider) once it is read.
  const [order, ownersAndAdmins] = await Promise.all([getOrder(ref.userId, ref.orderId), findConnections({ userIds: [ref.userId], admins: true })]);
  if (!order) return outcome;
  const others = orderAudience(order).userIds.filter((id) => id !== ref.userId);
  const connections = others.length === 0 ? ownersAndAdmins : unique([...ownersAndAdmins, ...(await findConnections({ userIds: others, admins: false }))]);
  if (connections.length === 0) return outcome;
  const messageFor = messages(order);
  // The messages are built while the sessions are checked: one round trip less before the posts.
  for (const view of new Set(connections.map((c) => viewFor(order, c)))) if (view) void messageFor(view).catch(() => undefined);
  const endedAt = await getSessionsEndedAtOf([...new Set(connections.map((c) => c.userId))]);

  const deliver = async (connection: Connection): Promise<keyof PushOutcome | undefined> => {
    if (!sessionIsLive(connection.authTime, endedAt.get(connection.userId))) {
      await Promise.all([closeConnection(connection.connectionId), deleteConnectionItems(connection)]);
      return 'ended';
    }
    const view = viewFor(order, connection);
    if (!view) return undefined;
    if ((await postToConnection(connection.connectionId, await messageFor(view))) === 'sent') return 'sent';
    await deleteConnectionItems(connection);
    return 'gone';
  };
  const results = await Promise.all(
    connections.map((connection) =>
      deliver(connection).catch((error: unknown) => {
        logger.warn('live message not delivered', { connectionId: connection.connectionId, error: error as Error });
        return 'failed' as const;
      }),
    ),
  );
  for (const result of results) if (result) outcome[result]++;
  if (outcome.sent > 0 && ref.changedSecond !== undefined) recordLivePushDelay(pushDelayMs(ref.changedSecond, order.updatedAt, Date.now()));
  // Nothing reached anyone (the management API or the table failing): the stream retries the change.
  if (outcome.failed > 0 && outcome.sent === 0) throw new Error(`order ${order._id}: no live message could be delivered (${outcome.failed} failed)`);
  return outcome;
}

const unique = (connections: Connection[]) => [...new Map(connections.map((c) => [c.connectionId, c])).values()];

/** Each view's message, built once per change, on first use (the admin's needs the shopper's profile); the former rider's is a resync. */
function messages(order: OrderRecord): (view: OrderView) => Promise<LiveOrderMessage | LiveResync> {
  const built = new Map<OrderView, Promise<LiveOrderMessage | LiveResync>>();
  const build = async (view: OrderView): Promise<LiveOrderMessage | LiveResync> => {
    if (view === 'former-rider') return { type: 'resync' };
    if (view === 'owner') return { type: 'order', order: toOwnerApiOrder(order) };
    if (view === 'rider') return { type: 'order', order: await riderView(order) };
    const [withShopper = toApiOrder(order)] = await toAdminOrders([order]);
    return { type: 'order', order: withShopper };
  };
  return (view) => {
    let message = built.get(view);
    if (!message) built.set(view, (message = build(view)));
    return message;
  };
}
