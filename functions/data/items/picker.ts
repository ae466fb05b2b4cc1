/**
 * A picker: `PICKER` / `PICKER#<pickerId>` (all pickers are one Query; they are few). The record is
 * core/picking.ts PickerRecord; `_id` is their Cognito user id (they also have a user profile).
 */
import * as z from 'zod';
import type { PickerRecord } from '../../core/picking.js';
import { keys } from '../keys.js';
import { parseItem, type RawItem, type Same } from './parse.js';

export const schema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  storeId: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const _exact: Same<z.output<typeof schema>, PickerRecord> = true;

export const toItem = (record: PickerRecord) => ({ ...keys.picker(record._id), type: 'picker' as const, ...record });

export const fromItem = (raw: RawItem): PickerRecord => parseItem('picker', schema, raw);
