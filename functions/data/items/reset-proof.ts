/**
 * The single-use proof of a successful OTP check: `OTP#<email>` / `PROOF`, hashed, `expiresAt` the
 * TTL. Spent by a conditional delete (only one reset per proof), put back if the reset then fails.
 */
import * as z from 'zod';
import { keys } from '../keys.js';
import { parseItem, type RawItem } from './parse.js';

export const schema = z.object({ hash: z.string(), salt: z.string(), expiresAt: z.number() });

export type ResetProof = z.output<typeof schema>;

export const toItem = (email: string, proof: ResetProof) => ({ ...keys.resetProof(email), type: 'reset-proof' as const, ...proof });

export const fromItem = (raw: RawItem): ResetProof => parseItem('reset proof', schema, raw);
