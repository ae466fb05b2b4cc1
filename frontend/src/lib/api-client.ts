import type { ApiCalls, CallKey } from '@core/contracts/calls';
import type { Envelope, Refusal } from '@core/contracts/envelope';
import type { PreloadedCall } from '@/lib/preloaded-call';
import { getAccessToken, sessionUser } from './auth-session';

/** Every /api/* response body: the envelope built by functions/platform/route.ts, paging fields beside `data`. */
export type ApiEnvelope<T, Extra = unknown> = Envelope<T, Extra>;

/** One refused field of a 400, in plain words (core/contracts/problems.ts). */
export type FieldProblem = NonNullable<Refusal['problems']>[number];

/**
 * A failed call: carries the server's message (shown verbatim in toasts, SPEC section 8), status,
 * and for a refused body every field's problem.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly problems: readonly FieldProblem[];

  constructor(message: string, status: number, problems: readonly FieldProblem[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.problems = problems;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Each call is typed by its contract (functions/core/contracts, the handler's own zod schema and
 * reply type): a path the API does not serve, a body field the handler does not take, or a reply
 * field it does not send fails the build. Types only: nothing of the server is bundled.
 */
export type ApiPath<M extends Method> = CallKey extends infer K ? (K extends `${M} ${infer P}` ? P : never) : never;
type CallOf<M extends Method, P extends ApiPath<M>> = ApiCalls[`${M} ${P}` & CallKey];
/** The body a call takes. */
export type ApiBody<M extends Method, P extends ApiPath<M>> = CallOf<M, P>['body'];
/** The envelope a call answers: its reply as `data`, its paging fields beside it. */
export type ApiReply<M extends Method, P extends ApiPath<M>> = ApiEnvelope<CallOf<M, P>['reply'], CallOf<M, P>['extra']>;

export interface RequestOptions {
  /** Extra headers. */
  headers?: Record<string, string>;
  /**
   * 'session' (default): attach the session's access token and, on a 401, ask for a fresh one once
   * and retry. 'none': neither, for the public calls (the catalog reads, the account calls before
   * sign-in): they never wait for the session's code to load, so a signed-in shopper's pages show
   * as fast as anyone's.
   */
  auth?: 'session' | 'none';
  /**
   * For create calls: send an `Idempotency-Key`, a new one for each call (each user submit), the
   * same on this call's automatic retries (after a 401 with a fresh token, and once after a network
   * failure, when the first attempt may have reached the server), so the server does it once.
   */
  idempotent?: boolean;
  /** As `idempotent`, with this key rather than a new one: a thing done once however often it is sent (a guest cart's merge). */
  idempotencyKey?: string;
  /**
   * The store whose stock a catalog or cart call answers with (X-Store-Id): the chosen
   * one (lib/store-choice.ts), or at checkout the address's. Null or absent: the default store.
   */
  storeId?: string | null;
}

/** A random UUID; `crypto.randomUUID` exists only in secure contexts (a LAN address over http has none). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value;
}

/** API Gateway's own answers (401 from the JWT authorizer) are `{ message }` without the envelope. */
function messageOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('message' in value)) return undefined;
  return typeof value.message === 'string' ? value.message : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function send(method: Method, path: string, body: unknown, headers: Record<string, string>): Promise<Response> {
  try {
    return await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    // No response body to quote, so this is the one message of our own.
    throw new ApiError('Network error: check your connection and try again', 0);
  }
}

async function toEnvelope<R extends ApiEnvelope<unknown>>(response: Response): Promise<R> {
  const json = await readJson(response);
  if (!isEnvelope(json)) {
    const message = messageOf(json);
    if (message !== undefined && !response.ok) throw new ApiError(message, response.status);
    const status = [response.status, response.statusText].filter(Boolean).join(' ');
    throw new ApiError(`Request failed (${status})`, response.status);
  }
  // SPEC section 8: a body carrying the error flag is a failure even with a 2xx status.
  if (!response.ok || json.success === false || json.error === true) {
    // A refused body's fields (route() builds them; none on other failures).
    throw new ApiError(typeof json.message === 'string' ? json.message : '', response.status, (json as Partial<Refusal>).problems);
  }
  return json as R;
}

/**
 * The answer preload/main.ts already asked for, when it made this very call for the page the shopper
 * landed on: a public one (no token), or a signed-in page's with the stored token. Each is used once,
 * by the page's first query; one sent with a token only by the same session (its user still signed in).
 */
function takePreloaded(method: Method, path: string, body: unknown, storeId: string | null): PreloadedCall | undefined {
  return takePreloadedCall(method, path, body, storeId, () => true);
}

function takePreloadedCall(
  method: Method,
  path: string,
  body: unknown,
  storeId: string | null,
  when: (call: PreloadedCall) => boolean,
): PreloadedCall | undefined {
  const calls = typeof window === 'undefined' ? undefined : window.__preloadedCalls;
  if (!calls) return undefined;
  const text = body === undefined ? '' : JSON.stringify(body);
  const index = calls.findIndex(
    (call) =>
      call.method === method &&
      call.path === path &&
      call.body === text &&
      (call.storeId ?? null) === storeId &&
      (call.user === undefined || call.user === sessionUser()) &&
      when(call),
  );
  return index === -1 ? undefined : calls.splice(index, 1)[0];
}

/**
 * The successful reply to this call, if preload/main.ts already has it: a landing page's query takes
 * it as initialData and renders with it at once, with no loading state between. `body` as the api
 * client sends it (none for a GET).
 */
export function takePreloadedReply<M extends 'GET' | 'POST', P extends ApiPath<M>>(
  method: M,
  path: P,
  body?: ApiBody<M, P>,
  storeId: string | null = null,
): ApiReply<M, P> | undefined {
  return takePreloadedCall(method, path, body, storeId, (call) => call.json !== undefined)?.json as ApiReply<M, P> | undefined;
}

/**
 * Settles once every preloaded call the page renders with has its answer (or has failed), also those
 * an earlier answer starts (checkout's delivery answer follows its addresses): preload/main.ts lists
 * such a call before the answer that starts it settles, so each round finds the next.
 */
export async function preloadedCallsSettled(): Promise<void> {
  const waited = new Set<PreloadedCall>();
  for (;;) {
    const calls = typeof window === 'undefined' ? [] : (window.__preloadedCalls ?? []);
    const pending = calls.filter((call) => call.firstRender && !waited.has(call));
    if (pending.length === 0) return;
    for (const call of pending) waited.add(call);
    await Promise.all(pending.map((call) => call.settled));
  }
}

/** Any call, untyped: `api` below types each by its contract. */
export async function apiRequest<R extends ApiEnvelope<unknown>>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<R> {
  const useSession = (options.auth ?? 'session') === 'session';
  const idempotencyKey = options.idempotencyKey ?? (options.idempotent ? newIdempotencyKey() : undefined);
  const storeId = options.storeId ?? null;
  const headersWith = (token: string | null): Record<string, string> => {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (storeId) headers['X-Store-Id'] = storeId;
    if (useSession && token) headers.Authorization = `Bearer ${token}`;
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    return headers;
  };
  // Only a call the server does once may be sent again without knowing whether the first arrived.
  const sendOnce = (headers: Record<string, string>) =>
    idempotencyKey
      ? send(method, path, body, headers).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 0) return send(method, path, body, headers);
          throw error;
        })
      : send(method, path, body, headers);

  // The page's first calls may already have their answer (preload/main.ts).
  const preloaded = takePreloaded(method, path, body, storeId);
  let sentToken: string | null = null;
  let response = preloaded ? await preloaded.response.catch(() => undefined) : undefined;
  // None, or it failed on the network, or the API refused the stored token it was sent with (it
  // expired in between): the call is made as ever, with a token fresh from Amplify.
  if (response === undefined || (preloaded?.user !== undefined && response.status === 401)) {
    sentToken = useSession ? await getAccessToken() : null;
    response = preloaded ? await send(method, path, body, headersWith(sentToken)) : await sendOnce(headersWith(sentToken));
  }

  if (response.status === 401 && sentToken) {
    // The API refused the token (expired since, or revoked): a fresh one from Cognito, once.
    const fresh = await getAccessToken({ forceRefresh: true });
    if (fresh) response = await sendOnce(headersWith(fresh));
  }
  return toEnvelope<R>(response);
}

export const api = {
  get: <P extends ApiPath<'GET'>>(path: P, options?: RequestOptions) => apiRequest<ApiReply<'GET', P>>('GET', path, undefined, options),
  post: <P extends ApiPath<'POST'>>(path: P, body: ApiBody<'POST', P>, options?: RequestOptions) =>
    apiRequest<ApiReply<'POST', P>>('POST', path, body, options),
  put: <P extends ApiPath<'PUT'>>(path: P, body: ApiBody<'PUT', P>, options?: RequestOptions) =>
    apiRequest<ApiReply<'PUT', P>>('PUT', path, body, options),
  delete: <P extends ApiPath<'DELETE'>>(path: P, body: ApiBody<'DELETE', P>, options?: RequestOptions) =>
    apiRequest<ApiReply<'DELETE', P>>('DELETE', path, body, options),
};

/** The text to show for any thrown value: the server's message when there is one. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}
