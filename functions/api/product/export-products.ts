import { productExportBody, type ExportReply } from '../../core/contracts/import-export.js';
import { startExport } from '../../services/files/export-start.js';
import { route, type Answer } from '../route.js';

/** Queues the catalog's export as the import's CSV: the job's id and its file's presigned GET. */
export const handler = route({ auth: 'admin', body: productExportBody }, async ({ caller }): Promise<Answer<ExportReply>> => {
  return { message: 'Export queued', data: await startExport({ kind: 'products', userId: caller.userId }) };
});
