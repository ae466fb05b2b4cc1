import type { ApiStore } from '../../core/contracts/store.js';
import { storesForAdmin } from '../../services/stores/store-admin.js';
import { route, type Answer } from '../route.js';

/** Every store with its zones, hours, pause, open orders now and whether it is open now. */
export const handler = route({ auth: 'admin' }, async (): Promise<Answer<ApiStore[]>> => {
  return { message: 'Stores', data: await storesForAdmin() };
});
