/**
 * A user's profile: `USER#<sub>` / `PROFILE`, the core/user.ts UserProfile the API answers, plus
 * `sessionsValidAfter` (epoch ms of the last password reset: route() refuses tokens of sessions
 * begun before it) and `signedOutSessions` (core/session.ts SignedOutSessions: the sessions logged
 * out of whose access tokens could still be presented), which are never part of an answer.
 */
import * as z from 'zod';
import type { UserProfile } from '../../core/user.js';
import { keys } from '../keys.js';
import { attributeNames } from '../update.js';
import { parseItem, type RawItem, type Same } from './parse.js';

export const schema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string(),
  mobile: z.string(),
  verify_email: z.boolean(),
  last_login_date: z.string().nullable(),
  status: z.enum(['Active', 'Inactive', 'Suspended']),
  pincode: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const _exact: Same<z.output<typeof schema>, UserProfile> = true;

const sessions = z.object({ sessionsValidAfter: z.number().optional(), signedOutSessions: z.record(z.string(), z.number()).optional() });

/** Everything a profile item holds: the profile and its session bookkeeping (never in API answers). */
export const stored = schema.extend(sessions.shape);

export const attributes = attributeNames(stored);

export const toItem = (profile: UserProfile) => ({ ...keys.user(profile._id), type: 'user' as const, ...profile });

export const fromItem = (raw: RawItem): UserProfile => parseItem('user', schema, raw);

/** The projection of the session check (every signed-in call reads only this). */
export const sessionsProjection = 'pk, sk, sessionsValidAfter, signedOutSessions';
export const sessionsEndedAtFromItem = (raw: RawItem): number | undefined => parseItem('user', sessions, raw).sessionsValidAfter;
export const sessionsFromItem = (raw: RawItem) => parseItem('user', sessions, raw);

/** The same for several users at once (a BatchGet): with whose profile each item is. */
export const userSessionsProjection = ['pk', 'sk', '_id', 'sessionsValidAfter'] as const;
const userSessions = sessions.extend({ _id: z.string() });
export const userSessionsFromItem = (raw: RawItem) => parseItem('user', userSessions, raw);
