import { confirmWriteOffBody, type ApiWriteOff } from '../../core/contracts/store-batches.js';
import { confirmStoreWriteOff } from '../../services/stores/stock-batches.js';
import { route, type Answer } from '../route.js';

/** An admin confirms that an expired batch's units were taken off the shelf. */
export const handler = route({ auth: 'admin', body: confirmWriteOffBody }, async ({ body, caller }): Promise<Answer<ApiWriteOff>> => {
  return { message: 'Write-off confirmed', data: await confirmStoreWriteOff(body.storeId, body.batchId, caller.userId) };
});
