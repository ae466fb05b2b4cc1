import { checkoutFinishedRule } from './checkout.js';
import { refundSettledRule } from './refunds.js';

/** Every rule of the bus, with its target under functions/: read by infra and the local bus alike. */
export const RULES = [checkoutFinishedRule, refundSettledRule] as const;
export type BusRule = (typeof RULES)[number];

/** Deliveries of one event to its consumer before it moves to the dead-letter queue (AWS and local alike). */
export const MAX_RECEIVES = 5;

/** How often the reconciliation job (functions/jobs/reconcile-payments.ts) runs. */
export const RECONCILE_EVERY_MINUTES = 5;
