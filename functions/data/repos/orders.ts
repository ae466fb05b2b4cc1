import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryAll, tableName } from '../client.js';
import { keys } from '../keys.js';
import { numberOf, transact, type Step } from './transact.js';
import type { OrderRecord, OrderStatus, Transition } from '../../core/orders.js';
import { TABLE } from '../table.js';

export type PlaceOrderFailure =
  | { kind: 'out-of-stock'; productId: string; name: string; left: number }
  | { kind: 'address-gone' }
  | { kind: 'cart-changed' };

/** Many shoppers ordering the same product contend on its item: retry conflicts generously. */
const ORDER_CONFLICT_RETRIES = 12;

const stockTake = (line: OrderRecord['lines'][number]): Step<PlaceOrderFailure> => ({
  item: {
    Update: {
      TableName: tableName,
      Key: keys.product(line.productId),
      UpdateExpression: 'ADD stock :minus',
      ConditionExpression: 'attribute_exists(pk) AND stock >= :qty',
      ExpressionAttributeValues: { ':minus': -line.quantity, ':qty': line.quantity },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  },
  onConditionFailed: (old) => ({ kind: 'out-of-stock', productId: line.productId, name: line.name, left: numberOf(old, 'stock') ?? 0 }),
});

const stockGiveBack = (line: OrderRecord['lines'][number]) => ({
  item: {
    Update: {
      TableName: tableName,
      Key: keys.product(line.productId),
      UpdateExpression: 'ADD stock :plus',
      // A product deleted meanwhile is not brought back as a stock-only item.
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':plus': line.quantity },
    },
  },
});

/**
 * One transaction: take each product's stock (never below zero), check the address is still the
 * caller's and active, write the order, and for cash on delivery clear the ordered cart lines (for a
 * card payment only check they are unchanged; they are cleared when Stripe says it is paid).
 * Either all of it happens or none of it.
 */
export async function placeOrder(order: OrderRecord): Promise<{ ok: true } | { ok: false; failure: PlaceOrderFailure }> {
  const cartChanged = (): PlaceOrderFailure => ({ kind: 'cart-changed' });
  const cartSteps: Step<PlaceOrderFailure>[] = order.cartLines.map(({ lineId, quantity }) => {
    const condition = { ConditionExpression: 'quantity = :q', ExpressionAttributeValues: { ':q': quantity } };
    const key = keys.cartLine(order.userId, lineId);
    return {
      item:
        order.paymentMethod === 'cod'
          ? { Delete: { TableName: tableName, Key: key, ...condition } }
          : { ConditionCheck: { TableName: tableName, Key: key, ...condition } },
      onConditionFailed: cartChanged,
    };
  });
  const steps: Step<PlaceOrderFailure>[] = [
    ...order.lines.map(stockTake),
    {
      item: {
        ConditionCheck: {
          TableName: tableName,
          Key: keys.address(order.userId, order.address._id),
          ConditionExpression: '#status = :active',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':active': true },
        },
      },
      onConditionFailed: () => ({ kind: 'address-gone' }),
    },
    {
      item: {
        Put: {
          TableName: tableName,
          Item: { ...keys.order(order.userId, order._id), type: 'order', ...order },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    },
    ...cartSteps,
  ];
  return transact(steps, { conflictRetries: ORDER_CONFLICT_RETRIES });
}

export async function getOrder(userId: string, orderId: string): Promise<OrderRecord | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.order(userId, orderId), ConsistentRead: true }));
  if (!result.Item) return undefined;
  const { pk: _pk, sk: _sk, type: _type, ...order } = result.Item;
  return order as OrderRecord;
}

/** Newest first: order ids sort by creation time. */
export async function listOrders(userId: string): Promise<OrderRecord[]> {
  const { pk, skPrefix } = keys.orders(userId);
  const items = await queryAll<OrderRecord & { pk: string; sk: string; type: string }>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
    ScanIndexForward: false,
  });
  return items.map(({ pk: _pk, sk: _sk, type: _type, ...order }) => order);
}

export async function setStripeSession(userId: string, orderId: string, sessionId: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.order(userId, orderId),
      UpdateExpression: 'SET stripeSessionId = :session',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':session': sessionId },
    }),
  );
}

export type ApplyResult = 'applied' | 'duplicate' | 'order-changed' | 'no-stock';

/** Stripe event ids are remembered for 30 days (Stripe retries deliveries for 3). */
const EVENT_MEMORY_SECONDS = 30 * 24 * 3600;

/**
 * Applies a payment transition and records the Stripe event id in the same transaction, so an
 * event changes an order at most once. The order must still be in the status it was read in.
 */
export async function applyPaymentTransition(
  order: OrderRecord,
  eventId: string,
  transition: Transition,
): Promise<ApplyResult> {
  type Failure = 'duplicate' | 'order-changed' | 'no-stock';
  const now = new Date();
  const rememberEvent: Step<Failure> = {
    item: {
      Put: {
        TableName: tableName,
        Item: {
          ...keys.stripeEvent(eventId),
          type: 'stripe-event',
          orderId: order._id,
          [TABLE.ttlAttribute]: Math.floor(now.getTime() / 1000) + EVENT_MEMORY_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    onConditionFailed: () => 'duplicate',
  };
  const setStatus = (status: OrderStatus): Step<Failure> => ({
    item: {
      Update: {
        TableName: tableName,
        Key: keys.order(order.userId, order._id),
        UpdateExpression: 'SET #status = :next, updatedAt = :now',
        ConditionExpression: '#status = :seen',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':next': status, ':seen': order.status, ':now': now.toISOString() },
      },
    },
    onConditionFailed: () => 'order-changed',
  });
  const clearCart: Step<Failure>[] = order.cartLines.map(({ lineId }) => ({
    item: { Delete: { TableName: tableName, Key: keys.cartLine(order.userId, lineId) } },
  }));

  let steps: Step<Failure>[];
  switch (transition.kind) {
    case 'none':
      steps = [rememberEvent];
      break;
    case 'mark-placed':
      steps = [rememberEvent, setStatus('placed'), ...clearCart];
      break;
    case 'release':
      steps = [rememberEvent, setStatus(transition.to), ...order.lines.map(stockGiveBack)];
      break;
    case 'reclaim': {
      const takes = order.lines.map((line) => ({ ...stockTake(line), onConditionFailed: (): Failure => 'no-stock' }));
      steps = [rememberEvent, setStatus('placed'), ...takes, ...clearCart];
      break;
    }
  }
  const result = await transact(steps, { conflictRetries: ORDER_CONFLICT_RETRIES });
  if (result.ok) return 'applied';
  if (result.failure === 'no-stock') {
    // Paid, but the stock went to others after the order was cancelled: an operator refunds it.
    const fallback = await transact([rememberEvent, setStatus('refund_due')], { conflictRetries: ORDER_CONFLICT_RETRIES });
    return fallback.ok ? 'no-stock' : fallback.failure;
  }
  return result.failure;
}
