/**
 * GST fields as the admin's forms and the CSV import send them: a product's rate (core/invoice.ts
 * GST_RATES) and HSN code, a store's seller details (legal name, GSTIN, state; core/gstin.ts), and
 * a product's barcode, which the form and the CSV take the same way.
 */
import * as z from 'zod';
import { barcodeProblem } from '../barcode.js';
import { gstinProblem, gstState } from '../gstin.js';
import { GST_RATES } from '../invoice.js';
import { nameText } from './fields.js';
import { input, sent } from './paging-fields.js';

export const GST_RATE_HINT = `must be one of ${GST_RATES.join(', ')} (percent)`;
export const HSN_HINT = 'must be 4 to 8 digits';

/** A GST rate from a form or a CSV cell: a number or its text; '' or null: none; absent: unchanged. */
export const gstRateField = sent<number | string | null | undefined, true>()(
  input().transform((value, ctx): number | null | undefined => {
    if (value === undefined) return undefined;
    if (value === '' || value === null) return null;
    const rate = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
    if (typeof rate !== 'number' || !(GST_RATES as readonly number[]).includes(rate)) {
      ctx.addIssue({ code: 'custom', message: GST_RATE_HINT });
      return z.NEVER;
    }
    return rate;
  }),
);

/** An HSN code: 4 to 8 digits; '' or null: none; absent: unchanged. */
export const hsnField = sent<string | null | undefined, true>()(
  input().transform((value, ctx): string | null | undefined => {
    if (value === undefined) return undefined;
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    if (typeof value !== 'string' || !/^\d{4,8}$/.test(value.trim())) {
      ctx.addIssue({ code: 'custom', message: HSN_HINT });
      return z.NEVER;
    }
    return value.trim();
  }),
);

/** A pack's barcode (core/barcode.ts: EAN-13 or UPC-A with its check digit); '' or null: none; absent: unchanged. */
export const barcodeField = sent<string | null | undefined, true>()(
  input().transform((value, ctx): string | null | undefined => {
    if (value === undefined) return undefined;
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const problem = typeof value === 'string' ? barcodeProblem(value.trim()) : 'must be an EAN-13 (13 digits) or UPC-A (12 digits) barcode';
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return (value as string).trim();
  }),
);

/** The product form's GST fields: absent keeps what the product has (an update from an older client). */
export const gstFields = { gstRate: gstRateField, hsn: hsnField };

/** A store's seller of record: all three or none; the GSTIN checked against the state it names. */
export const storeLegalField = z
  .object({
    name: nameText(120),
    gstin: z.string('must be text').trim().toUpperCase(),
    state: z.string('must be text').trim(),
  })
  .transform((legal, ctx) => {
    const problem = gstinProblem(legal.gstin, legal.state);
    if (problem) {
      const [field = 'gstin', ...rest] = problem.split(': ');
      ctx.addIssue({ code: 'custom', path: [field === 'state' ? 'state' : 'gstin'], message: rest.join(': ') || problem });
      return z.NEVER;
    }
    return { ...legal, state: gstState(legal.state) ?? legal.state };
  });
