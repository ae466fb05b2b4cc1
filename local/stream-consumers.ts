import path from 'node:path';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { streamAccepts, workersOf } from '../functions/workers.js';
import { ROOT } from './config.js';
import type { StreamConsumer } from './table-stream.js';

type StreamHandler = (event: DynamoDBStreamEvent) => Promise<unknown>;

/**
 * Every stream consumer of functions/workers.ts, fed by the table stream stand-in as its event source
 * mapping feeds it in AWS: the same key filter, the same retries, the very same handler.
 * `replace` runs an entry through another handler (the catalog builder, so that a build on demand
 * and a build from the stream never overlap, as one shard read by one poller never does in AWS);
 * `skip` leaves an entry out (a test that runs it only when it asks).
 */
export function streamConsumers(options: { replace?: Record<string, StreamHandler>; skip?: readonly string[] } = {}): StreamConsumer[] {
  return workersOf('stream')
    .filter((w) => !options.skip?.includes(w.entry))
    .map((w) => ({
      name: path.basename(w.entry, '.ts'),
      accepts: (record) => streamAccepts(w.trigger, { pk: record.dynamodb?.Keys?.pk?.S, sk: record.dynamodb?.Keys?.sk?.S }),
      handler: async () => options.replace?.[w.entry] ?? ((await import(path.join(ROOT, 'functions', w.entry))) as { handler: StreamHandler }).handler,
      retries: w.retries ?? 0,
    }));
}
