import type { S3Event, SQSRecord } from 'aws-lambda';

/**
 * The jobs named by an S3 event that a bucket notification put into an SQS queue: each created
 * object `<prefix><jobId>.json` is one job (the import's and the export's requests, data/keys.ts
 * jobFiles). Keys of anything else come back in `ignored`; S3's one s3:TestEvent, sent when the
 * notification is set up, names nothing.
 */
export function requestedJobs(record: SQSRecord, prefix: string): { jobIds: string[]; ignored: string[] } {
  const event = JSON.parse(record.body) as Partial<S3Event> & { Event?: string };
  const jobIds: string[] = [];
  const ignored: string[] = [];
  if (event.Event === 's3:TestEvent') return { jobIds, ignored };
  for (const s3Record of event.Records ?? []) {
    const key = decodeURIComponent(s3Record.s3.object.key.replace(/\+/g, ' '));
    const jobId = key.startsWith(prefix) ? /^[0-9a-f]{32}$/.exec(key.slice(prefix.length).replace(/\.json$/, ''))?.[0] : undefined;
    if (jobId) jobIds.push(jobId);
    else ignored.push(key);
  }
  return { jobIds, ignored };
}
