import { emptyStockBody, type EmptiedStock } from '../../core/contracts/store-stock.js';
import { emptyStock } from '../../services/stores/store-admin.js';
import { route, type Answer } from '../route.js';

/** Sets a store's stock to 0, or moves it to another store, in one call (before deleting the store). */
export const handler = route({ auth: 'admin', body: emptyStockBody }, async ({ body }): Promise<Answer<EmptiedStock>> => {
  const emptied = await emptyStock(body._id, body.moveTo);
  return { message: emptied.moveTo ? 'Stock moved' : 'Stock set to 0', data: emptied };
});
