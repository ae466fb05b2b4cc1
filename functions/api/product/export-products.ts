import { productExportBody, type ExportReply } from '../../core/contracts/import-export.js';
import { exportProducts } from '../../services/exports.js';
import { route, type Answer } from '../route.js';

/** The catalog as the import's CSV (issue 26): a presigned download. */
export const handler = route({ auth: 'admin', body: productExportBody }, async (): Promise<Answer<ExportReply>> => {
  return { message: 'Products exported', data: await exportProducts() };
});
