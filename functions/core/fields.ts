import * as z from 'zod';
import { ADDRESS_LINE_MAX, ADDRESS_PART_MAX, EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, PINCODE_DIGITS } from './limits.js';
import { checkName } from './names.js';

/**
 * Field schemas shared by several routes, so the same input gets the same answer everywhere, and
 * by the site's forms (frontend/src, through the zod resolver), so a form refuses what the server
 * would, in the same words. Messages finish a sentence about the field ("is required", "must be
 * ..."): the server puts the field's path in front, a form the field's label.
 */
export const id = z.string().trim().min(1, 'is required').max(64, 'is too long');

/**
 * Text people read as a name (users, categories, sub categories, products, address parts):
 * NFC, trimmed, no control characters or lone surrogates, at least one visible character.
 */
export const nameText = (max: number) =>
  z.string('is required').transform((raw, ctx) => {
    const checked = checkName(raw);
    if (!checked.ok) {
      ctx.addIssue({ code: 'custom', message: checked.reason });
      return z.NEVER;
    }
    if (checked.value.length > max) {
      ctx.addIssue({ code: 'custom', message: `must be at most ${max} characters` });
      return z.NEVER;
    }
    return checked.value;
  });

export const name = nameText(NAME_MAX);

/** Images are served by the site itself under /media/ (see DESIGN.md); nothing else is stored. */
export const imageUrl = z
  .string()
  .trim()
  .min(1, 'is required')
  .regex(/^\/media\/[a-z-]+\/[A-Za-z0-9._-]+$/, 'must be an image uploaded through /api/file/upload');

export const email = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(EMAIL_MAX, 'is too long')
  .pipe(z.email('must be a valid email address'))
  .transform((value) => value.toLowerCase());

/** The user pool's policy (infra/stacks/auth-stack.ts), checked first so the message is clear. */
export const password = z
  .string()
  .min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`)
  .regex(/[a-z]/, 'must contain a lowercase letter')
  .regex(/[A-Z]/, 'must contain an uppercase letter')
  .regex(/\d/, 'must contain a number')
  .regex(/[^A-Za-z0-9]/, 'must contain a symbol');

/** Indian mobile numbers: 10 digits, optionally written with +91 or a leading 0. */
export const mobile = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d{10}$)/, ''))
  .pipe(z.string().regex(/^[6-9]\d{9}$/, 'must be a 10-digit Indian mobile number'));

/** SPEC: six required fields; India: 6-digit PIN code (first digit 1-9) and a 10-digit mobile number. */
export const addressFields = {
  address_line: nameText(ADDRESS_LINE_MAX),
  city: nameText(ADDRESS_PART_MAX),
  state: nameText(ADDRESS_PART_MAX),
  country: nameText(ADDRESS_PART_MAX),
  pincode: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(new RegExp(`^[1-9]\\d{${PINCODE_DIGITS - 1}}$`), `must be a ${PINCODE_DIGITS}-digit PIN code`)),
  mobile,
};
