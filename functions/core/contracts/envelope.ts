/**
 * The shapes every call shares. A call's contract is its request body (the input type of the zod
 * schema its handler validates with) and its reply (`data`, and the paging fields beside it): one
 * file per route group here declares both, the handler is held to them (functions/api/route.ts
 * `Answer`) and the site's api client types each call by them (calls.ts). Pure types and zod
 * schemas only: the site imports these files with `import type`, so none of it is bundled there.
 */

/** One call: what it takes and what it answers; `extra` sits beside `data` in the envelope. */
export interface Call<Body, Reply, Extra = unknown> {
  body: Body;
  reply: Reply;
  extra: Extra;
}

/** A call that takes no body: a GET, or a POST whose body is ignored. */
export type NoBody = Record<string, never>;

/** What the deletes (and a few other calls) answer: the id they acted on. */
export interface IdReply {
  _id: string;
}

/**
 * A refused call's body: `message` says it all in plain words; a refused body (400) also lists each
 * field's problem (core/contracts/problems.ts), so a form can put every one under its field.
 */
export interface Refusal {
  success: false;
  error: true;
  message: string;
  problems?: { field: string; message: string }[];
}

/** Every /api/* response body, as functions/platform/route.ts builds it: `extra`'s fields beside `data`. */
export type Envelope<Data, Extra = unknown> = {
  success: boolean;
  error: boolean;
  message: string;
  data: Data;
} & Extra;
