import { receiveStockBody, type ReceivedStock } from '../../core/contracts/store-batches.js';
import { receiveStock } from '../../services/stores/stock-batches.js';
import { route, type Answer } from '../route.js';

/** A batch of a product received at a store (quantity, last day for sale); a retried receipt with the same Idempotency-Key adds once. */
export const handler = route({ auth: 'admin', idempotent: true, body: receiveStockBody }, async ({ body }): Promise<Answer<ReceivedStock>> => {
  return { message: 'Stock received', data: await receiveStock(body) };
});
