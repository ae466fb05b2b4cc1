/**
 * Stock received by CSV at a store: the file's rows checked (core/receipt-csv.ts), SKUs looked up
 * by their claims, and each row received as one receipt is (stock-batches.ts receiveAt) with the
 * row's claim in the same transaction. The claim's id is the file's hash and the row's number, so
 * the same file uploaded again (a double click, a retry, a second admin) receives no row twice;
 * an edited file is another file.
 */
import { createHash } from 'node:crypto';
import type { ReceivedCsv } from '../../core/contracts/store-batches.js';
import { skuKey } from '../../core/product.js';
import { readReceipt, type ReceiptRow } from '../../core/receipt-csv.js';
import { productsBySku } from '../../data/repos/product-import.js';
import { BadRequest, HttpError } from '../../platform/errors.js';
import { inParallel } from '../../platform/in-parallel.js';
import { receiveAt, storeOrNotFound } from './stock-batches.js';

/** The column a refusal of the receipt rule is about. */
const columnOf = (row: ReceiptRow, message: string) => (message.startsWith('expiresOn') ? 'expiresOn' : 'sku' in row.product ? 'sku' : 'productId');

export async function receiveCsv(ask: { storeId: string; csv: string }, now = new Date()): Promise<ReceivedCsv> {
  const store = await storeOrNotFound(ask.storeId);
  const file = readReceipt(ask.csv);
  if (!file.ok) throw new BadRequest(file.message);
  const fileHash = createHash('sha256').update(store._id).update('\u0000').update(ask.csv).digest('base64url');
  const skus = [...new Set(file.rows.flatMap((r) => ('sku' in r.product ? [r.product.sku] : [])))];
  const owners = await productsBySku(skus, []);
  const errors = [...file.errors];
  let received = 0;
  let alreadyReceived = 0;
  await inParallel(file.rows, async (row) => {
    const productId = 'sku' in row.product ? owners.get(skuKey(row.product.sku))?.record?._id : row.product.productId;
    if (!productId) {
      errors.push({ row: row.row, column: 'sku', message: `no product has the SKU "${'sku' in row.product ? row.product.sku : ''}"` });
      return;
    }
    try {
      const answer = await receiveAt(store, { productId, quantity: row.quantity, ...(row.expiresOn ? { expiresOn: row.expiresOn } : {}) }, now, `${fileHash}.${row.row}`);
      if (answer === 'received-already') alreadyReceived++;
      else received++;
    } catch (err) {
      // The receipt rule's refusals (a day already past, a product gone, too many batches) are the row's.
      if (!(err instanceof HttpError) || err.status >= 500) throw err;
      errors.push({ row: row.row, column: columnOf(row, err.message), message: err.message.replace(/^expiresOn: /, '') });
    }
  });
  errors.sort((a, b) => a.row - b.row);
  return { rows: file.total, received, alreadyReceived, failed: new Set(errors.map((e) => e.row)).size, errors };
}
