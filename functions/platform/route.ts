import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { BadRequest, Forbidden, HttpError, PayloadTooLarge, Unauthorized } from './errors.js';
import { logger } from './logger.js';
import type { AuthLevel } from '../api/routes.js';
import { ADMIN_GROUP } from '../core/roles.js';

/** Larger bodies are refused before parsing; the biggest legitimate body (a product) is far smaller. */
export const MAX_BODY_BYTES = 64 * 1024;

export interface Caller {
  userId: string;
  email: string | undefined;
  isAdmin: boolean;
}

export interface RouteContext<Body> {
  body: Body;
  caller: Caller;
  /** The exact bytes received, for signature checks (webhooks). */
  rawBody: string;
  headers: Record<string, string | undefined>;
  requestId: string;
}

/** What a route returns: message and data go into the envelope, extra fields (paging) beside them. */
export interface Reply {
  message?: string;
  data?: unknown;
  status?: number;
  extra?: Record<string, unknown>;
}

type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type ApiHandler = ((event: ApiEvent, context?: Partial<Context>) => Promise<APIGatewayProxyResultV2>) & {
  auth: AuthLevel;
};

interface Options<S extends z.ZodType | undefined, A extends AuthLevel> {
  auth: A;
  body?: S;
}

type BodyOf<S> = S extends z.ZodType ? z.infer<S> : undefined;
type CallerOf<A> = A extends 'public' ? Caller | undefined : Caller;

/**
 * Wraps one route: body size, JSON, zod validation, caller from the JWT authorizer's claims,
 * the admin check, typed errors to status codes, and the { success, error, message, data } envelope.
 */
export function route<S extends z.ZodType | undefined = undefined, A extends AuthLevel = AuthLevel>(
  options: Options<S, A>,
  impl: (ctx: Omit<RouteContext<BodyOf<S>>, 'caller'> & { caller: CallerOf<A> }) => Promise<Reply>,
): ApiHandler {
  const handler = async (event: ApiEvent, context?: Partial<Context>): Promise<APIGatewayProxyResultV2> => {
    const requestId = context?.awsRequestId ?? event.requestContext?.requestId ?? 'local';
    logger.appendKeys({ requestId, route: event.routeKey });
    try {
      const caller = callerFrom(event);
      if (options.auth !== 'public' && !caller) throw new Unauthorized();
      if (options.auth === 'admin' && !caller?.isAdmin) throw new Forbidden();

      const rawBody = readRawBody(event);
      const body = options.body ? parseBody(options.body, rawBody) : undefined;
      const reply = await impl({
        body: body as BodyOf<S>,
        caller: caller as CallerOf<A>,
        rawBody,
        headers: event.headers ?? {},
        requestId,
      });
      return envelope(reply.status ?? 200, {
        success: true,
        error: false,
        message: reply.message ?? '',
        data: reply.data ?? null,
        ...reply.extra,
      });
    } catch (err) {
      if (err instanceof HttpError) {
        if (err.status >= 500) logger.error('request failed', { error: err });
        return envelope(err.status, { success: false, error: true, message: err.message });
      }
      logger.error('unhandled error', { error: err as Error });
      return envelope(500, { success: false, error: true, message: `Something went wrong (request ${requestId})` });
    } finally {
      logger.removeKeys(['requestId', 'route']);
    }
  };
  return Object.assign(handler, { auth: options.auth });
}

function envelope(statusCode: number, body: Record<string, unknown>): APIGatewayProxyResultV2 {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  };
}

function readRawBody(event: ApiEvent): string {
  if (!event.body) return '';
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) throw new PayloadTooLarge('Request body is too large');
  return raw;
}

function parseBody<S extends z.ZodType>(schema: S, rawBody: string): z.infer<S> {
  let json: unknown;
  try {
    json = rawBody === '' ? {} : JSON.parse(rawBody);
  } catch {
    throw new BadRequest('Request body is not valid JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.message ?? 'invalid value';
    if (issue?.path.length) throw new BadRequest(`${issue.path.join('.')}: ${message}`);
    // Rules over the whole body (passwords that must match) speak for themselves.
    throw new BadRequest(issue?.code === 'custom' ? message : `body: ${message}`);
  }
  return parsed.data;
}

/** HTTP APIs pass array claims as "[a b]"; the local gateway passes real arrays. Accept both. */
function groupsOf(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.map(String);
  if (typeof claim !== 'string') return [];
  return claim.replace(/^\[|\]$/g, '').split(/[\s,]+/).filter(Boolean);
}

function callerFrom(event: ApiEvent): Caller | undefined {
  const claims = event.requestContext?.authorizer?.jwt?.claims;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub === '') return undefined;
  // An ID token carries the client id as aud and would pass the JWT authorizer: accept access tokens only.
  if (claims?.token_use !== 'access') return undefined;
  return {
    userId: sub,
    email: typeof claims?.email === 'string' ? claims.email : undefined,
    isAdmin: groupsOf(claims?.['cognito:groups']).includes(ADMIN_GROUP),
  };
}
