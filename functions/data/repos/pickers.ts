/** Pickers (data/items/picker.ts): who picks a store's orders. */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PickerRecord } from '../../core/picking.js';
import { db, queryAll, tableName } from '../client.js';
import { keys } from '../keys.js';
import * as pickerItem from '../items/picker.js';

export async function getPicker(pickerId: string): Promise<PickerRecord | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.picker(pickerId), ConsistentRead: true }));
  return result.Item ? pickerItem.fromItem(result.Item) : undefined;
}

/** Every picker, by name (one Query). */
export async function listPickers(): Promise<PickerRecord[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.allPickers().pk }, ConsistentRead: true });
  return items.map(pickerItem.fromItem).sort((a, b) => a.name.localeCompare(b.name));
}

/** A new picker record; 'exists' when the id has one already. */
export async function putNewPicker(record: PickerRecord): Promise<'ok' | 'exists'> {
  try {
    await db.send(new PutCommand({ TableName: tableName, Item: pickerItem.toItem(record), ConditionExpression: 'attribute_not_exists(pk)' }));
    return 'ok';
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return 'exists';
    throw err;
  }
}

/** Takes back a picker record just put, when a later step of adding the picker failed. */
export async function deletePicker(pickerId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: keys.picker(pickerId) }));
}
