import { orderExportBody, type ExportReply } from '../../core/contracts/import-export.js';
import { exportOrders } from '../../services/exports.js';
import { route, type Answer } from '../route.js';

/** The orders of a date range (and store), one row per line (issue 26): a presigned download. */
export const handler = route({ auth: 'admin', body: orderExportBody }, async ({ body }): Promise<Answer<ExportReply>> => {
  return { message: 'Orders exported', data: await exportOrders(body) };
});
