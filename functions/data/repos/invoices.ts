/**
 * Invoice and credit note serials (docs/decisions/0050-money-model.md): a number is taken in the
 * same transaction as the document that carries it, the store-year counter moving n → n + 1 under
 * the condition it was n, and the document written under the condition it does not exist yet. A
 * loser of the counter reads it again and tries the next number; a document that exists already is
 * the answer. So numbers are consecutive, never repeated, never skipped, and each document is issued once.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CreditNoteRecord } from '../../core/invoice-document.js';
import type { OrderInvoice, OrderRecord } from '../../core/order-record.js';
import { db, tableName } from '../client.js';
import { keys } from '../keys.js';
import * as creditNoteItem from '../items/credit-note.js';
import * as invoiceSerialItem from '../items/invoice-serial.js';
import * as orderItem from '../items/order.js';
import { update } from '../update.js';
import { transact, type TransactItem } from './transact.js';

/** Rounds before giving up: each round loses only to an issue that took a number, so a store's burst of deliveries fits. */
const MAX_ROUNDS = 100;

async function lastSerial(storeId: string, year: string, series: invoiceSerialItem.Series): Promise<number> {
  const item = (await db.send(new GetCommand({ TableName: tableName, Key: keys.invoiceSerial(storeId, year, series), ConsistentRead: true }))).Item;
  return item ? invoiceSerialItem.fromItem(item).last : 0;
}

/** Takes the next serial of the series with the document `write(serial)`: 'issued', or 'exists' when the document was there already. */
async function numbered(
  counter: { storeId: string; year: string; series: invoiceSerialItem.Series },
  write: (serial: number) => TransactItem,
): Promise<'issued' | 'exists'> {
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const last = await lastSerial(counter.storeId, counter.year, counter.series);
    try {
      const result = await transact<'counter' | 'exists'>(
        [
          { item: { Update: { TableName: tableName, Key: keys.invoiceSerial(counter.storeId, counter.year, counter.series), ...invoiceSerialItem.next(counter.storeId, counter.year, counter.series, last).build() } }, onConditionFailed: () => 'counter' },
          { item: write(last + 1), onConditionFailed: () => 'exists' },
        ],
        { conflictRetries: 1 },
      );
      if (result.ok) return 'issued';
      if (result.failure === 'exists') return 'exists';
    } catch (err) {
      // Another issue's transaction held the counter at the same moment: read it again.
      if (!(err instanceof TransactionCanceledException)) throw err;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * Math.min(round, 10)));
  }
  throw new Error(`no ${counter.series} serial for store ${counter.storeId} after ${MAX_ROUNDS} rounds`);
}

/**
 * Issues the order's invoice with the store-year's next number (`invoice(serial)` makes it). Answers
 * the order with its invoice; one that had one already keeps it (read again).
 */
export async function issueInvoice(order: OrderRecord, storeId: string, year: string, invoice: (serial: number) => OrderInvoice): Promise<'issued' | 'exists'> {
  return numbered({ storeId, year, series: 'INV' }, (serial) => ({
    Update: {
      TableName: tableName,
      Key: keys.order(order.userId, order._id),
      ...update(orderItem.schema)
        .set('invoice', invoice(serial))
        .when((c) => c.and(c.itemExists(), c.missing('invoice')))
        .build(),
    },
  }));
}

/** Issues a credit note for one refund of the order with the store-year's next credit note number. */
export async function issueCreditNote(orderId: string, storeId: string, year: string, note: (serial: number) => CreditNoteRecord): Promise<'issued' | 'exists'> {
  return numbered({ storeId, year, series: 'CN' }, (serial) => {
    const record = note(serial);
    return { Put: { TableName: tableName, Item: creditNoteItem.toItem(orderId, record), ConditionExpression: 'attribute_not_exists(pk)' } };
  });
}

/** The order's credit notes, oldest number first. */
export async function listCreditNotes(orderId: string): Promise<CreditNoteRecord[]> {
  const { pk, skPrefix } = keys.creditNotes(orderId);
  const result = await db.send(
    new QueryCommand({ TableName: tableName, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix }, ConsistentRead: true }),
  );
  return (result.Items ?? []).map(creditNoteItem.fromItem).sort((a, b) => a.issuedAt.localeCompare(b.issuedAt) || a.number.localeCompare(b.number));
}
