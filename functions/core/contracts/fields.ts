import * as z from 'zod';
import { EMAIL_MAX, NAME_MAX, OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from '../limits.js';
import { isCalendarDay } from '../days.js';
import { checkText, isBlank, type TextRule } from '../text.js';
import { UPLOAD_PURPOSE_NAMES, uploadPurposeOf, type UploadPurpose } from '../uploads.js';

/** Field schemas shared by several routes, so the same input gets the same answer everywhere. */
export const id = z.string().trim().min(1, 'is required').max(64, 'is too long');

/**
 * Text people type and others read (every free-text field of every route): core/text.ts checkText
 * (well-formed, NFC, no control characters, invisible characters removed, something visible), then
 * at most `max` characters. `multiline` for descriptions (line breaks and tabs allowed).
 */
export const freeText = (max: number, rule: TextRule = {}) =>
  z.string('is required').transform((raw, ctx) => {
    const checked = checkText(raw, rule);
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

/** A name (users, categories, sub categories, products, address parts): free text on one line. */
export const nameText = (max: number) => freeText(max);

/** Free text that may be left out: absent, or blank once invisible characters are gone, is undefined. */
export const optionalText = (max: number) =>
  z
    .string('must be text')
    .optional()
    .transform((raw) => (raw === undefined || isBlank(raw) ? undefined : raw))
    .pipe(freeText(max).optional());

export const name = nameText(NAME_MAX);

/**
 * Images are served by the site itself under /media/ (see DESIGN.md); nothing else is stored. The
 * messages name no path: people read them (a form's field, a toast).
 */
export const imageUrl = z
  .string()
  .trim()
  .min(1, 'is required')
  .regex(/^\/media\/[a-z-]+\/[A-Za-z0-9._-]+$/, 'must be a picture uploaded here: upload it again');

/** An image uploaded for this purpose (DESIGN.md: a route accepts only keys of its own purpose). */
export const uploadedImage = (purpose: UploadPurpose) =>
  imageUrl.refine(
    (url) => uploadPurposeOf(url) === purpose,
    `must be ${UPLOAD_PURPOSE_NAMES[purpose]} uploaded here: upload it again`,
  );

export const email = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(EMAIL_MAX, 'is too long')
  .pipe(z.email('Enter a valid email address, like name@example.com'))
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

/** Indian mobile numbers: 10 digits, optionally written with +91 or a leading 0; said as the shop would. */
export const mobile = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d{10}$)/, ''))
  .pipe(z.string().regex(/^\d{10}$/, 'Mobile number has 10 digits').regex(/^[6-9]/, 'Mobile number starts with 6, 7, 8 or 9'));

/** A code mailed to the user (password reset, a new e-mail). */
export const otp = z.string().trim().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `must be ${OTP_LENGTH} digits`);

/** A whole day, yyyy-mm-dd, that the calendar has (date ranges: reports, exports). */
export const calendarDay = z
  .string('is required')
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (yyyy-mm-dd)')
  .refine(isCalendarDay, 'is not a day on the calendar');

/** The body of the calls that name one item by its id (deletes, one order). */
export const idBody = z.object({ _id: id });
export type IdRequest = z.input<typeof idBody>;
