import { observed } from '../platform/tracer.js';
import { reconcilePendingPayments, type ReconcileSummary } from '../services/payments/reconcile-payments.js';

/**
 * Run by EventBridge Scheduler every few minutes (infra/stacks/events-stack.ts) and by the local
 * stack on a timer (local/jobs.ts): settles card orders awaiting payment from what Stripe says.
 * Orders it could not check are tried again next run; the run then fails, so the function's error
 * alarm tells a person when that keeps happening.
 */
export const handler = observed(async (): Promise<ReconcileSummary> => {
  const summary = await reconcilePendingPayments();
  if (summary.failed > 0) throw new Error(`${summary.failed} of ${summary.pending} orders awaiting payment could not be reconciled (logged above)`);
  return summary;
});
