/**
 * A CSV export: `EXPORT#<jobId>` / `JOB`, the record of core/export-job.ts, kept a week
 * (TTL `expiresAt`), as long as anyone would come back for its file.
 */
import * as z from 'zod';
import { EXPORT_KINDS, EXPORT_STATES, type ExportJobRecord } from '../../core/export-job.js';
import { keys } from '../keys.js';
import { parseItem, type RawItem, type Same } from './parse.js';

export const schema = z.object({
  jobId: z.string(),
  kind: z.enum(EXPORT_KINDS),
  range: z.object({ from: z.string(), to: z.string(), storeId: z.string().optional() }).optional(),
  state: z.enum(EXPORT_STATES),
  rows: z.number().int(),
  key: z.string(),
  filename: z.string(),
  message: z.string().optional(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const _exact: Same<z.output<typeof schema>, ExportJobRecord> = true;

const KEEP_SECONDS = 7 * 86_400;

export const key = keys.exportJob;

export const toItem = (record: ExportJobRecord) => ({
  ...keys.exportJob(record.jobId),
  type: 'export-job' as const,
  ...record,
  expiresAt: Math.floor(Date.parse(record.createdAt) / 1000) + KEEP_SECONDS,
});

export const fromItem = (raw: RawItem): ExportJobRecord => parseItem('export job', schema, raw);
