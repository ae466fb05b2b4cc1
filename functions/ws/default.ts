import type { LiveMessage } from '../core/contracts/live.js';
import { observed } from '../platform/tracer.js';
import { takeMessage } from '../services/live/live-limits.js';
import type { LiveEvent, LiveResult } from './event.js';

const reply = (message: LiveMessage | { type: 'error'; message: string }, statusCode = 200): LiveResult => ({ statusCode, body: JSON.stringify(message) });

/**
 * Every message the browser sends: `{ action: 'ping' }` is answered `{ type: 'pong' }` (the route
 * replies), which keeps a quiet connection from API Gateway's 10-minute idle timeout and tells the
 * site the connection still works. Messages are rate-limited per connection (services/live/live-limits.ts):
 * one past the limit gets no answer and the connection is closed. Nothing else is expected; it gets
 * an error message, and no message changes anything.
 */
export const handler = observed(async (event: LiveEvent): Promise<LiveResult> => {
  let action: unknown;
  try {
    action = (JSON.parse(event.body ?? '') as { action?: unknown } | null)?.action;
  } catch {
    action = undefined;
  }
  if (!(await takeMessage(event.requestContext.connectionId))) return { statusCode: 429 };
  if (action === 'ping') return reply({ type: 'pong' });
  return reply({ type: 'error', message: 'Send { "action": "ping" }; nothing else is expected' }, 400);
});
