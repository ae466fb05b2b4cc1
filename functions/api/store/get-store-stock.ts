import { storeStockBody, type StoreStockPage } from '../../core/contracts/store-stock.js';
import { storeStockPage } from '../../services/stores/stock-page.js';
import { route, type Answer } from '../route.js';

/** One store's stock of the catalog's products: filter low / out, search, productIds, cursor pages. */
export const handler = route({ auth: 'admin', body: storeStockBody }, async ({ body }): Promise<Answer<StoreStockPage>> => {
  return { message: 'Stock', data: await storeStockPage(body) };
});
