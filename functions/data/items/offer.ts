/**
 * An offer or coupon: `OFFER` / `OFFER#<id>` (keys.offer; all offers are one Query), the rule of
 * core/offers.ts OfferRule with its id, the shards its total uses are counted in (core/offer-uses.ts,
 * fixed at create) and its times. A coupon's code is claimed by a name-claim item (keys.offerCode)
 * in the same transaction as the create or a change of code; an automatic offer has no code.
 */
import * as z from 'zod';
import { OFFER_KINDS, type OfferRule } from '../../core/offers.js';
import { keys } from '../keys.js';
import { parseItem, type RawItem, type Same } from './parse.js';

export const schema = z.object({
  _id: z.string(),
  code: z.string().optional(),
  title: z.string(),
  kind: z.enum(OFFER_KINDS),
  percent: z.number().int(),
  capPaise: z.number().int(),
  flatPaise: z.number().int(),
  minCartPaise: z.number().int(),
  validFrom: z.string().optional(),
  validTo: z.string().optional(),
  storeIds: z.array(z.string()),
  firstOrderOnly: z.boolean(),
  perShopperLimit: z.number().int(),
  totalLimit: z.number().int(),
  active: z.boolean(),
  useShards: z.number().int().min(1),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export interface OfferRecord extends OfferRule {
  _id: string;
  useShards: number;
  createdAt: string;
  updatedAt: string;
}
const _exact: Same<z.output<typeof schema>, OfferRecord> = true;

export const toItem = (offer: OfferRecord) => ({ ...keys.offer(offer._id), type: 'offer' as const, ...offer });

export const fromItem = (raw: RawItem): OfferRecord => parseItem('offer', schema, raw);
