import { logger } from '../platform/logger.js';
import { observed } from '../platform/tracer.js';
import { closeConnectionRecord } from '../services/live/live-connections.js';
import type { LiveEvent, LiveResult } from './event.js';

/** $disconnect (the browser left, the connection timed out or was closed): its items go. */
export const handler = observed(async (event: LiveEvent): Promise<LiveResult> => {
  const closed = await closeConnectionRecord(event.requestContext.connectionId);
  logger.info('live connection closed', { connectionId: event.requestContext.connectionId, found: closed !== undefined });
  return { statusCode: 200 };
});
