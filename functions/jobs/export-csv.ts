import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { jobFiles } from '../data/objects.js';
import { requestedJobs } from '../platform/bucket-jobs.js';
import { logger } from '../platform/logger.js';
import { observed } from '../platform/tracer.js';
import { runExport } from '../services/files/export-run.js';

const processor = new BatchProcessor(EventType.SQS);

/**
 * A CSV export (services/files/export-run.ts), wired as the import is: /api/product/export and
 * /api/order/export write the job's request `export-jobs/<jobId>.json`, the bucket's event
 * notification for that prefix puts the S3 event into the export queue, and this function builds
 * the file (locally: local/object-jobs.ts, the same handler). A message whose run throws comes
 * back after the visibility timeout, until the redrive sends it to the dead-letter queue.
 */
async function exportOne(record: SQSRecord): Promise<void> {
  const { jobIds, ignored } = requestedJobs(record, jobFiles.exportRequestPrefix);
  if (ignored.length > 0) logger.warn('an S3 event of no export job; ignored', { keys: ignored });
  for (const jobId of jobIds) {
    logger.appendKeys({ jobId });
    try {
      logger.info('export', { state: await runExport(jobId) });
    } finally {
      logger.removeKeys(['jobId']);
    }
  }
}

// The context is observed()'s (logs, traces); one record at a time (batch size 1), so it needs none.
export const handler = observed((event: SQSEvent, _context?: Partial<Context>) => processPartialResponse(event, exportOne, processor));
