import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { jobFiles } from '../data/objects.js';
import { requestedJobs } from '../platform/bucket-jobs.js';
import { logger } from '../platform/logger.js';
import { observed } from '../platform/tracer.js';
import { runImport } from '../services/files/import-run.js';

const processor = new BatchProcessor(EventType.SQS);

/**
 * A product import (services/files/import-run.ts): /api/product/import writes the job's
 * request object, the bucket's event notification for that prefix puts the S3 event into a queue,
 * and this function runs the import it names (locally: local/object-jobs.ts, the same handler).
 * A run that throws comes back after the visibility timeout, until the redrive sends it to the
 * dead-letter queue; a rerun of a finished import does nothing, and one cut off half-way goes on by
 * SKU: rows already written come out unchanged.
 */
async function importOne(record: SQSRecord): Promise<void> {
  const { jobIds, ignored } = requestedJobs(record, jobFiles.requestPrefix);
  if (ignored.length > 0) logger.warn('an S3 event of no import job; ignored', { keys: ignored });
  for (const jobId of jobIds) {
    logger.appendKeys({ jobId });
    try {
      const outcome = await runImport(jobId);
      logger.info('import', { ...outcome.counts, state: outcome.state, ...(outcome.message ? { message: outcome.message } : {}) });
    } finally {
      logger.removeKeys(['jobId']);
    }
  }
}

// The context is observed()'s (logs, traces); one record at a time (batch size 1), so it needs none.
export const handler = observed((event: SQSEvent, _context?: Partial<Context>) => processPartialResponse(event, importOne, processor));
