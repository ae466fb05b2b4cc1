import * as z from 'zod';
import { freeText, id } from './fields.js';
import { CUSTOM_FIELDS_MAX, CUSTOM_FIELD_NAME_MAX, CUSTOM_FIELD_VALUE_MAX, SEARCH_TEXT_MAX } from '../limits.js';
import { rupeesToPaise } from '../money.js';
import { nameKey } from '../sort.js';
import { checkText, isBlank } from '../text.js';

/** Catalog field schemas shared by the sub category and product routes. */

/**
 * Any value, absent included: the transforms below decide (and word) what is wrong. Zod 4 would
 * otherwise refuse an absent key before a transform could supply its default.
 */
const input = () => z.unknown().optional();

/**
 * A schema of `input()` typed with what a client sends (`In`; `Optional`: the key may be left out),
 * so the body types of the calls (z.input, envelope.ts) say it rather than `unknown`. The run-time
 * check stays the transform's, which takes anything and words what is wrong.
 */
type Sent<Out, In, Optional extends boolean> = z.ZodType<
  Out,
  In,
  z.core.$ZodTypeInternals<Out, In> & (Optional extends true ? { optin: 'optional' } : unknown)
>;
const sent =
  <In, Optional extends boolean = false>() =>
  <Out>(schema: z.ZodType<Out>) =>
    schema as unknown as Sent<Out, In, Optional>;

/** Numbers as the forms send them: numbers, or the text of an input. */
type NumberSent = number | string;

/** A link as the admin forms send it: {_id, name}; only the id is used, names come from the table. */
export const ref = z.object({ _id: id, name: z.unknown().optional() });

export const refList = (max: number) =>
  z.array(ref, 'must be a list of {_id, name}').min(1, 'must have at least one entry').max(max, `must have at most ${max} entries`);

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

/** Rupees with at most 2 decimals, > 0, to integer paise (exact: 52.5 → 5250). */
export const priceToPaise = sent<NumberSent>()(
  input().transform((value, ctx) => {
    if (value === undefined || value === null || value === '') {
      ctx.addIssue({ code: 'custom', message: 'is required' });
      return z.NEVER;
    }
    if (typeof value !== 'number' && typeof value !== 'string') {
      ctx.addIssue({ code: 'custom', message: 'must be a number' });
      return z.NEVER;
    }
    const result = rupeesToPaise(value);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.reason });
      return z.NEVER;
    }
    return result.paise;
  }),
);

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Custom product fields: name → text, both by the text rule (core/text.ts, one line). Keys that
 * could pollute prototypes are refused outright; two names that look the same (nameKey) are one.
 */
export const moreDetails = sent<Record<string, string> | null | undefined, true>()(
  input().transform((value, ctx): Record<string, string> => {
    if (value === undefined || value === null) return {};
    if (typeof value !== 'object' || Array.isArray(value)) {
      ctx.addIssue({ code: 'custom', message: 'must be an object of field name to text' });
      return z.NEVER;
    }
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length > CUSTOM_FIELDS_MAX) {
      ctx.addIssue({ code: 'custom', message: `must have at most ${CUSTOM_FIELDS_MAX} fields` });
      return z.NEVER;
    }
    const out: [string, string][] = [];
    const seen = new Set<string>();
    for (const [rawKey, rawValue] of entries) {
      const name = checkText(rawKey);
      const key = name.ok ? name.value : '';
      const problem = !name.ok
        ? name.reason === 'is required'
          ? 'Field names must not be empty'
          : `Field names ${name.reason}`
        : FORBIDDEN_KEYS.has(key.toLowerCase())
          ? `"${key}" is not allowed as a field name`
          : key.length > CUSTOM_FIELD_NAME_MAX
            ? `Field names must be at most ${CUSTOM_FIELD_NAME_MAX} characters`
            : seen.has(nameKey(key))
              ? `Field "${key}" is given twice`
              : undefined;
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      const text = typeof rawValue === 'string' ? checkText(rawValue) : { ok: false as const, reason: 'is required' };
      if (!text.ok) {
        ctx.addIssue({ code: 'custom', message: text.reason, path: [key] });
        return z.NEVER;
      }
      if (text.value.length > CUSTOM_FIELD_VALUE_MAX) {
        ctx.addIssue({ code: 'custom', message: `must be at most ${CUSTOM_FIELD_VALUE_MAX} characters`, path: [key] });
        return z.NEVER;
      }
      seen.add(nameKey(key));
      out.push([key, text.value]);
    }
    // Object.fromEntries defines own properties; the forbidden names above never reach it anyway.
    return Object.fromEntries(out);
  }),
);

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

/** One custom field's value as moreDetails judges it (the product form checks each field alone). */
export const customFieldValue = freeText(CUSTOM_FIELD_VALUE_MAX);
