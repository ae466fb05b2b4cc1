import { createStoreBody, type ApiStore } from '../../core/contracts/store.js';
import { addStore } from '../../services/stores/store-admin.js';
import { route, type Answer } from '../route.js';

/** A new store with its zones (409 naming the store that already serves one of its pincodes). */
export const handler = route({ auth: 'admin', idempotent: true, body: createStoreBody }, async ({ body }): Promise<Answer<ApiStore>> => {
  return { message: 'Store created', data: await addStore(body) };
});
