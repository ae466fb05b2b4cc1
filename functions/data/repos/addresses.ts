import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client.js';
import { keys } from '../keys.js';
import { update, type AttributeOf, type Update } from '../update.js';
import * as addressItem from '../items/address.js';
import type { AddressFields, ApiAddress as Address } from '../../core/address.js';
import { newId } from '../../core/ids.js';

/** Active addresses of a user, oldest first (ids sort by time; the first is preselected at checkout). */
export async function listActiveAddresses(userId: string): Promise<Address[]> {
  const { pk, skPrefix } = keys.addresses(userId);
  const result = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: '#status = :active',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix, ':active': true },
    }),
  );
  return (result.Items ?? []).map(addressItem.fromItem);
}

/** The caller's own address only: another user's id simply is not under their key. */
export async function getAddress(userId: string, addressId: string): Promise<Address | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.address(userId, addressId) }));
  return result.Item ? addressItem.fromItem(result.Item) : undefined;
}

export async function createAddress(userId: string, fields: AddressFields): Promise<Address> {
  const now = new Date().toISOString();
  const address: Address = { _id: newId(), userId, ...fields, status: true, createdAt: now, updatedAt: now };
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: addressItem.toItem(address),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return address;
}

/** Only active addresses change; false when there is no such active address of this user. */
export async function updateAddress(userId: string, addressId: string, fields: AddressFields): Promise<boolean> {
  return conditionalUpdate(
    userId,
    addressId,
    update(addressItem.schema)
      .set('address_line', fields.address_line)
      .set('city', fields.city)
      .set('state', fields.state)
      .set('country', fields.country)
      .set('pincode', fields.pincode)
      .set('mobile', fields.mobile),
  );
}

/** Removal keeps the item (orders keep their own snapshot) and hides it: status false. */
export async function disableAddress(userId: string, addressId: string): Promise<boolean> {
  return conditionalUpdate(userId, addressId, update(addressItem.schema).set('status', false));
}

async function conditionalUpdate(
  userId: string,
  addressId: string,
  write: Update<AttributeOf<typeof addressItem.schema>>,
): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.address(userId, addressId),
        ...write
          .set('updatedAt', new Date().toISOString())
          .when((c) => c.and(c.itemExists(), c.eq('status', true)))
          .build(),
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}
