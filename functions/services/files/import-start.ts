/**
 * Starting a product import and reading how it goes: /api/product/import and
 * /api/product/import-status. An import takes the default store's import lock (product fields are
 * every store's, so one import at a time), then writes its job request to S3, whose event
 * notification queues the job (infra/stacks/import-stack.ts; locally local/object-jobs.ts).
 */
import type { ImportStatusReply } from '../../core/contracts/import-export.js';
import { newId } from '../../core/ids.js';
import { zeroCounts, type ImportJobRecord } from '../../core/import-job.js';
import { IMPORT_MAX_BYTES } from '../../core/limits.js';
import { jobFiles } from '../../data/objects.js';
import { finishImportJob, getImportJob, startImportJob } from '../../data/repos/imports.js';
import { BadRequest, Conflict, NotFound } from '../../platform/errors.js';
import { downloadUrl, fileSize, writeFile } from '../../platform/import-files.js';
import { currentDefaultStore } from '../stores/store-of-request.js';

export async function startImport(input: { key: string; createMissing: boolean; userId: string }): Promise<{ jobId: string }> {
  const size = await fileSize(input.key);
  if (size === undefined) throw new BadRequest('key: no such upload: upload the CSV through /api/file/upload with purpose "import" first');
  if (size > IMPORT_MAX_BYTES) throw new BadRequest(`The file is over ${IMPORT_MAX_BYTES / (1024 * 1024)} MB.`);
  const store = await currentDefaultStore();
  const now = new Date().toISOString();
  const job: ImportJobRecord = {
    jobId: newId(),
    storeId: store._id,
    key: input.key,
    createMissing: input.createMissing,
    state: 'queued',
    ...zeroCounts(),
    errors: [],
    createdBy: input.userId,
    createdAt: now,
    updatedAt: now,
  };
  const started = await startImportJob(job);
  if (!started.ok) throw new Conflict(`Another import is running at ${store.name} (job ${started.heldBy}): wait until it finishes, then import again.`);
  try {
    await writeFile(jobFiles.request(job.jobId), JSON.stringify({ jobId: job.jobId }), 'application/json');
  } catch (err) {
    await finishImportJob(job, { state: 'failed', counts: zeroCounts(), errors: [], message: 'The import could not be queued: try again.' });
    throw err;
  }
  return { jobId: job.jobId };
}

export async function importStatus(jobId: string): Promise<ImportStatusReply> {
  const job = await getImportJob(jobId);
  if (!job) throw new NotFound('No such import');
  const { state, total, done, created, updated, unchanged, failed, errors, reportKey, message } = job;
  return {
    state,
    total,
    done,
    created,
    updated,
    unchanged,
    failed,
    errors,
    ...(reportKey ? { reportUrl: await downloadUrl(reportKey, `import-errors-${jobId}.csv`) } : {}),
    ...(message ? { message } : {}),
  };
}
