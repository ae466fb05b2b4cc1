/** An address: `USER#<sub>` / `ADDRESS#<id>`, core/address.ts ApiAddress; `status` false = removed (kept, hidden). */
import * as z from 'zod';
import type { ApiAddress } from '../../core/address.js';
import { keys } from '../keys.js';
import { parseItem, type RawItem, type Same } from './parse.js';

export const fields = z.object({
  address_line: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  pincode: z.string(),
  mobile: z.string(),
});

export const schema = fields.extend({
  _id: z.string(),
  userId: z.string(),
  status: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const _exact: Same<z.output<typeof schema>, ApiAddress> = true;

export const toItem = (address: ApiAddress) => ({ ...keys.address(address.userId, address._id), type: 'address' as const, ...address });

export const fromItem = (raw: RawItem): ApiAddress => parseItem('address', schema, raw);
