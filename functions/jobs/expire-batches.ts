import { observed } from '../platform/tracer.js';
import { expireDueBatches, type ExpirySummary } from '../services/stores/stock-batches.js';

/**
 * Run by EventBridge Scheduler every EXPIRY_EVERY_MINUTES (infra/stacks/operator-stack.ts) and by
 * the local stack on a timer (local/jobs.ts): writes off every batch past its last day at its
 * store's midnight (services/stores/stock-batches.ts). `now` (an ISO instant) runs it as of that
 * moment: the local job path passes it, so a test reaches midnight without waiting for it. A batch
 * it could not write off stays for the next run; the run then fails, so the error alarm tells a person.
 */
export const handler = observed(async (event?: { now?: unknown }): Promise<ExpirySummary> => {
  const asked = typeof event?.now === 'string' ? new Date(event.now) : undefined;
  const now = asked && !Number.isNaN(asked.getTime()) ? asked : new Date();
  const summary = await expireDueBatches(now);
  if (summary.failed > 0) throw new Error(`${summary.failed} expired batches could not be written off (logged above)`);
  return summary;
});
