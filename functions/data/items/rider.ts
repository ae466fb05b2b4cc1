/**
 * A rider: `RIDER` / `RIDER#<riderId>` (all riders are one Query; they are few). The record is
 * core/dispatch.ts RiderRecord; `_id` is their Cognito user id (they also have a user profile).
 */
import * as z from 'zod';
import type { RiderRecord } from '../../core/dispatch.js';
import { keys } from '../keys.js';
import { parseItem, type RawItem, type Same } from './parse.js';

export const schema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  storeId: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const _exact: Same<z.output<typeof schema>, RiderRecord> = true;

export const toItem = (record: RiderRecord) => ({ ...keys.rider(record._id), type: 'rider' as const, ...record });

export const fromItem = (raw: RawItem): RiderRecord => parseItem('rider', schema, raw);
