/**
 * The read routes' field schemas (page, page size, search text) and the typing helpers the catalog
 * write fields (catalog-fields.ts) build on. Apart from those so the catalog reads do not bundle the
 * write fields' top-level schemas.
 */
import * as z from 'zod';
import { SEARCH_TEXT_MAX } from '../limits.js';
import { checkText, isBlank } from '../text.js';

/**
 * Any value, absent included: the transforms below decide (and word) what is wrong. Zod 4 would
 * otherwise refuse an absent key before a transform could supply its default.
 */
export const input = () => z.unknown().optional();

/**
 * A schema of `input()` typed with what a client sends (`In`; `Optional`: the key may be left out),
 * so the body types of the calls (z.input, envelope.ts) say it rather than `unknown`. The run-time
 * check stays the transform's, which takes anything and words what is wrong.
 */
export type Sent<Out, In, Optional extends boolean> = z.ZodType<
  Out,
  In,
  z.core.$ZodTypeInternals<Out, In> & (Optional extends true ? { optin: 'optional' } : unknown)
>;
export const sent =
  <In, Optional extends boolean = false>() =>
  <Out>(schema: z.ZodType<Out>) =>
    schema as unknown as Sent<Out, In, Optional>;

/** Numbers as the forms send them: numbers, or the text of an input. */
export type NumberSent = number | string;

/** Whole numbers, as numbers or digit strings (form inputs send text); `fallback` when absent. */
export function wholeNumber(min: number, max: number): Sent<number, NumberSent, false>;
export function wholeNumber(min: number, max: number, fallback: number): Sent<number, NumberSent | undefined, true>;
export function wholeNumber(min: number, max: number, fallback?: number) {
  const schema = input().transform((raw, ctx) => {
    const value = fallback !== undefined && (raw === undefined || raw === null || raw === '') ? fallback : raw;
    if (value === undefined || value === null || value === '') {
      ctx.addIssue({ code: 'custom', message: 'is required' });
      return z.NEVER;
    }
    const n = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: 'must be a number' });
      return z.NEVER;
    }
    if (!Number.isInteger(n)) {
      ctx.addIssue({ code: 'custom', message: 'must be a whole number' });
      return z.NEVER;
    }
    if (n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: `must be between ${min} and ${max}` });
      return z.NEVER;
    }
    return n;
  });
  return fallback === undefined ? sent<NumberSent>()(schema) : sent<NumberSent | undefined, true>()(schema);
}

/** Page number from 1; absent means the first. */
export const pageOrFirst = wholeNumber(1, 1_000_000, 1);
/** Page size from 1 to `max`; absent means `fallback`. */
export const limitOr = (fallback: number, max = 100) => wholeNumber(1, max, fallback);

/** What a shopper typed, by the text rule (core/text.ts); absent, null or blank is an empty search. */
export const searchText = sent<string | null | undefined, true>()(
  input().transform((value, ctx) => {
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') {
      ctx.addIssue({ code: 'custom', message: 'must be text' });
      return z.NEVER;
    }
    if (isBlank(value)) return '';
    const checked = checkText(value);
    if (!checked.ok) {
      ctx.addIssue({ code: 'custom', message: checked.reason });
      return z.NEVER;
    }
    const text = checked.value;
    if (text.length > SEARCH_TEXT_MAX) {
      ctx.addIssue({ code: 'custom', message: `must be at most ${SEARCH_TEXT_MAX} characters` });
      return z.NEVER;
    }
    return text;
  }),
);

/** A page size a client may leave out; the route picks the default (get-products-by-category). */
export const optionalLimit = sent<NumberSent | undefined, true>()(input());
