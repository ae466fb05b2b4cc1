/**
 * The catalog version: `CATALOG` / `VERSION`, bumped (`ADD version 1`, `SET changedAt`) in every
 * catalog write transaction and by the seed, never put whole. Readers compare `version` with their
 * snapshot's; `changedAt` is the epoch ms of that write (the seed does not set it).
 */
import * as z from 'zod';
import { keys } from '../keys.js';
import { parseItem, type RawItem } from './parse.js';

export const schema = z.object({ version: z.number().int().nonnegative(), changedAt: z.number().default(0) });

export type CatalogVersion = z.output<typeof schema>;

export const key = keys.catalogVersion;

/** No item yet (an empty table) is version 0. */
export const fromItem = (raw: RawItem | undefined): CatalogVersion => (raw ? parseItem('catalog version', schema, raw) : { version: 0, changedAt: 0 });
