/**
 * Orders per status, in shards: `ORDER_COUNTS#<0..7>` / `COUNTS`, one number attribute per status,
 * moved only by `ADD` in the transactions that place or change orders (an order counts in the shard
 * of its id, repos/orders/counts.ts). Never put whole: a status no order of the shard has reached
 * has no attribute.
 */
import * as z from 'zod';
import { ORDER_STATUSES, type OrderStatus } from '../../core/order-states.js';
import { keys } from '../keys.js';
import { parseItem, type RawItem } from './parse.js';

export const schema = z.object(Object.fromEntries(ORDER_STATUSES.map((s) => [s, z.number().int().optional()])) as Record<OrderStatus, z.ZodOptional<z.ZodNumber>>);

export type ShardCounts = Partial<Record<OrderStatus, number>>;

export const key = keys.orderCountShard;

/** Projected reads name the statuses; pk and sk name the item when it is malformed. */
export const projection = ['pk', 'sk', ...ORDER_STATUSES] as const;

export const fromItem = (raw: RawItem): ShardCounts => parseItem('order counts', schema, raw);
