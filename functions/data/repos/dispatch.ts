/**
 * Giving orders to riders: each assignment is one transaction over the waiting item (or the
 * previous rider's duty item), the rider's duty item and the order, each conditional, so an order
 * goes to one rider and a rider holds one order whoever races (docs/decisions/0041-dispatch.md).
 */
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { MAX_ORDERS_PER_TRIP } from '../../core/batching.js';
import type { DutyRecord, RiderRecord, WaitingOrder } from '../../core/dispatch.js';
import type { OrderRecord } from '../../core/order-record.js';
import { db, tableName } from '../client.js';
import { keys } from '../keys.js';
import * as dutyItem from '../items/rider-duty.js';
import * as orderItem from '../items/order.js';
import { update } from '../update.js';
import * as waitingItem from '../items/waiting-order.js';
import { ORDER_CONFLICT_RETRIES } from './orders/stock.js';
import { clearStopBefore } from './orders/delivery.js';
import { transact, type Step } from './transact.js';

export type AssignFailure = 'taken' | 'rider-busy' | 'order-moved';

const takeRider = <F>(storeId: string, riderId: string, order: { orderId: string; userId: string }, onBusy: () => F): Step<F> => ({
  item: {
    Update: {
      TableName: tableName,
      Key: dutyItem.key(storeId, riderId),
      ...update(dutyItem.schema)
        .set('orderId', order.orderId)
        .set('orderUserId', order.userId)
        .set('orderCount', 1)
        .remove('freeSince')
        .when((c) => c.and(c.itemExists(), c.missing('orderId')))
        .build(),
    },
  },
  onConditionFailed: onBusy,
});

/** The rider an order is given to, as the order records it. */
const setRider = (rider: RiderRecord, at: string) =>
  update(orderItem.schema).set('riderId', rider._id).set('riderName', rider.name).set('riderMobile', rider.mobile).set('assignedAt', at).set('updatedAt', at);

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
            ...setRider(rider, at)
              .when((c) => c.and(c.eq('status', 'packed'), c.missing('riderId')))
              .build(),
          },
        },
        onConditionFailed: () => 'order-moved',
      },
    ],
    { conflictRetries: ORDER_CONFLICT_RETRIES },
  );
}

/**
 * A waiting packed order as the second of a rider who holds `held`, still packed and theirs (not
 * picked up): the duty item is conditional on holding `held` and on its count being below
 * MAX_ORDERS_PER_TRIP, the order on having no rider, so however many dispatchers race, an order
 * gets one rider and a rider at most two. `candidateFirst`: the new order is dropped first (the
 * held one then waits for it), else after the held one.
 */
export async function assignSecond(
  waiting: WaitingOrder,
  rider: RiderRecord,
  held: { orderId: string; userId: string },
  candidateFirst: boolean,
  at: string,
): Promise<{ ok: true } | { ok: false; failure: AssignFailure }> {
  const candidate = setRider(rider, at).when((c) => c.and(c.eq('status', 'packed'), c.missing('riderId')));
  if (!candidateFirst) candidate.set('afterOrderId', held.orderId);
  const heldWrite = update(orderItem.schema).set('updatedAt', at).when((c) => c.and(c.eq('status', 'packed'), c.eq('riderId', rider._id)));
  if (candidateFirst) heldWrite.set('afterOrderId', waiting.orderId);
  return transact<AssignFailure>(
    [
      {
        item: { Delete: { TableName: tableName, Key: waitingItem.key(waiting.storeId, waiting.orderId), ConditionExpression: 'attribute_exists(pk)' } },
        onConditionFailed: () => 'taken',
      },
      {
        item: {
          Update: {
            TableName: tableName,
            Key: dutyItem.key(waiting.storeId, rider._id),
            ...update(dutyItem.schema)
              .set('secondOrderId', waiting.orderId)
              .set('secondOrderUserId', waiting.userId)
              .add('orderCount', 1)
              .when((c) => c.and(c.eq('orderId', held.orderId), c.missing('secondOrderId'), c.lt('orderCount', MAX_ORDERS_PER_TRIP)))
              .build(),
          },
        },
        onConditionFailed: () => 'rider-busy',
      },
      { item: { Update: { TableName: tableName, Key: keys.order(waiting.userId, waiting.orderId), ...candidate.build() } }, onConditionFailed: () => 'order-moved' },
      // The held order must still be in the store with this rider: once picked up, the trip has left.
      { item: { Update: { TableName: tableName, Key: keys.order(held.userId, held.orderId), ...heldWrite.build() } }, onConditionFailed: () => 'rider-busy' },
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
 * leaves the waiting list, and an order out for delivery forgets the previous rider's position; the
 * order must still be in the status and with the rider it was read with.
 */
export async function reassign(
  order: OrderRecord & { storeId: string },
  rider: RiderRecord,
  previous: DutyRecord | undefined,
  at: string,
): Promise<{ ok: true } | { ok: false; failure: 'order-changed' | 'rider-busy' }> {
  type F = 'order-changed' | 'rider-busy';
  const { riderId } = order;
  const write = setRider(rider, at).when((c) => c.and(c.eq('status', order.status), riderId ? c.eq('riderId', riderId) : c.missing('riderId')));
  if (riderId) write.set('previousRiderId', riderId);
  // Alone with its new rider: no stop is ahead of it.
  if (order.afterOrderId) write.remove('afterOrderId');
  const steps: Step<F>[] = [
    {
      item: {
        Update: {
          TableName: tableName,
          Key: keys.order(order.userId, order._id),
          ...write.build(),
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
          ...dutyItem.release(previous, at, order._id).build(),
        },
      },
      onConditionFailed: () => 'order-changed',
    });
    const other = dutyItem.otherHeld(previous, order._id);
    if (other) steps.push(clearStopBefore(other, at));
  } else if (order.status === 'packed' && !order.riderId) {
    steps.push({
      item: { Delete: { TableName: tableName, Key: waitingItem.key(order.storeId, order._id), ConditionExpression: 'attribute_exists(pk)' } },
      onConditionFailed: () => 'order-changed',
    });
  }
  // The previous rider's position is not where the new one is: the shopper waits for the new rider's first.
  if (order.status === 'out_for_delivery') steps.push({ item: { Delete: { TableName: tableName, Key: keys.riderPosition(order._id) } } });
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
        ...update(orderItem.schema)
          .add('codeTries', 1)
          .set('updatedAt', at)
          .when((c) =>
            c.and(
              c.eq('status', 'out_for_delivery'),
              c.eq('riderId', riderId),
              c.or(c.missing('codeLocked'), c.eq('codeLocked', false)),
              c.or(c.missing('codeTries'), c.lt('codeTries', allowed)),
            ))
          .build(),
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(result.Attributes?.[orderItem.attributes.codeTries]);
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
        ...update(orderItem.schema)
          .set('codeLocked', true)
          .set('updatedAt', at)
          .when((c) => c.and(c.eq('status', 'out_for_delivery'), c.eq('riderId', riderId)))
          .build(),
      }),
    );
  } catch (err) {
    // Delivered or handed to another rider meanwhile: nothing is left to lock.
    if (!(err instanceof ConditionalCheckFailedException)) throw err;
  }
}
