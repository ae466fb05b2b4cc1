/**
 * Giving orders to riders: each assignment is one transaction over the waiting item (or the
 * previous rider's duty item), the rider's duty item and the order, each conditional, so an order
 * goes to one rider and a rider holds one order whoever races (docs/decisions/0041-dispatch.md).
 */
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { DutyRecord, RiderRecord, WaitingOrder } from '../../core/dispatch.js';
import type { OrderRecord } from '../../core/order-record.js';
import { db, tableName } from '../client.js';
import { keys } from '../keys.js';
import * as dutyItem from '../items/rider-duty.js';
import * as waitingItem from '../items/waiting-order.js';
import { ORDER_CONFLICT_RETRIES } from './orders/stock.js';
import { transact, type Step } from './transact.js';

export type AssignFailure = 'taken' | 'rider-busy' | 'order-moved';

const takeRider = <F>(storeId: string, riderId: string, order: { orderId: string; userId: string }, onBusy: () => F): Step<F> => ({
  item: {
    Update: {
      TableName: tableName,
      Key: dutyItem.key(storeId, riderId),
      UpdateExpression: 'SET orderId = :order, orderUserId = :user REMOVE freeSince',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(orderId)',
      ExpressionAttributeValues: { ':order': order.orderId, ':user': order.userId },
    },
  },
  onConditionFailed: onBusy,
});

const riderFields = (rider: RiderRecord, at: string) => ({ ':rid': rider._id, ':rname': rider.name, ':rmobile': rider.mobile, ':at': at });
const SET_RIDER = 'SET riderId = :rid, riderName = :rname, riderMobile = :rmobile, assignedAt = :at, updatedAt = :at';

/** A waiting packed order to a free rider on duty at its store. */
export async function assignWaiting(waiting: WaitingOrder, rider: RiderRecord, at: string): Promise<{ ok: true } | { ok: false; failure: AssignFailure }> {
  return transact<AssignFailure>(
    [
      {
        item: { Delete: { TableName: tableName, Key: waitingItem.key(waiting.storeId, waiting.orderId), ConditionExpression: 'attribute_exists(pk)' } },
        onConditionFailed: () => 'taken',
      },
      takeRider(waiting.storeId, rider._id, waiting, () => 'rider-busy'),
      {
        item: {
          Update: {
            TableName: tableName,
            Key: keys.order(waiting.userId, waiting.orderId),
            UpdateExpression: SET_RIDER,
            ConditionExpression: '#status = :packed AND attribute_not_exists(riderId)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ...riderFields(rider, at), ':packed': 'packed' },
          },
        },
        onConditionFailed: () => 'order-moved',
      },
    ],
    { conflictRetries: ORDER_CONFLICT_RETRIES },
  );
}

/** A waiting item whose order has moved on or has a rider (it should not outlive that; dispatch tidies it). */
export async function dropWaiting(waiting: WaitingOrder): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: waitingItem.key(waiting.storeId, waiting.orderId) }));
}

/**
 * An admin's reassign of a packed or out-for-delivery order (read as `order`) to `rider`, free on
 * duty at its store: the previous rider's duty item (if it holds the order) is freed, or the order
 * leaves the waiting list; the order must still be in the status and with the rider it was read with.
 */
export async function reassign(
  order: OrderRecord & { storeId: string },
  rider: RiderRecord,
  previous: DutyRecord | undefined,
  at: string,
): Promise<{ ok: true } | { ok: false; failure: 'order-changed' | 'rider-busy' }> {
  type F = 'order-changed' | 'rider-busy';
  const condition = order.riderId ? 'riderId = :old' : 'attribute_not_exists(riderId)';
  const steps: Step<F>[] = [
    {
      item: {
        Update: {
          TableName: tableName,
          Key: keys.order(order.userId, order._id),
          UpdateExpression: order.riderId ? `${SET_RIDER}, previousRiderId = :old` : SET_RIDER,
          ConditionExpression: `#status = :status AND ${condition}`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ...riderFields(rider, at), ':status': order.status, ...(order.riderId ? { ':old': order.riderId } : {}) },
        },
      },
      onConditionFailed: () => 'order-changed',
    },
    takeRider(order.storeId, rider._id, { orderId: order._id, userId: order.userId }, () => 'rider-busy'),
  ];
  if (previous?.orderId === order._id) {
    steps.push({
      item: {
        Update: {
          TableName: tableName,
          Key: dutyItem.key(previous.storeId, previous.riderId),
          UpdateExpression: 'SET freeSince = :at REMOVE orderId, orderUserId',
          ConditionExpression: 'orderId = :order',
          ExpressionAttributeValues: { ':at': at, ':order': order._id },
        },
      },
      onConditionFailed: () => 'order-changed',
    });
  } else if (order.status === 'packed' && !order.riderId) {
    steps.push({
      item: { Delete: { TableName: tableName, Key: waitingItem.key(order.storeId, order._id), ConditionExpression: 'attribute_exists(pk)' } },
      onConditionFailed: () => 'order-changed',
    });
  }
  return transact<F>(steps, { conflictRetries: ORDER_CONFLICT_RETRIES });
}

/**
 * One handover try, counted before the code it brings is compared: `codeTries` goes up by one on
 * the condition that the order is still out for delivery with this rider, not locked, and fewer
 * than `allowed` tries were counted, so a burst of tries at once gets `allowed` counted and no
 * more. The count this try was given, or undefined when it was not counted (read the order again).
 */
export async function countCodeTry(order: OrderRecord, riderId: string, allowed: number, at: string): Promise<number | undefined> {
  try {
    const result = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.order(order.userId, order._id),
        UpdateExpression: 'ADD codeTries :one SET updatedAt = :at',
        ConditionExpression:
          '#status = :out AND riderId = :rider AND (attribute_not_exists(codeLocked) OR codeLocked = :unlocked) AND (attribute_not_exists(codeTries) OR codeTries < :allowed)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':one': 1, ':at': at, ':out': 'out_for_delivery', ':rider': riderId, ':unlocked': false, ':allowed': allowed },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(result.Attributes?.codeTries);
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return undefined;
    throw err;
  }
}

/** The code locks (its tries are spent): while the order is still out for delivery with this rider. */
export async function lockCode(order: OrderRecord, riderId: string, at: string): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.order(order.userId, order._id),
        UpdateExpression: 'SET codeLocked = :locked, updatedAt = :at',
        ConditionExpression: '#status = :out AND riderId = :rider',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':locked': true, ':at': at, ':out': 'out_for_delivery', ':rider': riderId },
      }),
    );
  } catch (err) {
    // Delivered or handed to another rider meanwhile: nothing is left to lock.
    if (!(err instanceof ConditionalCheckFailedException)) throw err;
  }
}
