/** Written last by the demo seed (local/seed): `SEED` / `DEMO`, what it wrote, so a finished seed is not repeated. */
import * as z from 'zod';
import { keys } from '../keys.js';
import { parseItem, type RawItem } from './parse.js';

export const schema = z.object({
  categories: z.number().int(),
  subCategories: z.number().int(),
  products: z.number().int(),
  seededAt: z.string(),
});

export type SeedDone = z.output<typeof schema>;

export const key = keys.seedMarker;

export const toItem = (done: SeedDone) => ({ ...keys.seedMarker(), type: 'seed-marker' as const, ...done });

export const fromItem = (raw: RawItem): SeedDone => parseItem('seed marker', schema, raw);
