import * as z from 'zod';
import {
  CUSTOM_FIELDS_MAX,
  CUSTOM_FIELD_NAME_MAX,
  CUSTOM_FIELD_VALUE_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_IMAGES_MAX,
  PRODUCT_LINKS_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_STOCK_MAX,
  PRODUCT_UNIT_MAX,
} from './limits.js';
import { id, imageUrl, nameText } from './fields.js';
import { rupeesToPaise } from './money.js';

/**
 * Catalog field schemas shared by the sub category and product routes and by the site's admin
 * forms (see fields.ts).
 */

/**
 * Any value, absent included: the transforms below decide (and word) what is wrong. Zod 4 would
 * otherwise refuse an absent key before a transform could supply its default.
 */
export const anyInput = () => z.unknown().optional();

/** A link as the admin forms send it: {_id, name}; only the id is used, names come from the table. */
export const ref = z.object({ _id: id, name: z.unknown().optional() });

export const refList = (max: number) =>
  z.array(ref, 'must be a list of {_id, name}').min(1, 'must have at least one entry').max(max, `must have at most ${max} entries`);

/** Whole numbers, as numbers or digit strings (form inputs send text); `fallback` when absent. */
export function wholeNumber(min: number, max: number, fallback?: number) {
  return anyInput().transform((raw, ctx) => {
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
}

/** Rupees with at most 2 decimals, > 0, to integer paise (exact: 52.5 → 5250). */
export const priceToPaise = anyInput().transform((value, ctx) => {
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
});

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Custom product fields: name → text. Keys that could pollute prototypes are refused outright. */
export const moreDetails = anyInput().transform((value, ctx): Record<string, string> => {
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
    const key = rawKey.trim();
    const problem =
      key === ''
        ? 'field names must not be empty'
        : FORBIDDEN_KEYS.has(key.toLowerCase())
          ? `"${key}" is not allowed as a field name`
          : key.length > CUSTOM_FIELD_NAME_MAX
            ? `field names must be at most ${CUSTOM_FIELD_NAME_MAX} characters`
            : seen.has(key.toLowerCase())
              ? `field "${key}" is given twice`
              : undefined;
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    if (typeof rawValue !== 'string' || rawValue.trim() === '') {
      ctx.addIssue({ code: 'custom', message: 'is required', path: [key] });
      return z.NEVER;
    }
    if (rawValue.trim().length > CUSTOM_FIELD_VALUE_MAX) {
      ctx.addIssue({ code: 'custom', message: `must be at most ${CUSTOM_FIELD_VALUE_MAX} characters`, path: [key] });
      return z.NEVER;
    }
    seen.add(key.toLowerCase());
    out.push([key, rawValue.trim()]);
  }
  // Object.fromEntries defines own properties; the forbidden names above never reach it anyway.
  return Object.fromEntries(out);
});

/** Required text, trimmed, at most `max` characters. */
export const requiredText = (max: number) => z.string('is required').trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** One custom field's text, as moreDetails judges it (the product form checks each field with it). */
export const customFieldValue = requiredText(CUSTOM_FIELD_VALUE_MAX);

export const productImage = imageUrl.refine((url) => url.startsWith('/media/product/'), 'must be a product image uploaded through /api/file/upload');

/** The editable product fields, as create takes them and update takes them plus _id. */
export const productFields = {
  name: nameText(PRODUCT_NAME_MAX),
  description: requiredText(PRODUCT_DESCRIPTION_MAX),
  unit: requiredText(PRODUCT_UNIT_MAX),
  image: z
    .array(productImage, 'must be a list of image urls')
    .min(1, 'must have at least one image')
    .max(PRODUCT_IMAGES_MAX, `must have at most ${PRODUCT_IMAGES_MAX} images`)
    .transform((urls) => [...new Set(urls)]),
  category: refList(PRODUCT_LINKS_MAX),
  subCategory: refList(PRODUCT_LINKS_MAX),
  stock: wholeNumber(0, PRODUCT_STOCK_MAX),
  price: priceToPaise,
  discount: wholeNumber(0, 100),
  more_details: moreDetails,
};

