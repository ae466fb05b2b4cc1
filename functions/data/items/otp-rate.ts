/**
 * Code mails to an e-mail in one hour: `OTP#<email>` / `RATE#<yyyy-mm-ddThh>`, `mails` moved only by
 * `ADD` on the condition that the window is not full, `expiresAt` the TTL. Only conditions read it.
 */
import * as z from 'zod';
import { keys } from '../keys.js';
import { parseItem, type RawItem } from './parse.js';

export const schema = z.object({ mails: z.number().int(), expiresAt: z.number() });

export const key = keys.otpRate;

export const fromItem = (raw: RawItem) => parseItem('otp rate', schema, raw);
