import { receiveCsvBody, type ReceivedCsv } from '../../core/contracts/store-batches.js';
import { receiveCsv } from '../../services/stores/receive-csv.js';
import { route, type Answer } from '../route.js';

/** A stock receipt CSV: a batch per row, bad rows listed; the same file again receives nothing more. */
export const handler = route({ auth: 'admin', body: receiveCsvBody }, async ({ body }): Promise<Answer<ReceivedCsv>> => {
  const result = await receiveCsv(body);
  return { message: `${result.received} received, ${result.alreadyReceived} received before, ${result.failed} failed`, data: result };
});
