/**
 * The two ways the bench counts DynamoDB requests on the wire (local/dynamodb-counter.ts): a call's
 * own (the api section's per-call column) and all a step caused (the order and pick costs).
 */
import type { Stack } from '../local/stack.js';

/**
 * `work`'s own requests by operation: the table stream's consumers that its writes wake are held
 * until the count is read, then handle the records.
 */
export async function ownRequests<T>(stack: Stack, work: () => Promise<T>): Promise<{ value: T; dynamo: Record<string, number> }> {
  const counter = stack.dynamoCounter;
  if (!counter) throw new Error('start the stack with countDynamoRequests');
  const release = await stack.tableStream.hold();
  try {
    await counter.idle();
    await counter.reset();
    const value = await work();
    await counter.idle();
    return { value, dynamo: await counter.counts() };
  } finally {
    release();
  }
}

/**
 * Resolves once everything a step caused is done: the bus's deliveries, the table stream's
 * consumers (the dashboard's figures, the live push, low stock), the events those put, and every
 * DynamoDB request in flight.
 */
export async function causedSettled(stack: Stack): Promise<void> {
  await stack.events.idle();
  await stack.tableStream.settled();
  await stack.events.idle();
  await stack.dynamoCounter?.idle();
}
