import { importBody, type ImportReply } from '../../core/contracts/import-export.js';
import { startImport } from '../../services/files/import-start.js';
import { route, type Answer } from '../route.js';

/** Starts an import of an uploaded CSV; 409 while another import runs. */
export const handler = route({ auth: 'admin', body: importBody }, async ({ body, caller }): Promise<Answer<ImportReply>> => {
  const started = await startImport({ key: body.key, createMissing: body.createMissingCategories, userId: caller.userId });
  return { message: 'Import queued', data: started };
});
