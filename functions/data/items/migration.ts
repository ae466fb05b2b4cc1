/** A finished one-off backfill of data/migrations: `MIGRATION` / `<name>`, so it is not repeated. */
import * as z from 'zod';
import { keys } from '../keys.js';
import { parseItem, type RawItem } from './parse.js';

export const schema = z.object({ migrated: z.number().int(), at: z.string() });

export type MigrationDone = z.output<typeof schema>;

export const key = keys.migration;

export const toItem = (name: string, done: MigrationDone) => ({ ...keys.migration(name), type: 'migration' as const, ...done });

export const fromItem = (raw: RawItem): MigrationDone => parseItem('migration', schema, raw);
