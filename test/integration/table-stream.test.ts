/**
 * The table stream stand-in's two waits the bench counts by: held, its consumers get nothing until
 * released (then every record, once); settled, every record written before the ask has been
 * handled, and what the consumers wrote in turn. A stream of this file's own on the shared table,
 * its consumer taking only this file's keys.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTableStream, type TableStream } from '../../local/table-stream.js';
import { table } from './helpers.js';

const PREFIX = `STREAM_TEST#${randomUUID().slice(0, 8)}`;
const put = (id: string) => table.send(new PutCommand({ TableName: process.env.TABLE_NAME, Item: { pk: `${PREFIX}#${id}`, sk: 'ITEM' } }));
const idOf = (record: DynamoDBRecord) => record.dynamodb?.Keys?.pk?.S?.slice(PREFIX.length + 1) ?? '';

/** A stream whose consumer notes each id it is handed; an id ending in "-chain" writes "<id>-next". */
async function streamNoting(): Promise<{ stream: TableStream; seen: string[] }> {
  const seen: string[] = [];
  const stream = await startTableStream({
    tableName: process.env.TABLE_NAME!,
    endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB!,
    region: process.env.AWS_REGION!,
    credentials: { accessKeyId: process.env.AWS_ACCESS_KEY_ID!, secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY! },
    pollMs: 20,
    consumers: [
      {
        name: 'noting',
        accepts: (record) => record.eventName === 'INSERT' && (record.dynamodb?.Keys?.pk?.S ?? '').startsWith(`${PREFIX}#`),
        handler: async () => async (event) => {
          for (const record of event.Records) {
            seen.push(idOf(record));
            if (idOf(record).endsWith('-chain')) await put(`${idOf(record)}-next`);
          }
        },
        retries: 0,
      },
    ],
    log: () => {},
  });
  return { stream, seen };
}

let held: Awaited<ReturnType<typeof streamNoting>>;
let twin: Awaited<ReturnType<typeof streamNoting>>;

beforeAll(async () => {
  [held, twin] = await Promise.all([streamNoting(), streamNoting()]);
});
afterAll(async () => {
  await Promise.all([held?.stream.stop(), twin?.stream.stop()]);
});

describe('the table stream stand-in', () => {
  it('settled: every record written before, and what its consumer wrote in turn, handled', async () => {
    await Promise.all([put('a'), put('b-chain')]);
    await held.stream.settled();
    expect(held.seen.filter((id) => id.startsWith('a') || id.startsWith('b')).sort()).toEqual(['a', 'b-chain', 'b-chain-next']);
  });

  it('held: nothing handed on while a twin reading the same stream has handled it; released: handed on once', async () => {
    const release = await held.stream.hold();
    await put('c');
    // The twin polls as often: once it has handled "c" and read on past it, the held one had its chances.
    await twin.stream.settled();
    await twin.stream.settled();
    expect(twin.seen).toContain('c');
    expect(held.seen).not.toContain('c');
    release();
    await held.stream.settled();
    expect(held.seen.filter((id) => id === 'c')).toEqual(['c']);
  });
});
