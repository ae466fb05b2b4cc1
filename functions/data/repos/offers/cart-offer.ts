/** The coupon a shopper applied to their cart (data/items/cart-offer.ts): one item, read on every device. */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../client.js';
import { keys } from '../../keys.js';
import * as cartOfferItem from '../../items/cart-offer.js';

export type CartOffer = cartOfferItem.CartOffer;

export async function getCartOffer(userId: string): Promise<CartOffer | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.cartOffer(userId), ConsistentRead: true }));
  return result.Item ? cartOfferItem.fromItem(result.Item) : undefined;
}

/** One coupon per cart: applying another replaces it. */
export async function putCartOffer(userId: string, offer: CartOffer): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName, Item: cartOfferItem.toItem(userId, offer) }));
}

export async function deleteCartOffer(userId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: keys.cartOffer(userId) }));
}
