import { createRoute, type Reply } from '../platform/route.js';

/**
 * The API's route(): the platform's (functions/platform/route.ts: body, validation, caller, roles,
 * errors, envelope) with what the API adds above that floor:
 * - every signed-in call asks whether its session still lives (services/accounts/session.ts: a password
 *   reset ends every session; one GetItem of the caller's profile);
 * - a route marked `idempotent: true` runs once per Idempotency-Key (services/idempotency.ts).
 * Both are loaded at their first use: the functions without table access (login, refresh-token,
 * the Stripe webhook) bundle this too, and the table client needs TABLE_NAME when it loads.
 */
export const route = createRoute({
  checkCaller: async (caller) => (await import('../services/accounts/session.js')).assertSessionLive(caller),
  once: async (request, context, run) => (await import('../services/idempotency.js')).oncePerKey(request, context, run),
});

/**
 * A reply held to its call's contract (functions/core/contracts): `data`, and the paging fields
 * beside it (`extra`), typed as the site reads them. A handler says `Promise<Answer<…>>`, so a
 * renamed field fails the build on both sides instead of a page.
 */
export type Answer<Data, Extra = undefined> = Omit<Reply, 'data' | 'extra'> & { data: Data } & (Extra extends undefined ? { extra?: never } : { extra: Extra });
