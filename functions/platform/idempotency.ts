import type { Context } from 'aws-lambda';
import {
  IdempotencyAlreadyInProgressError,
  IdempotencyConfig,
  IdempotencyValidationError,
  makeIdempotent,
} from '@aws-lambda-powertools/idempotency';
import { findRoute } from '../api/routes.js';
import { BadRequest, Conflict } from './errors.js';
import type { Caller, Reply } from './route.js';

/** The request header (lower case, as HTTP APIs and the local gateway pass header names). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** How long a key keeps its answer: long enough for any retry a person or a client makes. */
export const IDEMPOTENCY_WINDOW_SECONDS = 60 * 60;

/** Keys are the client's own (the site sends a UUID); anything printable up to Stripe's 255 characters. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * What the functions' Lambda timeout is (infra/constructs/app-function.ts): locally there is no
 * Lambda context, and a request that dies mid-way frees its key after this long, as in Lambda.
 */
const LOCAL_TIME_LIMIT_MS = 10_000;

/** What is hashed: the key per caller (two shoppers may pick the same key) and the body it came with. */
interface KeyedRequest {
  caller: string;
  key: string;
  body: unknown;
}

type Run = () => Promise<Reply>;
type Once = (request: KeyedRequest, context: Context, run: Run) => Promise<Reply>;

const perRoute = new Map<string, Once>();

/**
 * One Powertools wrapper per route, each with its own persistence layer (a layer keeps its route's
 * key prefix). The data layer is imported only here: functions without table access (no TABLE_NAME)
 * also go through route(), and must not load the table's client at start.
 */
async function onceFor(handler: string): Promise<Once> {
  let once = perRoute.get(handler);
  if (!once) {
    const { idempotencyStore } = await import('../data/repos/idempotency.js');
    once = makeIdempotent(
      // Stored as JSON (the record's data attribute); what a replay answers is exactly this.
      async (_request: KeyedRequest, _context: Context, run: Run): Promise<Reply> => JSON.parse(JSON.stringify(await run())) as Reply,
      {
        persistenceStore: idempotencyStore(handler),
        keyPrefix: handler,
        config: new IdempotencyConfig({
          eventKeyJmesPath: '[caller, key]',
          payloadValidationJmesPath: 'body',
          throwOnNoIdempotencyKey: true,
          expiresAfterSeconds: IDEMPOTENCY_WINDOW_SECONDS,
          hashFunction: 'sha256',
        }),
      },
    );
    perRoute.set(handler, once);
  }
  return once;
}

/**
 * Runs a route's work once per `Idempotency-Key` (Powertools idempotency, records in our table) when
 * the routes manifest marks the route `idempotent` and the caller sent a key; otherwise runs it as
 * is. The same key again, from the same caller within the window, answers the first answer and
 * runs nothing; while the first is still running, 409; with another body, 409. Only a successful
 * answer is kept: a refused request (4xx) or a failure frees the key, so a retry runs again.
 */
export async function oncePerKey(
  request: { routeKey: string; headers: Record<string, string | undefined>; caller: Caller | undefined; body: unknown },
  context: Partial<Context> | undefined,
  run: Run,
): Promise<Reply> {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (key === undefined || !request.caller) return run();
  const [method = '', path = ''] = request.routeKey.split(' ');
  const entry = findRoute(method, path);
  if (!entry?.idempotent) return run();
  if (!KEY_PATTERN.test(key)) throw new BadRequest('Idempotency-Key must be 1 to 255 printable characters');
  const lambdaContext = {
    ...context,
    getRemainingTimeInMillis: context?.getRemainingTimeInMillis ?? (() => LOCAL_TIME_LIMIT_MS),
  } as Context;
  try {
    const once = await onceFor(entry.handler);
    return await once({ caller: request.caller.userId, key, body: request.body }, lambdaContext, run);
  } catch (err) {
    if (err instanceof IdempotencyAlreadyInProgressError) {
      throw new Conflict('A request with this Idempotency-Key is still in progress; wait for its answer');
    }
    if (err instanceof IdempotencyValidationError) {
      throw new Conflict('This Idempotency-Key was already used with a different request; send a new key');
    }
    throw err;
  }
}
