import { DIGEST_EVERY_MS } from '../core/low-stock.js';
import { observed } from '../platform/tracer.js';
import { sendDueDigests, type DigestRunSummary } from '../services/stores/low-stock-digest.js';

/**
 * Run by EventBridge Scheduler every DIGEST_EVERY_MINUTES (infra/stacks/operator-stack.ts) and by
 * the local stack on a timer (local/jobs.ts): mails each store's pending low-stock alerts whose
 * digest is due (services/stores/low-stock-digest.ts). `everyMs` shortens the interval for a run on demand
 * (the local job path; a test does not wait 5 minutes). A store whose digest failed keeps its alerts
 * pending for the next run; the run then fails, so the function's error alarm tells a person.
 */
export const handler = observed(async (event?: { everyMs?: unknown }): Promise<DigestRunSummary> => {
  const everyMs = typeof event?.everyMs === 'number' && event.everyMs >= 0 ? event.everyMs : DIGEST_EVERY_MS;
  const summary = await sendDueDigests(new Date(), everyMs);
  if (summary.failed > 0) throw new Error(`${summary.failed} of ${summary.stores} stores' low-stock digests could not be sent (logged above)`);
  return summary;
});
