import { exportStatusBody, type ExportStatusReply } from '../../core/contracts/import-export.js';
import { exportStatus } from '../../services/files/export-start.js';
import { route, type Answer } from '../route.js';

/** An export's state and rows, and its file's presigned GET once done. */
export const handler = route({ auth: 'admin', body: exportStatusBody }, async ({ body }): Promise<Answer<ExportStatusReply>> => {
  return { message: 'Export status', data: await exportStatus(body.jobId) };
});
