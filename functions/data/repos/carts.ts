import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client.js';
import { keys } from '../keys.js';
import { update } from '../update.js';
import * as cartLineItem from '../items/cart-line.js';
import type { CartLine } from '../items/cart-line.js';
import { transact } from './transact.js';

export type { CartLine } from '../items/cart-line.js';

export async function listCartLines(userId: string): Promise<CartLine[]> {
  const { pk, skPrefix } = keys.cartLines(userId);
  const result = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
      ConsistentRead: true,
    }),
  );
  return (result.Items ?? []).map(cartLineItem.fromItem);
}

/** Adds a line with quantity 1; 'exists' when the product is already in the cart. */
export async function addCartLine(userId: string, productId: string): Promise<{ line: CartLine; created: boolean }> {
  const line: CartLine = { _id: productId, productId, quantity: 1, createdAt: new Date().toISOString() };
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: cartLineItem.toItem(userId, line),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return { line, created: true };
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return { line, created: false };
    throw err;
  }
}

/**
 * Sets a line's quantity (and its substitution preference, when given). With `onlyLower` the change
 * is made only if it lowers the quantity: a line whose product ran short of stock can always be
 * reduced, never raised.
 */
export async function setCartLineQuantity(
  userId: string,
  lineId: string,
  quantity: number,
  options: { onlyLower?: boolean; substitution?: CartLine['substitution'] } = {},
): Promise<'ok' | 'missing' | 'not-lower'> {
  const write = update(cartLineItem.schema).set('quantity', quantity);
  if (options.substitution) write.set('substitution', options.substitution);
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.cartLine(userId, lineId),
        ...write
          .when((c) => (options.onlyLower ? c.and(c.itemExists(), c.gt('quantity', quantity)) : c.itemExists()))
          .build(),
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return 'ok';
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return err.Item ? 'not-lower' : 'missing';
    throw err;
  }
}

export async function deleteCartLine(userId: string, lineId: string): Promise<boolean> {
  try {
    await db.send(
      new DeleteCommand({ TableName: tableName, Key: keys.cartLine(userId, lineId), ConditionExpression: 'attribute_exists(pk)' }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

/**
 * Sets several lines' quantities in one transaction, each only if the line still holds the
 * quantity read (`seen`, 0 for no line): false when the cart changed meanwhile (read and plan again).
 */
export async function setCartQuantities(userId: string, writes: readonly { productId: string; quantity: number; seen: number }[]): Promise<boolean> {
  const now = new Date().toISOString();
  const result = await transact<'changed'>(
    writes.map(({ productId, quantity, seen }) => ({
      item:
        seen === 0
          ? {
              Put: {
                TableName: tableName,
                Item: cartLineItem.toItem(userId, { _id: productId, productId, quantity, createdAt: now }),
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            }
          : {
              Update: {
                TableName: tableName,
                Key: keys.cartLine(userId, productId),
                ...update(cartLineItem.schema).set('quantity', quantity).when((c) => c.eq('quantity', seen)).build(),
              },
            },
      onConditionFailed: () => 'changed',
    })),
  );
  return result.ok;
}
