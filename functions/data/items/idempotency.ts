/**
 * One Idempotency-Key of one caller on one route: `IDEMPOTENCY#<route>#<hash>` / `RECORD`
 * (services/idempotency.ts). `running` while its run holds the key, then `done` with the first
 * answer; `expiresAt` is the TTL (1 hour), checked on claim too since TTL deletes late.
 */
import * as z from 'zod';
import { keys } from '../keys.js';
import { parseItem, type RawItem } from './parse.js';

export const schema = z.object({
  status: z.enum(['running', 'done']),
  /** The hash of the body the key first came with. */
  requestHash: z.string(),
  answer: z.unknown().optional(),
  /** Epoch ms after which a run that never finished (its function died) no longer holds the key. */
  runningUntil: z.number().optional(),
  /** Epoch seconds: the record's end (TABLE.ttlAttribute). */
  expiresAt: z.number(),
});

export type KeyRecord = z.output<typeof schema>;

export const toItem = (route: string, keyHash: string, record: KeyRecord) => ({
  ...keys.idempotencyRecord(route, keyHash),
  type: 'idempotency-key' as const,
  ...record,
});

export const fromItem = (raw: RawItem): KeyRecord => parseItem('idempotency key', schema, raw);
