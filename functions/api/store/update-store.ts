import { updateStoreBody, type ApiStore } from '../../core/contracts/store.js';
import { changeStore } from '../../services/stores/store-admin.js';
import { route, type Answer } from '../route.js';

/** Only the fields sent change; pausing and resuming are this call and always work. */
export const handler = route({ auth: 'admin', body: updateStoreBody }, async ({ body }): Promise<Answer<ApiStore>> => {
  const { _id, ...changes } = body;
  const store = await changeStore(_id, changes);
  return { message: 'Store updated', data: store };
});
