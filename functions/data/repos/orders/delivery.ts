/**
 * What a status change does to dispatch's bookkeeping (core/dispatch.ts deliveryEffects), as steps
 * of the status change's own transaction: the store's waiting list, the rider's duty item (freed
 * only on the condition that it holds this order), the rider's day list, the rider's last position
 * (deleted as the delivery ends), and the order's delivery fields (the handover code, when it went
 * out and arrived, the rider cleared for a retry).
 */
import { deliveryEffects, type DutyRecord } from '../../../core/dispatch.js';
import { generateDeliveryCode } from '../../../core/delivery-code.js';
import { paiseToRupees } from '../../../core/money.js';
import type { OrderStatus } from '../../../core/order-states.js';
import type { OrderRecord } from '../../../core/order-record.js';
import { riderTipPaise } from '../../../core/rider-order.js';
import { tableName } from '../../client.js';
import { keys } from '../../keys.js';
import * as riderDeliveryItem from '../../items/rider-delivery.js';
import * as dutyItem from '../../items/rider-duty.js';
import * as orderItem from '../../items/order.js';
import { update } from '../../update.js';
import * as waitingItem from '../../items/waiting-order.js';
import type { Step } from '../transact.js';

/** Order fields a status change may set besides the status (and clear: `unset`). */
export type DeliveryFields = Partial<
  Pick<OrderRecord, 'pickedUpAt' | 'deliveredAt' | 'deliveryCode' | 'codeTries' | 'cashCollectedPaise' | 'failReason'>
>;

/** Cleared when a failed delivery is retried: the next rider starts afresh (the timeline keeps who tried). */
const RIDER_FIELDS = ['riderId', 'riderName', 'riderMobile', 'assignedAt', 'pickedUpAt', 'deliveryCode', 'codeTries', 'codeLocked', 'failReason'] as const;

export interface DeliveryPart<F> {
  steps: Step<F>[];
  set: DeliveryFields;
  unset: (keyof OrderRecord)[];
}

/**
 * `duty`: the rider's duty item as read before (the status change reads it when the rider is freed):
 * with two orders a trip the other order stays with the rider, and no stop is ahead of it any more.
 */
export function deliveryPart<F>(order: OrderRecord, to: OrderStatus, at: string, onRiderChanged: () => F, duty?: DutyRecord): DeliveryPart<F> {
  const effects = deliveryEffects(order, to);
  const part: DeliveryPart<F> = { steps: [], set: {}, unset: [] };
  const storeId = order.storeId;
  if (storeId && effects.wait) {
    part.steps.push({ item: { Put: { TableName: tableName, Item: waitingItem.toItem({ orderId: order._id, userId: order.userId, storeId, packedAt: at }) } } });
  }
  if (storeId && effects.unwait) part.steps.push({ item: { Delete: { TableName: tableName, Key: waitingItem.key(storeId, order._id) } } });
  if (storeId && order.riderId && effects.freeRider) {
    part.steps.push({
      item: {
        Update: {
          TableName: tableName,
          Key: dutyItem.key(storeId, order.riderId),
          ...dutyItem.release(duty, at, order._id).build(),
        },
      },
      onConditionFailed: onRiderChanged,
    });
    const other = dutyItem.otherHeld(duty, order._id);
    if (other) part.steps.push(clearStopBefore(other, at));
  }
  if (order.riderId && effects.riderDone) {
    const delivered = to === 'delivered';
    const cash = delivered && order.paymentMethod === 'cod' ? paiseToRupees(order.totals.grandTotalPaise) : null;
    const record = {
      _id: order._id,
      orderId: order.orderId,
      status: delivered ? ('delivered' as const) : ('delivery_failed' as const),
      at,
      totalAmt: paiseToRupees(order.totals.grandTotalPaise),
      cashCollected: cash,
      area: `${order.address.city} ${order.address.pincode}`,
      // The whole tip goes to the rider who hands the order over; a failed try earns none.
      ...(delivered && riderTipPaise(order) > 0 ? { tip: paiseToRupees(riderTipPaise(order)) } : {}),
    };
    part.steps.push({ item: { Put: { TableName: tableName, Item: riderDeliveryItem.toItem(order.riderId, record) } } });
  }
  if (effects.forgetPosition) part.steps.push({ item: { Delete: { TableName: tableName, Key: keys.riderPosition(order._id) } } });
  if (effects.clearRider) part.unset.push(...RIDER_FIELDS);
  if (effects.newCode) {
    Object.assign(part.set, { pickedUpAt: at, deliveryCode: generateDeliveryCode(), codeTries: 0 });
    part.unset.push('codeLocked');
  }
  if (to === 'delivered') part.set.deliveredAt = at;
  return part;
}

/** The rider's other order has no stop before it any more (its shopper's page says so live, through the stream). */
export function clearStopBefore<F>(other: { orderId: string; userId: string }, at: string): Step<F> {
  return {
    item: {
      Update: {
        TableName: tableName,
        Key: keys.order(other.userId, other.orderId),
        ...update(orderItem.schema).remove('afterOrderId').set('updatedAt', at).when((c) => c.exists('pk')).build(),
      },
    },
  };
}
