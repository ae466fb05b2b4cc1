import { randomBytes } from 'node:crypto';

/**
 * Entity ids: 32 hex characters, no hyphens, because the spec's URLs take "the last hyphen-separated
 * piece" of a slug as the id (/product/{name-slug}-{id}). The first 12 are the creation time in
 * milliseconds, so ids (and the sort keys built from them) list oldest first; the other 20 are random.
 */
export const newId = (now: number = Date.now()): string =>
  now.toString(16).padStart(12, '0') + randomBytes(10).toString('hex');
