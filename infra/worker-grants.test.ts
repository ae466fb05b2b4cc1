// @vitest-environment node
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { UPLOAD_PURPOSES } from '../functions/core/uploads.js';
import { catalogObjects, jobFiles } from '../functions/data/objects.js';
import { workers, type WorkerEntry, type WorkerResource } from '../functions/workers.js';
import { TABLE_READ_ACTIONS, TABLE_WRITE_ACTIONS } from './constructs/table-access.js';
import {
  CATALOG_BUCKET,
  IMAGES_BUCKET,
  asList,
  devApp,
  getAttId,
  isOwnLogStatement,
  isTracingStatement,
  resourcesOf,
  type Statement,
} from './test-app.js';

/**
 * The workers manifest (functions/workers.ts) against the roles the stacks give its functions:
 * each worker's table actions stay within its declared `data`, and the other resources it is
 * granted are exactly its `uses`. (Routes: infra/routes.test.ts holds their grants to routes.ts.)
 */

/** What one statement of a worker's role is for: a manifest resource, the table, or its trigger. */
type Purpose = { uses: WorkerResource } | { table: string[] } | { trigger: 'stream' | 'queue' | 'on-failure' };

const STREAM_READ = ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'];
const QUEUE_CONSUME = ['sqs:ChangeMessageVisibility', 'sqs:DeleteMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:ReceiveMessage'];
const ON_FAILURE_SEND = ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'];
const JOB_FILE_PREFIXES = [jobFiles.uploadPrefix, jobFiles.exportPrefix];
const PRODUCT_IMAGE_PREFIXES = UPLOAD_PURPOSES.map((purpose) => `${purpose}/`);

const same = (a: string[], b: string[]) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

/** The object keys (after the bucket) an S3 statement names: `arn:<partition>:s3:::<bucket>/<key>`. */
function s3Keys(statement: Statement, bucket: string): string[] | undefined {
  const tails = asList(statement.Resource).map((resource) => JSON.stringify(resource).match(/:s3:::([^"]+)"/)?.[1] ?? '');
  if (!tails.every((tail) => tail === bucket || tail.startsWith(`${bucket}/`))) return undefined;
  return tails.map((tail) => tail.slice(bucket.length + 1));
}

function purposeOf(statement: Statement): Purpose {
  const actions = asList(statement.Action);
  if (same(actions, STREAM_READ)) return { trigger: 'stream' };
  if (same(actions, QUEUE_CONSUME)) return { trigger: 'queue' };
  if (same(actions, ON_FAILURE_SEND)) return { trigger: 'on-failure' };
  if (actions.every((a) => a.startsWith('dynamodb:'))) return { table: actions };
  if (same(actions, ['ses:SendEmail'])) return { uses: 'mail' };
  if (same(actions, ['secretsmanager:GetSecretValue'])) return { uses: 'payments' };
  if (same(actions, ['execute-api:ManageConnections'])) return { uses: 'live' };
  if (actions.every((a) => a.startsWith('cognito-idp:'))) return { uses: 'userPool' };
  const catalog = s3Keys(statement, CATALOG_BUCKET);
  if (catalog && catalog.every((key) => key === '' || key === `${catalogObjects.prefix}*`)) return { uses: 'catalog' };
  const images = s3Keys(statement, IMAGES_BUCKET);
  // The import job reads product images (a row may name an uploaded one) besides its job files.
  if (images) {
    const prefixes = images.map((key) => key.replace(/\*$/, ''));
    if (prefixes.every((prefix) => JOB_FILE_PREFIXES.includes(prefix as never))) return { uses: 'jobFiles' };
    const rest = prefixes.filter((prefix) => !JOB_FILE_PREFIXES.includes(prefix as never));
    if (rest.every((prefix) => PRODUCT_IMAGE_PREFIXES.includes(prefix))) return { uses: 'productImages' };
  }
  throw new Error(`a statement no manifest field explains: ${JSON.stringify(statement)}`);
}

/** The statements of each worker function's role, found by its manifest description, beside its own log and tracing. */
function workerStatements(stacks: readonly Stack[]): Map<WorkerEntry['entry'], Statement[]> {
  const found = new Map<WorkerEntry['entry'], Statement[]>();
  for (const stack of stacks) {
    const template = Template.fromStack(stack);
    const policies = Object.values(resourcesOf(template, 'AWS::IAM::Policy'));
    for (const fn of Object.values(resourcesOf(template, 'AWS::Lambda::Function'))) {
      const declared = workers.find((w) => w.description === fn.Properties.Description);
      if (!declared) continue;
      expect(found.has(declared.entry), `${declared.entry}: two functions`).toBe(false);
      const roleId = getAttId(fn.Properties.Role);
      found.set(
        declared.entry,
        policies
          .filter((p) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
          .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
          .filter((st) => !isOwnLogStatement(st) && !isTracingStatement(st)),
      );
    }
  }
  return found;
}

/** What the manifest entry allows: `data`'s table actions, `uses`, and its trigger's own statements. */
function mismatches(declared: WorkerEntry, statements: Statement[]): string[] {
  const problems: string[] = [];
  const allowed = declared.data === 'read' ? TABLE_READ_ACTIONS : [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS];
  const purposes = statements.map(purposeOf);
  const tableActions = purposes.flatMap((p) => ('table' in p ? p.table : []));
  const beyond = tableActions.filter((action) => !allowed.includes(action));
  if (beyond.length) problems.push(`table actions beyond data '${declared.data}': ${beyond.join(', ')}`);
  if (!tableActions.some((action) => TABLE_READ_ACTIONS.includes(action))) problems.push('no table read');
  if (declared.data === 'read-write' && !tableActions.some((action) => TABLE_WRITE_ACTIONS.includes(action))) {
    problems.push("data 'read-write' but no table write");
  }
  const granted = [...new Set(purposes.flatMap((p) => ('uses' in p ? [p.uses] : [])))].sort();
  const uses = [...(declared.uses ?? [])].sort();
  if (!same(granted, uses)) problems.push(`granted ${JSON.stringify(granted)}, uses ${JSON.stringify(uses)}`);
  const triggers = [...new Set(purposes.flatMap((p) => ('trigger' in p ? [p.trigger] : [])))].sort();
  const expected = { stream: ['on-failure', 'stream'], bus: ['queue'], object: ['queue'], schedule: [], cognito: [] }[declared.trigger.kind];
  if (!same(triggers, expected)) problems.push(`trigger statements ${JSON.stringify(triggers)} for a ${declared.trigger.kind} trigger`);
  return problems;
}

describe('the workers manifest against the stacks', () => {
  const { stacks } = devApp();
  const all = Object.values(stacks).flat().filter((s): s is Stack => Stack.isStack(s));
  const deployed = workerStatements(all);

  it('deploys one function per manifest entry', () => {
    expect([...deployed.keys()].sort()).toEqual(workers.map((w) => w.entry).sort());
  });

  it.each(workers.map((w) => [w.entry, w] as const))("%s: granted its declared table access and uses, and its trigger's statements, nothing else", (_, declared) => {
    expect(mismatches(declared, deployed.get(declared.entry) ?? [])).toEqual([]);
  });

  it('fails on an entry that declares less than its function is granted', () => {
    const finishOrder = workers.find((w) => w.entry === 'consumers/finish-order.ts')!;
    const statements = deployed.get(finishOrder.entry)!;
    expect(mismatches({ ...finishOrder, data: 'read' }, statements)).toEqual([
      "table actions beyond data 'read': dynamodb:ConditionCheckItem, dynamodb:DeleteItem, dynamodb:PutItem, dynamodb:UpdateItem",
    ]);
    expect(mismatches({ ...finishOrder, uses: [] }, statements)).toEqual(['granted ["mail"], uses []']);
  });
});
