import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keys } from '../data/keys.js';

const pushOrderChange = vi.fn();
vi.mock('../services/live/live-orders.js', () => ({ pushOrderChange }));
const { handler } = await import('./live-orders.js');

/** A keys-only stream record of one order item, made at `second` (whole seconds, as DynamoDB Streams gives it). */
const record = (userId: string, orderId: string, second?: number): DynamoDBRecord => {
  const key = keys.order(userId, orderId);
  return { eventName: 'MODIFY', dynamodb: { Keys: { pk: { S: key.pk }, sk: { S: key.sk } }, ...(second === undefined ? {} : { ApproximateCreationDateTime: second }) } };
};

describe('live-orders: a batch from the stream', () => {
  beforeEach(() => {
    pushOrderChange.mockReset();
    pushOrderChange.mockResolvedValue({ sent: 1, gone: 0, ended: 0, failed: 0 });
  });

  it("pushes each order once, timed from the latest of its records' seconds (the live push delay)", async () => {
    const event: DynamoDBStreamEvent = {
      Records: [record('u1', 'o1', 1_800_000_010), record('u2', 'o2', 1_800_000_011), record('u1', 'o1', 1_800_000_012), record('u1', 'o1', 1_800_000_009)],
    };
    await handler(event);
    expect(pushOrderChange.mock.calls.map(([ref]: unknown[]) => ref)).toEqual([
      { userId: 'u1', orderId: 'o1', changedSecond: 1_800_000_012 },
      { userId: 'u2', orderId: 'o2', changedSecond: 1_800_000_011 },
    ]);
  });

  it('pushes an order whose records carry no time without one (nothing is measured for it)', async () => {
    await handler({ Records: [record('u1', 'o1')] });
    expect(pushOrderChange).toHaveBeenCalledWith({ userId: 'u1', orderId: 'o1' });
  });
});
