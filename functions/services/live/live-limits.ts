import { connectionsOverCap, pingWindow, MESSAGES_PER_MINUTE } from '../../core/live.js';
import { countPing, deleteConnectionItems, findConnections, type Connection } from '../../data/repos/connections.js';
import { closeConnection } from '../../platform/live-push.js';
import { logger } from '../../platform/logger.js';

/** Closes the connections (the management API: their $disconnect runs) and forgets them at once, so no message goes to them meanwhile. */
export async function closeConnections(connections: readonly Connection[]): Promise<void> {
  await Promise.all(connections.map((c) => Promise.all([closeConnection(c.connectionId), deleteConnectionItems(c)])));
}

/**
 * After $connect stored a connection: the user's oldest connections past MAX_CONNECTIONS_PER_USER
 * are closed (core/live.ts), in AWS as locally, since the table is where they are counted.
 */
export async function closeConnectionsOverCap(userId: string, nowMs = Date.now()): Promise<number> {
  const over = connectionsOverCap(await findConnections({ userIds: [userId], admins: false }, nowMs));
  await closeConnections(over);
  if (over.length > 0) logger.info('live connections over the cap closed', { userId, closed: over.length });
  return over.length;
}

/**
 * A message (a ping) of the connection: true when it may be answered; past MESSAGES_PER_MINUTE in a
 * minute the connection is closed instead (the site pings every few minutes; only a loop sends more).
 */
export async function takeMessage(connectionId: string, nowMs = Date.now()): Promise<boolean> {
  const count = await countPing(connectionId, pingWindow(nowMs));
  if (count === undefined || count <= MESSAGES_PER_MINUTE) return true;
  // Only the ping that crossed the limit closes it; those after find it closing.
  if (count === MESSAGES_PER_MINUTE + 1) {
    logger.info('live connection closed: too many messages', { connectionId });
    await closeConnection(connectionId);
  }
  return false;
}
