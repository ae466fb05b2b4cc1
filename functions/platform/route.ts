import { gzipSync } from 'node:zlib';
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyResultV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import * as z from 'zod';
import { BadRequest, Forbidden, HttpError, PayloadTooLarge, Unauthorized } from './errors.js';
import { logger } from './logger.js';
import { ADMIN_GROUP, PICKER_GROUP, RIDER_GROUP } from '../core/roles.js';
import { bodyProblems, problemsMessage } from '../core/contracts/problems.js';
import { countAnswer } from './metrics.js';
import { observed, tracer } from './tracer.js';
import { readEnv } from './env.js';
import { fromOrigin } from './origin.js';
import { acceptsGzip } from './accept-encoding.js';

/** Set by infra on every route function (origin.ts); unset locally, where the gateway is the only door. */
const { ORIGIN_VERIFY: originSecret } = readEnv(z.object({ ORIGIN_VERIFY: z.string().min(32).optional() }));

/** Larger bodies are refused before parsing; the biggest legitimate body (a product) is far smaller. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Response bodies of at least this many bytes are gzipped for clients that accept gzip; below it
 * the gzip framing eats most of the saving (CloudFront's own floor is 1,000 bytes).
 */
export const COMPRESS_MIN_BYTES = 1024;

export interface Caller {
  userId: string;
  email: string | undefined;
  isAdmin: boolean;
  /** In the Cognito group RIDER (rider routes also check the rider record is active: services/riders/rider-access.ts). */
  isRider: boolean;
  /** In the Cognito group PICKER (picker routes also find the picker's store: services/picking/picker-access.ts). */
  isPicker: boolean;
  /** When the session began (the token's auth_time, epoch seconds; kept across refreshes). */
  authTime: number | undefined;
  /** Which session the token is of (its origin_jti: the refresh token it came from); logout ends that one. */
  sessionId: string | undefined;
}

export interface RouteContext<Body> {
  body: Body;
  caller: Caller;
  /** The exact bytes received, for signature checks (webhooks). */
  rawBody: string;
  headers: Record<string, string | undefined>;
  /** `name=value` pairs: API Gateway (payload 2.0) passes them as `cookies`, the local gateway as the Cookie header. */
  cookies: readonly string[];
  requestId: string;
}

/** What a route returns: message and data go into the envelope, extra fields (paging) beside them. */
export interface Reply {
  message?: string;
  data?: unknown;
  status?: number;
  extra?: Record<string, unknown>;
  /** One Set-Cookie header value. */
  setCookie?: string;
}

/** Who may call a route: anyone, any signed-in user, the Cognito group ADMIN, or the Cognito group RIDER. */
export type AuthLevel = 'public' | 'user' | 'admin' | 'rider' | 'picker';

type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
/** A wrapped route, saying what it is (the routes manifest test holds it against the manifest). */
export type ApiHandler = ((event: ApiEvent, context?: Partial<Context>) => Promise<APIGatewayProxyResultV2>) & {
  auth: AuthLevel;
  idempotent: boolean;
};

interface Options<S extends z.ZodType | undefined, A extends AuthLevel> {
  auth: A;
  body?: S;
  /** A create call that honours an `Idempotency-Key` header (RouteHooks.once runs it). */
  idempotent?: true;
}

/** A request to run once per Idempotency-Key (RouteHooks.once). */
export interface OnceRequest {
  routeKey: string;
  headers: Record<string, string | undefined>;
  caller: Caller | undefined;
  /** The parsed body (or the raw one): the same key with another body is refused. */
  body: unknown;
}

/**
 * What the layer above adds to every route (functions/api/route.ts composes them): the floor
 * itself reads no table and knows no manifest.
 */
export interface RouteHooks {
  /** Runs for a signed-in caller before any work, and may refuse it (a session a password reset ended). */
  checkCaller?: (caller: Caller) => Promise<void>;
  /** Runs the work of a route marked `idempotent` once per Idempotency-Key. */
  once?: (request: OnceRequest, context: Partial<Context> | undefined, run: () => Promise<Reply>) => Promise<Reply>;
}

type BodyOf<S> = S extends z.ZodType ? z.infer<S> : undefined;
type CallerOf<A> = A extends 'public' ? Caller | undefined : Caller;

export type RouteImpl<S, A> = (ctx: Omit<RouteContext<BodyOf<S>>, 'caller'> & { caller: CallerOf<A> }) => Promise<Reply>;

/** route() with the hooks of the layer above (functions/api/route.ts). */
export function createRoute(hooks: RouteHooks) {
  return <S extends z.ZodType | undefined = undefined, A extends AuthLevel = AuthLevel>(options: Options<S, A>, impl: RouteImpl<S, A>): ApiHandler =>
    route(options, impl, hooks);
}

/**
 * Wraps one route: body size, JSON, zod validation, caller from the JWT authorizer's claims,
 * the admin check, the hooks (session check, Idempotency-Key), typed errors to status codes, and
 * the { success, error, message, data } envelope (gzipped for clients that accept it, see
 * jsonResponse). Each answer's status is counted per route and traced (metrics.ts, tracer.ts).
 */
export function route<S extends z.ZodType | undefined = undefined, A extends AuthLevel = AuthLevel>(
  options: Options<S, A>,
  impl: RouteImpl<S, A>,
  hooks: RouteHooks = {},
): ApiHandler {
  const answer = async (event: ApiEvent, context?: Partial<Context>): Promise<APIGatewayProxyStructuredResultV2> => {
    const requestId = context?.awsRequestId ?? event.requestContext?.requestId ?? 'local';
    // HTTP APIs (payload 2.0) and the local gateway both pass header names in lower case.
    const envelope = (statusCode: number, body: Record<string, unknown>) =>
      jsonResponse(statusCode, body, event.headers?.['accept-encoding']);
    logger.appendKeys({ requestId, route: event.routeKey });
    try {
      // Not through CloudFront (the execute-api address called directly): the web ACL was skipped.
      if (originSecret !== undefined && !fromOrigin(event.headers ?? {}, originSecret)) throw new Forbidden('Use the store at its own address');
      const caller = callerFrom(event);
      if (options.auth !== 'public' && !caller) throw new Unauthorized();
      if (options.auth === 'admin' && !caller?.isAdmin) throw new Forbidden();
      if (options.auth === 'rider' && !caller?.isRider) throw new Forbidden();
      // Admins can do everything a picker can, at any store.
      if (options.auth === 'picker' && !caller?.isPicker && !caller?.isAdmin) throw new Forbidden();
      if (options.auth !== 'public' && caller) await hooks.checkCaller?.(caller);

      const rawBody = readRawBody(event);
      const body = options.body ? parseBody(options.body, rawBody) : undefined;
      const headers = event.headers ?? {};
      const work = () =>
        impl({
          body: body as BodyOf<S>,
          caller: caller as CallerOf<A>,
          rawBody,
          headers,
          cookies: event.cookies ?? event.headers?.cookie?.split(';') ?? [],
          requestId,
        });
      // Create calls marked idempotent run once per Idempotency-Key.
      const reply =
        options.idempotent && hooks.once ? await hooks.once({ routeKey: event.routeKey, headers, caller, body: body ?? rawBody }, context, work) : await work();
      const response = envelope(reply.status ?? 200, {
        success: true,
        error: false,
        message: reply.message ?? '',
        data: reply.data ?? null,
        ...reply.extra,
      });
      if (reply.setCookie) response.headers = { ...response.headers, 'set-cookie': reply.setCookie };
      return response;
    } catch (err) {
      if (err instanceof HttpError) {
        if (err.status >= 500) logger.error('request failed', { error: err });
        const problems = err instanceof BadRequest && err.problems ? { problems: err.problems } : {};
        return envelope(err.status, { success: false, error: true, message: err.message, ...problems });
      }
      logger.error('unhandled error', { error: err as Error });
      // The answer is a normal 500, so Lambda and X-Ray see no error: put it on the trace.
      tracer.addErrorAsMetadata(err as Error);
      return envelope(500, { success: false, error: true, message: `Something went wrong (request ${requestId})` });
    } finally {
      logger.removeKeys(['requestId', 'route']);
    }
  };
  // Every answer is counted (4xx, 5xx per route) and its trace annotated with route and status,
  // so X-Ray finds the traces of a route's 500s.
  const handler = observed(async (event: ApiEvent, context?: Partial<Context>): Promise<APIGatewayProxyResultV2> => {
    const response = await answer(event, context);
    countAnswer(event.routeKey, response.statusCode ?? 200);
    tracer.putAnnotation('route', event.routeKey);
    tracer.putAnnotation('status', response.statusCode ?? 200);
    return response;
  });
  return Object.assign(handler, { auth: options.auth, idempotent: options.idempotent === true });
}

/**
 * The JSON response, gzipped when it is large and the client accepts gzip.
 *
 * Why here and not in CloudFront: /api/* has the CachingDisabled cache policy, and CloudFront
 * compresses only what a cache policy with a TTL above 0 lets it cache (it rejects
 * EnableAcceptEncodingGzip/Brotli on a policy whose TTLs are all 0); caching /api would put
 * Authorization into the cache key. With those flags off, CloudFront forwards the viewer's
 * Accept-Encoding like any other header (the behaviour's AllViewerExceptHostHeader origin request
 * policy includes it) and passes a response that has Content-Encoding through without compressing
 * it again. API Gateway (HTTP API) turns an isBase64Encoded body back into bytes and keeps the
 * headers; the local gateway does the same.
 */
function jsonResponse(
  statusCode: number,
  body: Record<string, unknown>,
  acceptEncoding: string | undefined,
): APIGatewayProxyStructuredResultV2 {
  const json = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
  if (Buffer.byteLength(json) < COMPRESS_MIN_BYTES) return { statusCode, headers, body: json };
  // From this size on the bytes depend on Accept-Encoding, compressed or not.
  headers.vary = 'Accept-Encoding';
  if (!acceptsGzip(acceptEncoding)) return { statusCode, headers, body: json };
  return {
    statusCode,
    headers: { ...headers, 'content-encoding': 'gzip' },
    body: gzipSync(json).toString('base64'),
    isBase64Encoded: true,
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
    // Every refused field, in plain words (core/contracts/problems.ts), so a form can show them all at once.
    const problems = bodyProblems(parsed.error.issues);
    throw new BadRequest(problemsMessage(problems), problems);
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
    isRider: groupsOf(claims?.['cognito:groups']).includes(RIDER_GROUP),
    isPicker: groupsOf(claims?.['cognito:groups']).includes(PICKER_GROUP),
    // HTTP APIs pass number claims as strings; the local gateway as numbers.
    authTime: claims?.auth_time === undefined ? undefined : Number(claims.auth_time),
    sessionId: typeof claims?.origin_jti === 'string' && claims.origin_jti !== '' ? claims.origin_jti : undefined,
  };
}
