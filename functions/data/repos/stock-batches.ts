/**
 * Batches of stock at a store (items/stock-batch.ts) and their write-offs (items/write-off.ts; the
 * write-offs of approved claims, items/claim-write-off.ts, are written by repos/claims.ts and listed here).
 * Every change of a product's batches is one transaction with its store stock item, conditioned on
 * the counter and the ledger version read (core/stock-batches.ts settle): an order taking stock
 * meanwhile, or another settle, makes it fail and the caller reads again. Orders never write here.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Batch, SettledLedger } from '../../core/stock-batches.js';
import { db, queryAll, tableName } from '../client.js';
import { keys } from '../keys.js';
import * as claimWriteOffItem from '../items/claim-write-off.js';
import * as stockBatchItem from '../items/stock-batch.js';
import * as stockReceiptItem from '../items/stock-receipt.js';
import * as storeStockItem from '../items/store-stock.js';
import * as writeOffItem from '../items/write-off.js';
import { update } from '../update.js';
import { existsStep, transact, type Step, type TransactResult } from './transact.js';

/** A product's batches at a store and its stock item as read (strongly consistent). */
export interface LedgerRead {
  storeId: string;
  productId: string;
  /** The counter now (0: no stock item). */
  stock: number;
  /** Whether the stock item exists. */
  stocked: boolean;
  version: number;
  countedStock: number;
  batches: Batch[];
}

const toBatch = ({ storeId: _s, productId: _p, ...batch }: stockBatchItem.StockBatch): Batch => batch;

export async function readLedger(storeId: string, productId: string): Promise<LedgerRead> {
  const { pk, skPrefix } = keys.stockBatchesOf(storeId, productId);
  const [stockItem, batchItems] = await Promise.all([
    db.send(new GetCommand({ TableName: tableName, Key: storeStockItem.key(storeId, productId), ConsistentRead: true })),
    queryAll({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)', ExpressionAttributeValues: { ':pk': pk, ':sk': skPrefix }, ConsistentRead: true }),
  ]);
  const stock = stockItem.Item ? storeStockItem.fromItem(stockItem.Item) : undefined;
  const batches = batchItems.map((item) => toBatch(stockBatchItem.fromItem(item)));
  // Never settled: every unit there is one no batch accounts for.
  return {
    storeId,
    productId,
    stock: stock?.stock ?? 0,
    stocked: stock !== undefined,
    version: stock?.batchLedger ?? 0,
    countedStock: stock?.countedStock ?? stock?.stock ?? 0,
    batches,
  };
}

/** Every batch of a store (one Query of its partition, paged): the expiry job and the Stock page's marks. */
export async function listStoreBatches(storeId: string, options: { consistent?: boolean } = {}): Promise<stockBatchItem.StockBatch[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.storeBatches(storeId).pk }, ConsistentRead: options.consistent ?? false });
  return items.map(stockBatchItem.fromItem);
}

/** A settle contends with the orders of its product (their own stock steps): retry conflicts as they do. */
const SETTLE_CONFLICT_RETRIES = 12;

export type SettleFailure = { kind: 'changed' } | { kind: 'store-not-found' } | { kind: 'product-not-found' } | { kind: 'received-already' };

/**
 * Writes a settled ledger: the counter and `countedStock` to `next.stock`, the kept batches, the
 * dropped ones deleted, and with `writeOff` that record, in one transaction that holds only while
 * the counter and the ledger version are still those of `read`. `mustExist`: the store and the
 * product (a receipt), checked in the same transaction. `receipt`: a CSV row's claim, put only where
 * none is (else 'received-already': that row of that file was received before).
 */
export async function writeLedger(
  read: LedgerRead,
  next: SettledLedger,
  options: { writeOff?: writeOffItem.WriteOff; mustExist?: boolean; receipt?: stockReceiptItem.StockReceipt; at: string },
): Promise<TransactResult<SettleFailure>> {
  const { storeId, productId } = read;
  const changed = (): SettleFailure => ({ kind: 'changed' });
  const stockWrite = update(storeStockItem.schema)
    .setType(storeStockItem.TYPE)
    .set('storeId', storeId)
    .set('productId', productId)
    .set('stock', next.stock)
    .set('countedStock', next.stock)
    .add('batchLedger', 1)
    .set('updatedAt', options.at)
    .when((c) =>
      read.stocked
        ? c.and(c.eq('stock', read.stock), read.version === 0 ? c.missing('batchLedger') : c.eq('batchLedger', read.version))
        : c.itemMissing(),
    );
  if (next.sellableUntil) stockWrite.set('sellableUntil', next.sellableUntil);
  else stockWrite.remove('sellableUntil');

  const steps: Step<SettleFailure>[] = [
    ...(options.receipt
      ? [{ item: { Put: { TableName: tableName, Item: stockReceiptItem.toItem(options.receipt), ConditionExpression: 'attribute_not_exists(pk)' } }, onConditionFailed: (): SettleFailure => ({ kind: 'received-already' }) }]
      : []),
    ...(options.mustExist
      ? [existsStep<SettleFailure>(keys.store(storeId), () => ({ kind: 'store-not-found' })), existsStep<SettleFailure>(keys.product(productId), () => ({ kind: 'product-not-found' }))]
      : []),
    { item: { Update: { TableName: tableName, Key: storeStockItem.key(storeId, productId), ...stockWrite.build() } }, onConditionFailed: changed },
    ...next.keep.map((batch): Step<SettleFailure> => ({ item: { Put: { TableName: tableName, Item: stockBatchItem.toItem({ storeId, productId, ...batch }) } } })),
    ...next.drop.map((batchId): Step<SettleFailure> => ({ item: { Delete: { TableName: tableName, Key: stockBatchItem.key(storeId, productId, batchId) } } })),
    ...(options.writeOff
      ? [{ item: { Put: { TableName: tableName, Item: writeOffItem.toItem(options.writeOff), ConditionExpression: 'attribute_not_exists(pk)' } }, onConditionFailed: changed }]
      : []),
  ];
  return transact(steps, { conflictRetries: SETTLE_CONFLICT_RETRIES });
}

/** A store's write-offs (one Query of its partition): expired batches', newest batch first, and approved claims'. */
export async function listWriteOffs(storeId: string): Promise<{ expired: writeOffItem.WriteOff[]; claimed: claimWriteOffItem.ClaimWriteOff[] }> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.writeOffs(storeId).pk }, ScanIndexForward: false });
  return {
    expired: items.filter((item) => item.type !== claimWriteOffItem.TYPE).map(writeOffItem.fromItem),
    claimed: items.filter((item) => item.type === claimWriteOffItem.TYPE).map(claimWriteOffItem.fromItem),
  };
}

export type ConfirmFailure = { kind: 'not-found' } | { kind: 'confirmed' };

/** An admin confirms a write-off: once (a second confirmation finds it confirmed and changes nothing). */
export async function confirmWriteOff(storeId: string, batchId: string, by: string, at: string): Promise<TransactResult<ConfirmFailure>> {
  return transact<ConfirmFailure>([
    {
      item: {
        Update: {
          TableName: tableName,
          Key: writeOffItem.key(storeId, batchId),
          ...update(writeOffItem.schema).set('confirmedAt', at).set('confirmedBy', by).when((c) => c.and(c.itemExists(), c.missing('confirmedAt'))).build(),
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
      onConditionFailed: (old): ConfirmFailure => (old ? { kind: 'confirmed' } : { kind: 'not-found' }),
    },
  ]);
}

export async function getWriteOff(storeId: string, batchId: string): Promise<writeOffItem.WriteOff | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: writeOffItem.key(storeId, batchId), ConsistentRead: true }));
  return result.Item ? writeOffItem.fromItem(result.Item) : undefined;
}
