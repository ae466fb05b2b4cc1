/**
 * Further tries of a failed stream batch of the operator's consumers (the event source mappings'
 * retryAttempts in infra; the local stream reader's retries): both are idempotent, so a retry only
 * finishes what the failed try left.
 */
export const REPORT_RETRIES = 10;
export const LOW_STOCK_RETRIES = 5;
