/**
 * Only for functions/data/repos/orders.ts, which is being split on another branch: the order rules
 * now live in order-states.ts (the state machine), order-payments.ts, order-record.ts and
 * order-api.ts. Delete this file once the repos import those modules themselves.
 */
export { ORDER_STATUSES, isPaymentArrival, stockEffect, type Actor, type OrderStatus } from './order-states.js';
export type { OrderRecord, TimelineEntry } from './order-record.js';
export type { OrderCounts } from './order-api.js';
