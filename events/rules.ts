import { checkoutFinishedRule } from './checkout.js';
import { refundSettledRule } from './refunds.js';

/** Every rule of the bus, with its target under functions/: read by infra and the local bus alike. */
export const RULES = [checkoutFinishedRule, refundSettledRule] as const;
export type BusRule = (typeof RULES)[number];
