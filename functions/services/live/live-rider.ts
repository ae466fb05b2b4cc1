import type { LiveClaimMessage, LiveRiderMessage } from '../../core/contracts/live.js';
import { viewFor, type OrderReaders } from '../../core/live.js';
import { sessionIsLive } from '../../core/session.js';
import { deleteConnectionItems, findConnections } from '../../data/repos/connections.js';
import { getSessionsEndedAtOf } from '../../data/repos/users.js';
import { postToConnection } from '../../platform/live-push.js';
import { logger } from '../../platform/logger.js';

/**
 * Sends a rider's position to the open connections of the order's shopper and of the admins, and to
 * nobody else: not the rider (their phone knows where it is), not another shopper, not a rider of
 * another store (their connections are not even looked up). A connection whose session a password
 * reset ended gets nothing (the next order change closes it). A connection gone (410) is forgotten.
 * A post that fails is logged and dropped: the next position follows within seconds. Returns how
 * many connections it reached.
 * A claim's decision (LiveClaimMessage) goes to the same readers the same way.
 */
export async function pushRiderPosition(order: OrderReaders, message: LiveRiderMessage | LiveClaimMessage): Promise<number> {
  const connections = (await findConnections({ userIds: [order.userId], admins: true })).filter((c) => {
    const view = viewFor(order, c);
    return view === 'owner' || view === 'admin';
  });
  if (connections.length === 0) return 0;
  const endedAt = await getSessionsEndedAtOf([...new Set(connections.map((c) => c.userId))]);
  const sent = await Promise.all(
    connections
      .filter((c) => sessionIsLive(c.authTime, endedAt.get(c.userId)))
      .map(async (connection) => {
        try {
          if ((await postToConnection(connection.connectionId, message)) === 'sent') return 1;
          await deleteConnectionItems(connection);
        } catch (error) {
          logger.warn('rider position not delivered', { connectionId: connection.connectionId, error: error as Error });
        }
        return 0;
      }),
  );
  return sent.reduce<number>((sum, n) => sum + n, 0);
}
