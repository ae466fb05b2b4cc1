/**
 * The newest position of an order's rider (items/rider-position.ts). Taken in one transaction with
 * a check that the rider's duty item still holds the order: the transaction that ends the delivery
 * releases the duty item and deletes the position, so a position racing it either lands before (and
 * is deleted with it) or fails; none is left behind.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { tableName, db } from '../client.js';
import { keys } from '../keys.js';
import * as positionItem from '../items/rider-position.js';
import * as dutyItem from '../items/rider-duty.js';
import { transact } from './transact.js';

export type { RiderPosition } from '../items/rider-position.js';

/**
 * Saves `position` as its order's newest unless one was taken after `cutoffMs` ('too-soon': nothing
 * written) or the rider's duty at `storeId` no longer holds the order ('not-holding').
 */
export async function savePosition(position: positionItem.RiderPosition, storeId: string, cutoffMs: number): Promise<'saved' | 'too-soon' | 'not-holding'> {
  const result = await transact<'too-soon' | 'not-holding'>([
    {
      item: {
        ConditionCheck: {
          TableName: tableName,
          Key: dutyItem.key(storeId, position.riderId),
          // Either drop of a trip of two (core/batching.ts).
          ConditionExpression: '#orderId = :orderId OR #secondOrderId = :orderId',
          ExpressionAttributeNames: { '#orderId': dutyItem.attributes.orderId, '#secondOrderId': dutyItem.attributes.secondOrderId },
          ExpressionAttributeValues: { ':orderId': position.orderId },
        },
      },
      onConditionFailed: () => 'not-holding',
    },
    {
      item: {
        Put: {
          TableName: tableName,
          Item: positionItem.toItem(position),
          ConditionExpression: 'attribute_not_exists(pk) OR #atMs <= :cutoff',
          ExpressionAttributeNames: { '#atMs': positionItem.attributes.atMs },
          ExpressionAttributeValues: { ':cutoff': cutoffMs },
        },
      },
      onConditionFailed: () => 'too-soon',
    },
  ]);
  return result.ok ? 'saved' : result.failure;
}

/** The order's newest rider position, if one is kept (strongly consistent: the one just taken counts). */
export async function getPosition(orderId: string): Promise<positionItem.RiderPosition | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.riderPosition(orderId), ConsistentRead: true }));
  return result.Item ? positionItem.fromItem(result.Item) : undefined;
}
