import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { keys } from '../functions/data/keys.js';
import { workersOf } from '../functions/workers.js';
import { streamConsumers } from './stream-consumers.js';

const recordOf = (key: { pk: string; sk: string }): DynamoDBRecord => ({ eventName: 'MODIFY', dynamodb: { Keys: { pk: { S: key.pk }, sk: { S: key.sk } } } });
const fedBy = (key: { pk: string; sk: string }) => streamConsumers().filter((c) => c.accepts(recordOf(key))).map((c) => c.name);

describe('the local table stream feeds every stream consumer of functions/workers.ts', () => {
  it('has one consumer per stream worker, with its retries, the catalog builder included', () => {
    expect(streamConsumers().map((c) => [c.name, c.retries])).toEqual(workersOf('stream').map((w) => [w.entry.replace(/^.*\/|\.ts$/g, ''), w.retries]));
    expect(streamConsumers().map((c) => c.name)).toContain('build-catalog');
  });

  it('hands each consumer the records of its items only, as the event source mappings\' filters do', () => {
    expect(fedBy(keys.order('u1', 'o1'))).toEqual(['live-orders', 'report-orders']);
    expect(fedBy(keys.storeStock('s1', 'p1'))).toEqual(['low-stock']);
    expect(fedBy(keys.catalogVersion())).toEqual(['build-catalog']);
    expect(fedBy(keys.user('u1'))).toEqual([]);
  });

  it('runs an entry through the handler it is given, and leaves out one it is told to skip', async () => {
    const built: unknown[] = [];
    const replaced = streamConsumers({ replace: { 'jobs/build-catalog.ts': async (event) => built.push(event) } });
    const builder = replaced.find((c) => c.name === 'build-catalog')!;
    await (await builder.handler())({ Records: [recordOf(keys.catalogVersion())] });
    expect(built).toHaveLength(1);
    expect(streamConsumers({ skip: ['jobs/build-catalog.ts'] }).map((c) => c.name)).not.toContain('build-catalog');
  });
});
