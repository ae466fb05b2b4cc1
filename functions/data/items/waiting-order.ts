/**
 * A packed order no rider has taken yet: `WAITING#<storeId>` / `<orderId>` (core/dispatch.ts
 * WaitingOrder). Put in the transaction that packs the order, deleted in the one that gives it a
 * rider or moves it on; read strongly consistent by dispatch.
 */
import * as z from 'zod';
import type { WaitingOrder } from '../../core/dispatch.js';
import { keys } from '../keys.js';
import { parseItem, type RawItem, type Same } from './parse.js';

export const schema = z.object({ orderId: z.string(), userId: z.string(), storeId: z.string(), packedAt: z.string() });
const _exact: Same<z.output<typeof schema>, WaitingOrder> = true;

export const key = keys.waitingOrder;

export const toItem = (record: WaitingOrder) => ({ ...keys.waitingOrder(record.storeId, record.orderId), type: 'waiting order' as const, ...record });

export const fromItem = (raw: RawItem): WaitingOrder => parseItem('waiting order', schema, raw);
