import { createHash } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { claimIdempotencyKey, releaseIdempotencyKey, saveIdempotentAnswer } from '../data/repos/idempotency.js';
import { BadRequest, Conflict } from '../platform/errors.js';
import type { OnceRequest, Reply } from '../platform/route.js';

/** The request header (lower case, as HTTP APIs and the local gateway pass header names). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** How long a key keeps its answer: long enough for any retry a person or a client makes. */
export const IDEMPOTENCY_WINDOW_SECONDS = 60 * 60;

/** Keys are the client's own (the site sends a UUID); anything printable up to Stripe's 255 characters. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * The functions' Lambda timeout (infra/constructs/app-function.ts), for when there is no Lambda
 * context (the local gateway): a run that dies mid-way frees its key after this long.
 */
const LOCAL_TIME_LIMIT_MS = 10_000;

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');

/**
 * Runs the work of a route marked `idempotent` (functions/api/route.ts) once per `Idempotency-Key`
 * when the caller sent a key; otherwise runs it as is. The same key again, from the
 * same caller within the window, answers the first answer and runs nothing; while the first is
 * still running, 409; with another body, 409. Only a successful answer is kept: a refused request
 * (4xx) or a failure frees the key, so a retry runs again.
 *
 * The idea of Powertools' idempotency utility, kept in our data layer (repos/idempotency.ts)
 * because the API's route() is in every function: the utility and the JMESPath engine it loads add 45 KB to
 * each of the 50 bundles, which put the five Stripe functions over their size allowance.
 */
export async function oncePerKey(request: OnceRequest, context: Partial<Context> | undefined, run: () => Promise<Reply>): Promise<Reply> {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (key === undefined || !request.caller) return run();
  if (!KEY_PATTERN.test(key)) throw new BadRequest('Idempotency-Key must be 1 to 255 printable characters');
  const route = request.routeKey;

  // Per caller: two shoppers may pick the same key.
  const keyHash = sha256([request.caller.userId, key]);
  const requestHash = sha256(request.body);
  const claim = await claimIdempotencyKey({
    route,
    keyHash,
    requestHash,
    windowSeconds: IDEMPOTENCY_WINDOW_SECONDS,
    runLimitMs: context?.getRemainingTimeInMillis?.() ?? LOCAL_TIME_LIMIT_MS,
  });
  if (claim.kind !== 'claimed' && claim.requestHash !== requestHash) {
    throw new Conflict('This Idempotency-Key was already used with a different request; send a new key');
  }
  if (claim.kind === 'running') throw new Conflict('A request with this Idempotency-Key is still in progress; wait for its answer');
  if (claim.kind === 'done') return claim.answer as Reply;

  let reply: Reply;
  try {
    reply = await run();
  } catch (err) {
    await releaseIdempotencyKey(route, keyHash);
    throw err;
  }
  // As JSON, so a replay answers exactly what this answer sends.
  const answer = JSON.parse(JSON.stringify(reply)) as Reply;
  await saveIdempotentAnswer(route, keyHash, answer);
  return answer;
}
