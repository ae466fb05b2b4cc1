/**
 * A product import: `IMPORT#<jobId>` / `JOB`, the record of core/import-job.ts, kept a
 * month (TTL `expiresAt`), and the store's import lock: `IMPORT_LOCK#<storeId>` / `LOCK` (`jobId`,
 * `until` epoch ms: a lock whose job never finished frees itself then).
 */
import * as z from 'zod';
import type { ImportJobRecord } from '../../core/import-job.js';
import { IMPORT_STATES, importErrorSchema } from '../../core/product-csv-columns.js';
import { keys } from '../keys.js';
import { parseItem, type RawItem, type Same } from './parse.js';

export const schema = z.object({
  jobId: z.string(),
  storeId: z.string(),
  key: z.string(),
  createMissing: z.boolean(),
  state: z.enum(IMPORT_STATES),
  total: z.number().int(),
  done: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
  errors: z.array(importErrorSchema),
  reportKey: z.string().optional(),
  message: z.string().optional(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const _exact: Same<z.output<typeof schema>, ImportJobRecord> = true;

const KEEP_SECONDS = 30 * 86_400;

export const key = keys.importJob;

export const toItem = (record: ImportJobRecord) => ({
  ...keys.importJob(record.jobId),
  type: 'import-job' as const,
  ...record,
  expiresAt: Math.floor(Date.parse(record.createdAt) / 1000) + KEEP_SECONDS,
});

export const fromItem = (raw: RawItem): ImportJobRecord => parseItem('import job', schema, raw);

export const lockKey = keys.importLock;

export const lockItem = (storeId: string, jobId: string, until: number) => ({ ...keys.importLock(storeId), type: 'import-lock' as const, jobId, until });

export const lockSchema = z.object({ jobId: z.string(), until: z.number() });
export const fromLockItem = (raw: RawItem) => parseItem('import lock', lockSchema, raw);
