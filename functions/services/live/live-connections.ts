import { connectionExpiresAt } from '../../core/live.js';
import { deleteConnection, saveConnection, type Connection } from '../../data/repos/connections.js';
import type { ConnectingReader } from './live-auth.js';

/** $connect: the connection is stored for its reader until it closes or two hours pass (TTL). */
export async function openConnection(connectionId: string, reader: ConnectingReader, nowMs = Date.now()): Promise<Connection> {
  const connection: Connection = {
    connectionId,
    userId: reader.userId,
    groups: [...reader.groups],
    ...(reader.authTime === undefined ? {} : { authTime: reader.authTime }),
    ...(reader.sessionId === undefined ? {} : { sessionId: reader.sessionId }),
    connectedAt: new Date(nowMs).toISOString(),
    expiresAt: connectionExpiresAt(nowMs),
  };
  await saveConnection(connection);
  return connection;
}

/** $disconnect: the connection's items go (a second call, or one for a connection never stored, finds nothing). */
export async function closeConnectionRecord(connectionId: string): Promise<Connection | undefined> {
  return deleteConnection(connectionId);
}
