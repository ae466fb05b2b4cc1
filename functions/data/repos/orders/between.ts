/** The orders placed in a time range (the admin's order export), oldest first. */
import type { OrderRecord } from '../../../core/order-record.js';
import { queryAll, type OnPage } from '../../client.js';
import { keys } from '../../keys.js';
import * as orderItem from '../../items/order.js';
import { TABLE } from '../../table.js';

/** The lowest and past-highest order id of a time range: ids begin with their creation time in hex (core/ids.ts). */
const idAt = (ms: number): string => ms.toString(16).padStart(12, '0');

/**
 * Every order created in [fromMs, toMs], of one store (its gsi3 partition) or of all (gsi1): Queries
 * of the id range, paged, never a Scan.
 */
export async function listOrdersBetween(fromMs: number, toMs: number, storeId?: string, onPage?: OnPage): Promise<OrderRecord[]> {
  const index = storeId ? TABLE.gsi3 : TABLE.gsi1;
  const partition = storeId ? keys.ordersAtStoreIndex(storeId).gsi3pk : keys.allOrdersIndex().gsi1pk;
  const items = await queryAll({
    IndexName: index.name,
    KeyConditionExpression: `${index.partitionKey} = :pk AND ${index.sortKey} BETWEEN :lo AND :hi`,
    ExpressionAttributeValues: { ':pk': partition, ':lo': idAt(fromMs), ':hi': `${idAt(toMs)}~` },
    ScanIndexForward: true,
  }, onPage);
  return items.map(orderItem.fromItem);
}
