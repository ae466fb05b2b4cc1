/**
 * Low stock at a store (services/low-stock.ts), in `LOW_STOCK#<storeId>`:
 *
 * - alert, `ALERT#<day>#<productId>`: the day's one alert of a product, written with
 *   `attribute_not_exists` before its mail (a repeated stream record finds it and sends nothing);
 *   expires after a week (TABLE.ttlAttribute);
 * - now, `NOW#<productId>`: the product is at or below its threshold there now (`level` low or out);
 *   put or deleted by the consumer on every change of that stock; the admin's badge counts them.
 */
import * as z from 'zod';
import { keys } from '../keys.js';
import { parseItem, type RawItem } from './parse.js';

export const LEVELS = ['low', 'out'] as const;

export const alertSchema = z.object({ storeId: z.string(), productId: z.string(), day: z.string(), level: z.enum(LEVELS), stock: z.number().int(), expiresAt: z.number().int() });
export type LowStockAlert = z.output<typeof alertSchema>;
export const alertToItem = (alert: LowStockAlert) => ({ ...keys.lowStockAlert(alert.storeId, alert.productId, alert.day), type: 'low-stock-alert' as const, ...alert });

export const nowSchema = z.object({ storeId: z.string(), productId: z.string(), level: z.enum(LEVELS), stock: z.number().int() });
export type LowStockNow = z.output<typeof nowSchema>;
export const nowToItem = (now: LowStockNow) => ({ ...keys.lowStockNow(now.storeId, now.productId), type: 'low-stock-now' as const, ...now });
export const nowFromItem = (raw: RawItem): LowStockNow => parseItem('low stock now', nowSchema, raw);
