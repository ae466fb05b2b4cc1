/**
 * A user's e-mail change waiting for the code mailed to the new address: `USER#<sub>` /
 * `EMAIL_CHANGE`, one at a time. The code is stored hashed; `tries` is counted before each compare
 * (repos/code-tries.ts); `expiresAt` is the TTL (epoch seconds).
 */
import * as z from 'zod';
import { keys } from '../keys.js';
import { parseItem, type RawItem } from './parse.js';

export const schema = z.object({
  email: z.string(),
  hash: z.string(),
  salt: z.string(),
  tries: z.number().int(),
  expiresAt: z.number(),
});

export type EmailChange = z.output<typeof schema>;

/** Only the declared fields: a change read back and restored carries nothing else along. */
export const toItem = (userId: string, { email, hash, salt, tries, expiresAt }: EmailChange) => ({
  ...keys.emailChange(userId),
  type: 'email-change' as const,
  email,
  hash,
  salt,
  tries,
  expiresAt,
});

export const fromItem = (raw: RawItem): EmailChange => parseItem('email change', schema, raw);
