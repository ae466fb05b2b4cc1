/** E-mail to user id: `EMAIL#<email>` / `CLAIM`; makes an e-mail unique (written with the profile, moved with a confirmed change). */
import * as z from 'zod';
import { keys } from '../keys.js';
import { parseItem, type RawItem } from './parse.js';

export const schema = z.object({ userId: z.string() });

/** `email` as stored: trimmed, lower case (repos/users.ts emailKey). */
export const toItem = (email: string, userId: string) => ({ ...keys.emailClaim(email), type: 'email-claim' as const, userId });

export const fromItem = (raw: RawItem): { userId: string } => parseItem('email claim', schema, raw);
