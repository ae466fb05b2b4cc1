import type { SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { requestedJobs } from './bucket-jobs.js';

const JOB = '0000019ac0ffee00112233445566778899aa'.slice(0, 32);
const message = (body: unknown) => ({ body: JSON.stringify(body) }) as SQSRecord;
const created = (...keys: string[]) => message({ Records: keys.map((key) => ({ eventName: 'ObjectCreated:Put', s3: { object: { key } } })) });

describe('requestedJobs', () => {
  it('names the job of each request object under the prefix', () => {
    expect(requestedJobs(created(`export-jobs/${JOB}.json`), 'export-jobs/')).toEqual({ jobIds: [JOB], ignored: [] });
  });

  it('ignores other prefixes, keys that are not a job id, and the test event', () => {
    expect(requestedJobs(created(`import-jobs/${JOB}.json`, 'export-jobs/..%2Fx.json', 'export-jobs/abc.json'), 'export-jobs/')).toEqual({
      jobIds: [],
      ignored: [`import-jobs/${JOB}.json`, 'export-jobs/../x.json', 'export-jobs/abc.json'],
    });
    expect(requestedJobs(message({ Event: 's3:TestEvent' }), 'export-jobs/')).toEqual({ jobIds: [], ignored: [] });
  });
});
