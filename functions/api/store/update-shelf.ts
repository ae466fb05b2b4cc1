import { shelfBody } from '../../core/contracts/picker.js';
import { saveShelf } from '../../services/picking/picking.js';
import { route, type Answer } from '../route.js';

/** Where a product is at a store ("A3-2"; '' clears it): the pick list's order. */
export const handler = route({ auth: 'admin', body: shelfBody }, async ({ body }): Promise<Answer<{ storeId: string; productId: string; shelf: string | null }>> => {
  return { message: 'Shelf saved', data: await saveShelf(body) };
});
