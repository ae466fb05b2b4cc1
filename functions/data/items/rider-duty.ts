/**
 * A rider on duty: `DUTY#<storeId>` / `RIDER#<riderId>`, present only while on duty (core/dispatch.ts
 * DutyRecord), written only while the rider is active at that store and deleted in the transaction
 * that deactivates or moves them (data/repos/riders.ts). `orderId` (and its owner `orderUserId`) while they hold a delivery, set only on
 * `attribute_not_exists(orderId)` and cleared only on `orderId = :order`, in the same transaction
 * as the order: a rider holds one delivery, an order one rider. `freeSince` while free.
 */
import * as z from 'zod';
import type { DutyRecord } from '../../core/dispatch.js';
import { keys } from '../keys.js';
import { attributeNames, update } from '../update.js';
import { parseItem, type RawItem, type Same } from './parse.js';

export const schema = z.object({
  riderId: z.string(),
  storeId: z.string(),
  onDutySince: z.string(),
  freeSince: z.string().optional(),
  orderId: z.string().optional(),
  orderUserId: z.string().optional(),
});
const _exact: Same<z.output<typeof schema>, DutyRecord> = true;

export const key = keys.riderDuty;

export const toItem = (record: DutyRecord) => ({ ...keys.riderDuty(record.storeId, record.riderId), type: 'rider duty' as const, ...record });

export const fromItem = (raw: RawItem): DutyRecord => parseItem('rider duty', schema, raw);

export const attributes = attributeNames(schema);

/** The rider is free again from `at`: only while they still hold `orderId`. */
export const release = (at: string, orderId: string) =>
  update(schema).set('freeSince', at).remove('orderId', 'orderUserId').when((c) => c.eq('orderId', orderId));
