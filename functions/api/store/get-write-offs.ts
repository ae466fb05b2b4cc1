import { writeOffsBody, type ApiWriteOff } from '../../core/contracts/store-batches.js';
import { storeWriteOffs } from '../../services/stores/stock-batches.js';
import { route, type Answer } from '../route.js';

/** A store's write-offs of expired batches, those waiting for confirmation first. */
export const handler = route({ auth: 'admin', body: writeOffsBody }, async ({ body }): Promise<Answer<ApiWriteOff[]>> => {
  return { message: 'Write-offs', data: await storeWriteOffs(body.storeId) };
});
