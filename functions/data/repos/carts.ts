import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client.js';
import { keys } from '../keys.js';

/** One line per product and user: the line id is the product id (scoped by the user's key). */
export interface CartLine {
  _id: string;
  productId: string;
  quantity: number;
  createdAt: string;
}

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
  return (result.Items ?? []).map(({ _id, productId, quantity, createdAt }) => ({
    _id: String(_id),
    productId: String(productId),
    quantity: Number(quantity),
    createdAt: String(createdAt),
  }));
}

/** Adds a line with quantity 1; 'exists' when the product is already in the cart. */
export async function addCartLine(userId: string, productId: string): Promise<{ line: CartLine; created: boolean }> {
  const line: CartLine = { _id: productId, productId, quantity: 1, createdAt: new Date().toISOString() };
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...keys.cartLine(userId, line._id), type: 'cart-line', ...line },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return { line, created: true };
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return { line, created: false };
    throw err;
  }
}

export async function setCartLineQuantity(userId: string, lineId: string, quantity: number): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.cartLine(userId, lineId),
        UpdateExpression: 'SET quantity = :q',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':q': quantity },
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
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
