/**
 * Low stock at a store (services/stores/low-stock-alerts.ts), in `LOW_STOCK#<storeId>`:
 *
 * - alert, `ALERT#<day>#<productId>`: the day's one alert of a product, written with
 *   `attribute_not_exists` before its mail (a repeated stream record finds it and sends nothing);
 *   expires after a week (TABLE.ttlAttribute);
 * - now, `NOW#<productId>`: the product is at or below its threshold there now (`level` low or out);
 *   put or deleted by the consumer on every change of that stock; the admin's badge counts them;
 * - pending, `PENDING#<day>#<productId>`: a claimed alert waiting for the store's next digest (the
 *   line it will show); deleted once that digest is mailed;
 * - digest, `DIGEST`: `lastDigestAt` (epoch ms) of the store's last digest, the slot one sender takes
 *   with a conditional write (core/low-stock.ts digestDue).
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

export const pendingSchema = z.object({
  storeId: z.string(),
  productId: z.string(),
  day: z.string(),
  name: z.string(),
  stock: z.number().int(),
  threshold: z.number(),
  level: z.enum(LEVELS),
  expiresAt: z.number().int(),
});
export type LowStockPending = z.output<typeof pendingSchema>;
export const pendingToItem = (p: LowStockPending) => ({ ...keys.lowStockPending(p.storeId, p.productId, p.day), type: 'low-stock-pending' as const, ...p });
export const pendingFromItem = (raw: RawItem): LowStockPending => parseItem('low stock pending', pendingSchema, raw);

export const DIGEST_TYPE = 'low-stock-digest';
export const digestSchema = z.object({ storeId: z.string(), lastDigestAt: z.number().int().optional() });
export type LowStockDigest = z.output<typeof digestSchema>;
export const digestFromItem = (raw: RawItem): LowStockDigest => parseItem('low stock digest', digestSchema, raw);
