import { logger } from '../platform/logger.js';
import { observed } from '../platform/tracer.js';
import { openConnection } from '../services/live/live-connections.js';
import { closeConnectionsOverCap } from '../services/live/live-limits.js';
import { readerFromContext } from './authorizer-context.js';
import type { LiveEvent, LiveResult } from './event.js';

/**
 * $connect, after the authorizer let the reader in: the connection is stored under its reader (and
 * the admins'), and the reader's oldest connections past the cap are closed.
 */
export const handler = observed(async (event: LiveEvent): Promise<LiveResult> => {
  const reader = readerFromContext(event.requestContext.authorizer ?? undefined);
  // Only an authorizer that let nobody in could bring this: refuse rather than store an orphan.
  if (!reader) return { statusCode: 401 };
  const connection = await openConnection(event.requestContext.connectionId, reader);
  logger.info('live connection opened', { connectionId: connection.connectionId, userId: connection.userId, groups: connection.groups });
  await closeConnectionsOverCap(connection.userId);
  return { statusCode: 200 };
});
