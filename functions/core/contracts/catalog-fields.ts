import * as z from 'zod';
import { freeText, id } from './fields.js';
import { CUSTOM_FIELDS_MAX, CUSTOM_FIELD_NAME_MAX, CUSTOM_FIELD_VALUE_MAX } from '../limits.js';
import { rupeesToPaise } from '../money.js';
import { nameKey } from '../sort.js';
import { checkText } from '../text.js';
import { input, sent, type NumberSent } from './paging-fields.js';

export { limitOr, optionalLimit, pageOrFirst, searchText, wholeNumber } from './paging-fields.js';

/** Catalog field schemas shared by the sub category and product routes. */


/** A link as the admin forms send it: {_id, name}; only the id is used, names come from the table. */
export const ref = z.object({ _id: id, name: z.unknown().optional() });

export const refList = (max: number) =>
  z.array(ref, 'must be a list of {_id, name}').min(1, 'must have at least one entry').max(max, `must have at most ${max} entries`);


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


/** One custom field's value as moreDetails judges it (the product form checks each field alone). */
export const customFieldValue = freeText(CUSTOM_FIELD_VALUE_MAX);
