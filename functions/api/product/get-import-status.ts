import { importStatusBody, type ImportStatusReply } from '../../core/contracts/import-export.js';
import { importStatus } from '../../services/files/import-start.js';
import { route, type Answer } from '../route.js';

/** An import's state, progress, counts, first errors and the error report's download. */
export const handler = route({ auth: 'admin', body: importStatusBody }, async ({ body }): Promise<Answer<ImportStatusReply>> => {
  return { message: 'Import status', data: await importStatus(body.jobId) };
});
