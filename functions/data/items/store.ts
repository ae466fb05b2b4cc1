/**
 * A dark store: `STORE` / `STORE#<id>` (all stores are one Query; they are few). The record is
 * core/stores.ts StoreRecord. Its zones are also claimed one pincode each (items/pincode-zone.ts),
 * written in the same transaction as the store.
 */
import * as z from 'zod';
import { CAPACITY_MODES } from '../../core/capacity.js';
import { WEEKDAYS, type StoreRecord } from '../../core/stores.js';
import { keys } from '../keys.js';
import { parseItem, type RawItem, type Same } from './parse.js';

export const schema = z.object({
  _id: z.string(),
  name: z.string(),
  address_line: z.string(),
  city: z.string(),
  pincode: z.string(),
  mobile: z.string(),
  zones: z.array(z.object({ pincode: z.string(), travelMinutes: z.number().int(), lat: z.number().optional(), lng: z.number().optional() })),
  prepMinutes: z.number().int(),
  maxOpenOrders: z.number().int(),
  capacity: z.object({ busyPerRider: z.number().int(), pausePerRider: z.number().int(), resumePerRider: z.number().int() }).optional(),
  capacityMode: z.enum(CAPACITY_MODES).optional(),
  hours: z.array(z.object({ day: z.enum(WEEKDAYS), open: z.string(), close: z.string() })),
  paused: z.boolean(),
  reason: z.string(),
  lowStockThreshold: z.number().int(),
  isDefault: z.boolean(),
  fees: z
    .object({
      deliveryBands: z.array(z.object({ belowPaise: z.number().int(), feePaise: z.number().int() })),
      smallCart: z.object({ belowPaise: z.number().int(), feePaise: z.number().int() }),
      handlingPaise: z.number().int(),
      lateNight: z.object({ feePaise: z.number().int(), from: z.string(), to: z.string() }),
      cashPaise: z.number().int(),
      surgePaise: z.number().int(),
    })
    .optional(),
  legal: z.object({ name: z.string(), gstin: z.string(), state: z.string() }).optional(),
  invoicePrefix: z.string().optional(),
  expiringSoonDays: z.number().int().optional(),
  timeZone: z.string().optional(),
  substitutionMinutes: z.number().int().optional(),
  batching: z.boolean().optional(),
  claimHours: z.number().int().optional(),
  claimAutoLimit: z.number().int().optional(),
  claimAutoMaxPer30d: z.number().int().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const _exact: Same<z.output<typeof schema>, StoreRecord> = true;

export const toItem = (record: StoreRecord) => ({ ...keys.store(record._id), type: 'store' as const, ...record });

export const fromItem = (raw: RawItem): StoreRecord => parseItem('store', schema, raw);
