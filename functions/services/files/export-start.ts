/**
 * Asking for a CSV export and reading how it goes: /api/product/export, /api/order/export
 * and /api/export/status. Asking puts the job item and writes its request to S3, whose event
 * notification queues the export job (jobs/export-csv.ts; infra/stacks/import-stack.ts, locally
 * local/object-jobs.ts), and answers at once with the presigned GET of the file the job will
 * write. The CSV itself is built by services/files/export-run.ts in the job, never in an API call.
 */
import type { ExportReply, ExportStatusReply } from '../../core/contracts/import-export.js';
import { EXPORT_STALE_MS, exportFilename, type ExportJobRecord, type ExportKind, type OrderRange } from '../../core/export-job.js';
import { newId } from '../../core/ids.js';
import { jobFiles } from '../../data/objects.js';
import { finishExportJob, getExportJob, putExportJob } from '../../data/repos/exports.js';
import { NotFound } from '../../platform/errors.js';
import { downloadUrl, writeFile } from '../../platform/import-files.js';

/** The answer's URL outlives any export's job (15 minutes at most) by far. */
const EXPORT_URL_TTL_SECONDS = 3600;

export async function startExport(input: { kind: ExportKind; range?: OrderRange; userId: string }): Promise<ExportReply> {
  const now = new Date().toISOString();
  const jobId = newId();
  const job: ExportJobRecord = {
    jobId,
    kind: input.kind,
    ...(input.range ? { range: input.range } : {}),
    state: 'queued',
    rows: 0,
    key: jobFiles.export(input.kind, `${now.slice(0, 10)}-${jobId}`),
    filename: exportFilename(input.kind, now, input.range),
    createdBy: input.userId,
    createdAt: now,
    updatedAt: now,
  };
  await putExportJob(job);
  try {
    await writeFile(jobFiles.exportRequest(jobId), JSON.stringify({ jobId }), 'application/json');
  } catch (err) {
    await finishExportJob(jobId, { state: 'failed', message: 'The export could not be queued: try again.' });
    throw err;
  }
  return { jobId, url: await downloadUrl(job.key, job.filename, EXPORT_URL_TTL_SECONDS) };
}

export async function exportStatus(jobId: string, now = Date.now()): Promise<ExportStatusReply> {
  const job = await getExportJob(jobId);
  if (!job) throw new NotFound('No such export');
  const { kind, state, rows, message } = job;
  // A job whose function timed out or died on every try never writes its end.
  if ((state === 'queued' || state === 'running') && now - Date.parse(job.updatedAt) > EXPORT_STALE_MS) {
    return { kind, state: 'failed', rows, message: 'The export did not finish: try again.' };
  }
  return {
    kind,
    state,
    rows,
    ...(state === 'done' ? { url: await downloadUrl(job.key, job.filename) } : {}),
    ...(message ? { message } : {}),
  };
}
