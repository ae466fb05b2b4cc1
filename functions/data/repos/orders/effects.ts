/** The claim on one change's effects (core/order-effects.ts): whoever puts it first runs them. */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../client.js';
import * as orderEffectsItem from '../../items/order-effects.js';

/** 'claimed': this caller runs the effects; 'taken': someone already did (or is doing) them. */
export async function claimEffects(orderId: string, seq: number, effects: readonly string[]): Promise<'claimed' | 'taken'> {
  try {
    await db.send(new PutCommand({ TableName: tableName, Item: orderEffectsItem.toItem(orderId, seq, effects), ConditionExpression: 'attribute_not_exists(pk)' }));
    return 'claimed';
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return 'taken';
    throw err;
  }
}
