/**
 * A pincode's zone: `PINCODE#<pincode>` / `ZONE`, naming the one store that delivers there and the
 * riding time. pincode → store is one GetItem; `attribute_not_exists(pk)` on its Put keeps a pincode
 * in at most one store's zones, also when two admins save at once.
 */
import * as z from 'zod';
import { keys } from '../keys.js';
import { parseItem, type RawItem } from './parse.js';

export const schema = z.object({ pincode: z.string(), storeId: z.string(), travelMinutes: z.number().int() });

export type PincodeZone = z.output<typeof schema>;

export const key = keys.pincodeZone;

export const toItem = (zone: PincodeZone) => ({ ...keys.pincodeZone(zone.pincode), type: 'pincode-zone' as const, ...zone });

export const fromItem = (raw: RawItem): PincodeZone => parseItem('pincode zone', schema, raw);
