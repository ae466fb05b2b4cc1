import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
  type AttributeValue,
  type Shard,
} from '@aws-sdk/client-dynamodb-streams';
import type { AttributeValue as LambdaAttributeValue, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';

/** One function the stream feeds, as an event source mapping in AWS. */
export interface StreamConsumer {
  name: string;
  /** Which records it gets (the mapping's filter criteria in AWS). */
  accepts: (record: DynamoDBRecord) => boolean;
  handler: () => Promise<(event: DynamoDBStreamEvent) => Promise<unknown>>;
  /** Further tries of a failed batch before it is dropped (AWS: retryAttempts, then the on-failure destination). */
  retries: number;
}

export interface TableStreamOptions {
  tableName: string;
  /** DynamoDB Local itself (the Streams API is served on the same port), never the bench's counting proxy. */
  endpoint: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** How often each shard is read: Lambda polls a DynamoDB stream's shards four times a second. */
  pollMs: number;
  consumers: StreamConsumer[];
  log: (line: string) => void;
}

/** Records per batch, as the event source mappings ask (batchSize). */
const BATCH_SIZE = 100;
/** How often the shard list is read again for shards that opened (DynamoDB rolls shards over). */
const DISCOVER_EVERY_MS = 5000;

/**
 * The table's stream read as Lambda reads it in AWS, through DynamoDB Local's Streams API
 * (DescribeStream, GetShardIterator, GetRecords): from the newest record at start (LATEST), each
 * shard a few times a second, its records converted to the Lambda event shape and handed, filtered,
 * to each consumer in order, one batch at a time per shard. A shard that closes is followed by its
 * children from their first record. A failed batch is tried again `retries` times, then skipped
 * with a log line (the dead-letter queue in AWS).
 */
export interface TableStream {
  /**
   * Stops handing records to the consumers until the returned release is called (they stay on the
   * shard and come after it): a count of one call's own DynamoDB requests has no consumer's in it.
   */
  hold(): Promise<() => void>;
  /** Resolves once the consumers have handled every record written before the call (and what those wrote in turn). */
  settled(): Promise<void>;
  /** Each consumer's invocations so far and their wall time (what Lambda would bill; the bench clears it per step). */
  invocations: Map<string, { count: number; ms: number }>;
  stop(): Promise<void>;
}

export async function startTableStream(options: TableStreamOptions): Promise<TableStream> {
  const config = { endpoint: options.endpoint, region: options.region, credentials: options.credentials };
  const dynamo = new DynamoDBClient(config);
  const streams = new DynamoDBStreamsClient(config);
  let streamArn = '';
  /** Open shards and where reading each goes on (undefined once it closed). */
  const iterators = new Map<string, string | undefined>();
  const lastSequence = new Map<string, string>();
  const iterator = async (shardId: string, type: 'LATEST' | 'TRIM_HORIZON' | 'AFTER_SEQUENCE_NUMBER', sequence?: string) =>
    (await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ShardIteratorType: type, SequenceNumber: sequence }))).ShardIterator;

  const listShards = async (): Promise<Shard[]> => {
    const shards: Shard[] = [];
    let start: string | undefined;
    do {
      const page = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }));
      shards.push(...(page.StreamDescription?.Shards ?? []));
      start = page.StreamDescription?.LastEvaluatedShardId;
    } while (start);
    return shards;
  };

  let discoveredAt = 0;
  /** The stream and its open shards, from now on (StartingPosition LATEST): at start, and after DynamoDB Local came back. */
  const begin = async () => {
    const table = await dynamo.send(new DescribeTableCommand({ TableName: options.tableName }));
    const arn = table.Table?.LatestStreamArn;
    if (!arn) throw new Error(`table ${options.tableName} has no stream (local/provision.ts ensureTable enables it)`);
    streamArn = arn;
    iterators.clear();
    for (const shard of await listShards()) {
      if (shard.ShardId && !shard.SequenceNumberRange?.EndingSequenceNumber) iterators.set(shard.ShardId, await iterator(shard.ShardId, 'LATEST'));
    }
    discoveredAt = Date.now();
  };
  await begin();

  const discover = async () => {
    discoveredAt = Date.now();
    for (const shard of await listShards()) {
      // A shard seen for the first time opened after start (a child of one that closed): all of it.
      if (shard.ShardId && !iterators.has(shard.ShardId)) iterators.set(shard.ShardId, await iterator(shard.ShardId, 'TRIM_HORIZON'));
    }
  };

  const invocations = new Map<string, { count: number; ms: number }>();
  const deliver = async (records: DynamoDBRecord[]) => {
    for (const consumer of options.consumers) {
      const accepted = records.filter(consumer.accepts);
      for (let i = 0; i < accepted.length; i += BATCH_SIZE) {
        const event = { Records: accepted.slice(i, i + BATCH_SIZE) };
        for (let attempt = 0; ; attempt++) {
          const started = performance.now();
          try {
            await (await consumer.handler())(event);
            break;
          } catch (err) {
            if (attempt >= consumer.retries) {
              options.log(`${consumer.name}: a batch of ${event.Records.length} stream records failed ${attempt + 1} times and is skipped: ${String(err)}`);
              break;
            }
          } finally {
            const seen = invocations.get(consumer.name) ?? { count: 0, ms: 0 };
            invocations.set(consumer.name, { count: seen.count + 1, ms: seen.ms + performance.now() - started });
          }
        }
      }
    }
  };

  const readShard = async (shardId: string): Promise<number> => {
    const current = iterators.get(shardId);
    if (!current) return 0;
    let page;
    try {
      page = await streams.send(new GetRecordsCommand({ ShardIterator: current, Limit: 1000 }));
    } catch (err) {
      // An iterator unused for 15 minutes expires: go on after the last record read.
      if ((err as Error).name !== 'ExpiredIteratorException') throw err;
      const after = lastSequence.get(shardId);
      iterators.set(shardId, after ? await iterator(shardId, 'AFTER_SEQUENCE_NUMBER', after) : await iterator(shardId, 'LATEST'));
      return 0;
    }
    iterators.set(shardId, page.NextShardIterator);
    const records = page.Records ?? [];
    const last = records.at(-1)?.dynamodb?.SequenceNumber;
    if (last) lastSequence.set(shardId, last);
    if (records.length > 0) await deliver(records.map((record) => toLambdaRecord(record, streamArn)));
    return records.length;
  };

  let stopped = false;
  let failing = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let holds = 0;
  /** settled() callers waiting for a poll that starts after they asked: each told how many records it handled. */
  let waiting: ((records: number) => void)[] = [];
  const poll = async () => {
    if (holds > 0) return;
    const answered = waiting;
    waiting = [];
    let records = 0;
    try {
      if (failing) await begin();
      const closed = [...iterators].some(([, it]) => it === undefined);
      if (closed || Date.now() - discoveredAt >= DISCOVER_EVERY_MS) {
        for (const [shardId, it] of iterators) if (it === undefined) iterators.delete(shardId);
        await discover();
      }
      for (const n of await Promise.all([...iterators.keys()].map(readShard))) records += n;
      if (failing) options.log('table stream: reading again');
      failing = false;
    } catch (err) {
      // DynamoDB Local stopped (the fault tests do that): say so once, keep trying, then read on from
      // the newest record (what changed meanwhile is not replayed; the screens refetch on reconnecting).
      if (!failing && !stopped) options.log(`table stream: cannot read (${(err as Error).name}); trying again`);
      failing = true;
    }
    for (const answer of answered) answer(records);
  };
  const nextPoll = () => new Promise<number>((resolve) => waiting.push(resolve));
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = poll().finally(schedule);
    }, options.pollMs);
    timer.unref();
  };
  schedule();

  return {
    invocations,
    hold: async () => {
      holds++;
      await running;
      let released = false;
      return () => {
        if (!released) holds--;
        released = true;
      };
    },
    settled: async () => {
      // A poll that read nothing, started after the last one that read something: nothing is left.
      while ((await nextPoll()) > 0);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      dynamo.destroy();
      streams.destroy();
    },
  };
}

/** A Streams API record as Lambda hands it to a function (epoch seconds; attribute values as JSON). */
function toLambdaRecord(record: StreamRecord, streamArn: string): DynamoDBRecord {
  const data = record.dynamodb;
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion,
    eventSource: record.eventSource,
    awsRegion: record.awsRegion,
    eventSourceARN: streamArn,
    dynamodb: {
      ...(data?.ApproximateCreationDateTime ? { ApproximateCreationDateTime: Math.floor(data.ApproximateCreationDateTime.getTime() / 1000) } : {}),
      ...(data?.Keys ? { Keys: toLambdaImage(data.Keys) } : {}),
      ...(data?.NewImage ? { NewImage: toLambdaImage(data.NewImage) } : {}),
      ...(data?.OldImage ? { OldImage: toLambdaImage(data.OldImage) } : {}),
      SequenceNumber: data?.SequenceNumber,
      SizeBytes: data?.SizeBytes,
      StreamViewType: data?.StreamViewType,
    },
  };
}

const toLambdaImage = (values: Record<string, AttributeValue>): Record<string, LambdaAttributeValue> =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, toLambdaValue(value)]));

/** The SDK's attribute value as JSON carries it: binary as base64. */
function toLambdaValue(value: AttributeValue): LambdaAttributeValue {
  if (value.S !== undefined) return { S: value.S };
  if (value.N !== undefined) return { N: value.N };
  if (value.BOOL !== undefined) return { BOOL: value.BOOL };
  if (value.NULL !== undefined) return { NULL: value.NULL };
  if (value.B !== undefined) return { B: Buffer.from(value.B).toString('base64') };
  if (value.SS !== undefined) return { SS: value.SS };
  if (value.NS !== undefined) return { NS: value.NS };
  if (value.BS !== undefined) return { BS: value.BS.map((b) => Buffer.from(b).toString('base64')) };
  if (value.L !== undefined) return { L: value.L.map(toLambdaValue) };
  if (value.M !== undefined) return { M: toLambdaImage(value.M) };
  throw new Error(`an attribute value of no known type: ${JSON.stringify(value)}`);
}
