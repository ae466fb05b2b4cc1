import { updateStockBody, type UpdatedStock } from '../../core/contracts/store-stock.js';
import { setStock } from '../../services/stores/stock-edit.js';
import { route, type Answer } from '../route.js';

/** Sets one product's stock at one store; 409 when a sale moved it since the admin's row showed `stockSeen`. */
export const handler = route({ auth: 'admin', body: updateStockBody }, async ({ body }): Promise<Answer<UpdatedStock>> => {
  return { message: 'Stock saved', data: await setStock(body) };
});
