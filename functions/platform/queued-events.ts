import type { SQSRecord } from 'aws-lambda';
import type { z } from 'zod';

/**
 * The detail of an EventBridge event that a rule delivered into an SQS queue (the message body is the
 * whole event, as EventBridge writes it), checked against its contract in events/. A body that does
 * not fit throws: the record fails, and after the queue's retries it waits in the dead-letter queue
 * for a person, rather than being dropped.
 */
export function queuedEventDetail<S extends z.ZodType>(record: SQSRecord, contract: S): z.infer<S> {
  const event = JSON.parse(record.body) as { detail?: unknown };
  return contract.parse(event.detail);
}
