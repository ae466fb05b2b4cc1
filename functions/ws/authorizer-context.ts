import type { ConnectingReader } from '../services/live/live-auth.js';

/**
 * What the authorizer hands $connect about the reader (API Gateway passes the authorizer's
 * `context` on as `requestContext.authorizer`, values as strings, numbers or booleans only).
 */
export function toAuthorizerContext(reader: ConnectingReader): Record<string, string | number> {
  return {
    userId: reader.userId,
    groups: reader.groups.join(' '),
    ...(reader.authTime === undefined ? {} : { authTime: reader.authTime }),
    ...(reader.sessionId === undefined ? {} : { sessionId: reader.sessionId }),
  };
}

/** The reader the authorizer let in, or undefined when the request carries no such context. */
export function readerFromContext(context: Record<string, unknown> | undefined): ConnectingReader | undefined {
  const userId = context?.userId;
  if (typeof userId !== 'string' || userId === '') return undefined;
  const groups = typeof context?.groups === 'string' ? context.groups.split(' ').filter(Boolean) : [];
  const authTime = context?.authTime === undefined ? undefined : Number(context.authTime);
  const sessionId = typeof context?.sessionId === 'string' && context.sessionId !== '' ? context.sessionId : undefined;
  return { userId, groups, authTime: Number.isFinite(authTime) ? authTime : undefined, sessionId };
}
