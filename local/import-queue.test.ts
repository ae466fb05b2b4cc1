import { describe, expect, it } from 'vitest';
import { EXPORT_MAX_RECEIVES } from '../infra/stacks/export-job.js';
import { IMPORT_MAX_RECEIVES as DEPLOYED_IMPORT_MAX_RECEIVES } from '../infra/stacks/import-stack.js';
import { IMPORT_MAX_RECEIVES } from './import-queue.js';

/**
 * The local job queues stand in for SQS queues whose redrive policy infra sets: a failed job request
 * is tried as often here as there before it is dead-lettered (docs/local.md, the parity table).
 */
describe('the local import and export queues', () => {
  it('try a job request as often as the deployed queues before dead-lettering it', () => {
    expect(IMPORT_MAX_RECEIVES).toBe(DEPLOYED_IMPORT_MAX_RECEIVES);
    expect(IMPORT_MAX_RECEIVES).toBe(EXPORT_MAX_RECEIVES);
  });
});
