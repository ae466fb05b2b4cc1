/**
 * The password OTP of an e-mail: `OTP#<email>` / `CODE`, hashed, with `tries` (counted before each
 * compare), `issuedAt` (epoch seconds; a new code only OTP_RESEND_SECONDS after it) and `expiresAt`
 * (TTL). Written for unknown e-mails too, never mailed to them.
 */
import * as z from 'zod';
import { keys } from '../keys.js';
import { parseItem, type RawItem } from './parse.js';

/** A hashed single-use secret with its tries (the OTP, an e-mail change's code). */
export const secret = z.object({ hash: z.string(), salt: z.string(), tries: z.number().int(), expiresAt: z.number() });

export type StoredSecret = z.output<typeof secret>;

// Codes issued before issuedAt existed have none.
export const schema = secret.extend({ issuedAt: z.number().optional() });

export const toItem = (email: string, code: { hash: string; salt: string; expiresAt: number }, issuedAt: number) => ({
  ...keys.otp(email),
  type: 'otp' as const,
  ...code,
  tries: 0,
  issuedAt,
});

export const fromItem = (raw: RawItem): StoredSecret => parseItem('otp', secret, raw);
