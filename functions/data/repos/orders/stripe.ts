/** What an order keeps of Stripe: the Checkout Session it waits on, and the events already applied to it. */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderRecord } from '../../../core/order-record.js';
import { db, tableName } from '../../client.js';
import { keys } from '../../keys.js';
import * as orderItem from '../../items/order.js';
import { update } from '../../update.js';
import * as stripeEventItem from '../../items/stripe-event.js';
import type { Step } from '../transact.js';

/** Remembers the event in the transaction that applies it: a second delivery fails it as `onSeen`. */
export const stripeEventStep = <F>(eventId: string, orderId: string, onSeen: () => F): Step<F> => ({
  item: { Put: { TableName: tableName, Item: stripeEventItem.toItem(eventId, orderId), ConditionExpression: 'attribute_not_exists(pk)' } },
  onConditionFailed: onSeen,
});

/** Remembers a Stripe event that changes nothing, so a redelivery is recognised as seen. */
export async function rememberStripeEvent(eventId: string, orderId: string): Promise<'recorded' | 'duplicate'> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: stripeEventItem.toItem(eventId, orderId),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return 'recorded';
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return 'duplicate';
    throw err;
  }
}

/** Records a new Checkout Session for a pending order, if the order still has the one it was read with. */
export async function replaceStripeSession(order: OrderRecord, sessionId: string, attempts: number): Promise<boolean> {
  const seen = order.stripeSessionId;
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.order(order.userId, order._id),
        ...update(orderItem.schema)
          .set('stripeSessionId', sessionId)
          .set('checkoutAttempts', attempts)
          .when((c) => c.and(c.eq('status', 'pending_payment'), seen ? c.eq('stripeSessionId', seen) : c.missing('stripeSessionId')))
          .build(),
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}
