/**
 * A rider on duty: `DUTY#<storeId>` / `RIDER#<riderId>`, present only while on duty (core/dispatch.ts
 * DutyRecord), written only while the rider is active at that store and deleted in the transaction
 * that deactivates or moves them (data/repos/riders.ts). `orderId` (and its owner `orderUserId`) while they hold a delivery, set only on
 * `attribute_not_exists(orderId)` and cleared only on `orderId = :order`, in the same transaction
 * as the order: an order has one rider. Two orders a trip (core/batching.ts): `secondOrderId` is
 * set only beside `orderId` and while `orderCount` is below the most a trip carries, so a rider
 * never holds more; when the order in `orderId` ends, the second moves into its place (code that
 * asks "does the rider hold anything" keeps reading `orderId`). `freeSince` while free.
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
  secondOrderId: z.string().optional(),
  secondOrderUserId: z.string().optional(),
  orderCount: z.number().int().optional(),
});
const _exact: Same<z.output<typeof schema>, DutyRecord> = true;

export const key = keys.riderDuty;

export const toItem = (record: DutyRecord) => ({ ...keys.riderDuty(record.storeId, record.riderId), type: 'rider duty' as const, ...record });

export const fromItem = (raw: RawItem): DutyRecord => parseItem('rider duty', schema, raw);

export const attributes = attributeNames(schema);

/**
 * The rider lets `orderId` go at `at` (delivered, failed, cancelled, given to another), as their
 * duty item was read (`duty`): alone, they are free again; holding a second, the other order stays
 * with them in the first place. Each is conditional on the item still being as read.
 */
export function release(duty: Pick<DutyRecord, 'secondOrderId' | 'secondOrderUserId'> | undefined, at: string, orderId: string) {
  const second = duty?.secondOrderId;
  if (second === orderId) {
    return update(schema).set('orderCount', 1).remove('secondOrderId', 'secondOrderUserId').when((c) => c.eq('secondOrderId', orderId));
  }
  if (second && duty.secondOrderUserId) {
    return update(schema)
      .set('orderId', second)
      .set('orderUserId', duty.secondOrderUserId)
      .set('orderCount', 1)
      .remove('secondOrderId', 'secondOrderUserId')
      .when((c) => c.and(c.eq('orderId', orderId), c.eq('secondOrderId', second)));
  }
  return update(schema)
    .set('freeSince', at)
    .set('orderCount', 0)
    .remove('orderId', 'orderUserId')
    .when((c) => c.and(c.eq('orderId', orderId), c.missing('secondOrderId')));
}

/** The order the rider keeps when `orderId` goes, as `duty` was read. */
export function otherHeld(duty: DutyRecord | undefined, orderId: string): { orderId: string; userId: string } | undefined {
  if (!duty) return undefined;
  if (duty.orderId === orderId && duty.secondOrderId && duty.secondOrderUserId) return { orderId: duty.secondOrderId, userId: duty.secondOrderUserId };
  if (duty.secondOrderId === orderId && duty.orderId && duty.orderUserId) return { orderId: duty.orderId, userId: duty.orderUserId };
  return undefined;
}
