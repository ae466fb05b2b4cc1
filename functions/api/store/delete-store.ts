import type { IdReply } from '../../core/contracts/envelope.js';
import { idBody } from '../../core/contracts/fields.js';
import { removeStore } from '../../services/stores/store-admin.js';
import { route, type Answer } from '../route.js';

/** 409 for the default store, while orders there are open, or while it has stock. */
export const handler = route({ auth: 'admin', body: idBody }, async ({ body }): Promise<Answer<IdReply>> => {
  return { message: 'Store deleted', data: await removeStore(body._id) };
});
