import { stockGapsBody } from '../../core/contracts/picker.js';
import type { StockGap } from '../../core/picking.js';
import { stockGaps } from '../../services/picking/picking.js';
import { route, type Answer } from '../route.js';

/** The units pickers found missing at a store, newest first (the Stock page's list). */
export const handler = route({ auth: 'admin', body: stockGapsBody }, async ({ body }): Promise<Answer<StockGap[]>> => {
  return { message: 'Missing stock', data: await stockGaps(body.storeId) };
});
