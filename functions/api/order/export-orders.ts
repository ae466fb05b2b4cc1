import { orderExportBody, type ExportReply } from '../../core/contracts/import-export.js';
import { startExport } from '../../services/files/export-start.js';
import { route, type Answer } from '../route.js';

/** Queues the export of a date range's orders (and store), one row per line: the job's id and its file's presigned GET. */
export const handler = route({ auth: 'admin', body: orderExportBody }, async ({ body, caller }): Promise<Answer<ExportReply>> => {
  const range = { from: body.from, to: body.to, ...(body.storeId ? { storeId: body.storeId } : {}) };
  return { message: 'Export queued', data: await startExport({ kind: 'orders', range, userId: caller.userId }) };
});
