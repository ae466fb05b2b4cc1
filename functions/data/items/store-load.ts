/**
 * A store's orders now: `STORE#<storeId>` / `LOAD`, `openOrders` (they make it busy) and
 * `unfinishedOrders` (they keep it from being deleted), moved only by `ADD ±1` (with `SET storeId`)
 * in the transactions that place and move orders (core/open-orders.ts openOrderDelta,
 * unfinishedOrderDelta), never put whole. No item (or attribute) yet is 0. `highDemand` (core/capacity.ts):
 * raised when the store reaches its pause limit (data/repos/store-capacity.ts markHighDemand),
 * removed by the next order placed once it is below its resume limit (repos/orders/capacity-gate.ts).
 */
import * as z from 'zod';
import { keys } from '../keys.js';
import { attributeNames, conditionOn, update } from '../update.js';
import { parseItem, type RawItem } from './parse.js';

export const schema = z.object({
  storeId: z.string(),
  openOrders: z.number().int().default(0),
  unfinishedOrders: z.number().int().default(0),
  highDemand: z.boolean().optional(),
});

export const key = keys.storeLoad;

export const projection = ['pk', 'sk', 'storeId', 'openOrders', 'unfinishedOrders', 'highDemand'] as const;

export type StoreLoad = z.output<typeof schema>;

export const attributes = attributeNames(schema);

export const fromItem = (raw: RawItem): StoreLoad => parseItem('store load', schema, raw);

/** The order transactions' change: `SET storeId` names the item, `ADD` moves the counts. */
export const move = (storeId: string, delta: { open: number; unfinished: number }) =>
  update(schema).set('storeId', storeId).add('openOrders', delta.open).add('unfinishedOrders', delta.unfinished);

/** No order of the store is open or unfinished (an item from before `unfinishedOrders` counts only its open ones). */
export const idleCondition = () =>
  conditionOn(schema, (c) => c.or(c.itemMissing(), c.and(c.le('openOrders', 0), c.or(c.missing('unfinishedOrders'), c.le('unfinishedOrders', 0)))));
