/**
 * A store's open orders now: `STORE#<storeId>` / `LOAD`, `openOrders` moved only by `ADD ±1` (with `SET storeId`) in the
 * transactions that place and move orders (core/stores.ts openOrderDelta), never put whole. No item
 * yet is 0.
 */
import * as z from 'zod';
import { keys } from '../keys.js';
import { parseItem, type RawItem } from './parse.js';

export const schema = z.object({ storeId: z.string(), openOrders: z.number().int().default(0) });

export const key = keys.storeLoad;

export const projection = ['pk', 'sk', 'storeId', 'openOrders'] as const;

export type StoreLoad = z.output<typeof schema>;

export const fromItem = (raw: RawItem): StoreLoad => parseItem('store load', schema, raw);

/** The order transactions' change: `SET storeId` names the item, `ADD openOrders` moves the count. */
export const moveExpression = { UpdateExpression: 'SET storeId = :storeId ADD openOrders :delta' } as const;
