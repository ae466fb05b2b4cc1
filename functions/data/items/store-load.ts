/**
 * A store's orders now: `STORE#<storeId>` / `LOAD`, `openOrders` (they make it busy) and
 * `unfinishedOrders` (they keep it from being deleted), moved only by `ADD ±1` (with `SET storeId`)
 * in the transactions that place and move orders (core/stores.ts openOrderDelta,
 * unfinishedOrderDelta), never put whole. No item (or attribute) yet is 0.
 */
import * as z from 'zod';
import { keys } from '../keys.js';
import { parseItem, type RawItem } from './parse.js';

export const schema = z.object({ storeId: z.string(), openOrders: z.number().int().default(0), unfinishedOrders: z.number().int().default(0) });

export const key = keys.storeLoad;

export const projection = ['pk', 'sk', 'storeId', 'openOrders', 'unfinishedOrders'] as const;

export type StoreLoad = z.output<typeof schema>;

export const fromItem = (raw: RawItem): StoreLoad => parseItem('store load', schema, raw);

/** The order transactions' change: `SET storeId` names the item, `ADD` moves the counts (`:open`, `:unfinished`). */
export const moveExpression = { UpdateExpression: 'SET storeId = :storeId ADD openOrders :open, unfinishedOrders :unfinished' } as const;

/** No order of the store is open or unfinished (an item from before `unfinishedOrders` counts only its open ones). */
export const idleCondition = 'attribute_not_exists(pk) OR (openOrders <= :zero AND (attribute_not_exists(unfinishedOrders) OR unfinishedOrders <= :zero))';
