// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { afterAll, describe, expect, it } from 'vitest';
import { UPLOAD_PURPOSES } from '../functions/core/uploads.js';
import { jobFiles, JOB_FILE_PREFIXES } from '../functions/data/objects.js';
import { buildApp } from './build-app.js';
import { REPO_ROOT } from './config.js';
import { EXPORT_MAX_RECEIVES, IMPORT_MAX_RECEIVES } from './stacks/import-stack.js';

/** Product imports and CSV exports: the jobs, their queues and dead-letter queues, the image bucket's notification. */

const ENV = { account: '123456789012', region: 'ap-south-1' };
const cdkJsonContext = (JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: object }).context;
const SITE_DIR = (() => {
  const dir = mkdtempSync(path.join(tmpdir(), 'qb-import-site-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/index-abc123.js"></script>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("site")');
  return dir;
})();
afterAll(() => rmSync(SITE_DIR, { recursive: true, force: true }));

const app = new App({ builtinCloudFormationValidation: false, context: { ...cdkJsonContext, [BUNDLING_STACKS]: [] } });
const stacks = buildApp(app, { env: ENV, siteDir: SITE_DIR });
const imports = Template.fromStack(stacks.imports);
const web = Template.fromStack(stacks.web);

describe('the import stack', () => {
  it('feeds the job from a queue with a dead-letter queue, one message at a time', () => {
    imports.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: 'quickbasket-dev-import-jobs',
      SqsManagedSseEnabled: true,
      RedrivePolicy: { maxReceiveCount: IMPORT_MAX_RECEIVES, deadLetterTargetArn: Match.anyValue() },
    });
    // The import's two and the export's two (below).
    expect(Object.keys(imports.findResources('AWS::SQS::Queue'))).toHaveLength(4);
    imports.hasResourceProperties('AWS::Lambda::EventSourceMapping', { BatchSize: 1, FunctionResponseTypes: ['ReportBatchItemFailures'] });
    imports.hasResourceProperties('AWS::Lambda::Function', { Timeout: 900, Environment: { Variables: Match.objectLike({ IMAGES_BUCKET: Match.anyValue(), TABLE_NAME: Match.anyValue() }) } });
    imports.hasResourceProperties('AWS::CloudWatch::Alarm', { AlarmDescription: Match.stringLikeRegexp('import dead-letter queue') });
  });

  it('lets only the image bucket of this account send to the queue', () => {
    const policies = Object.values(imports.findResources('AWS::SQS::QueuePolicy'));
    const statements = policies.flatMap((p) => (p.Properties as { PolicyDocument: { Statement: { Principal?: { Service?: string }; Condition?: unknown }[] } }).PolicyDocument.Statement);
    const s3 = statements.filter((s) => s.Principal?.Service === 's3.amazonaws.com');
    expect(s3).toHaveLength(2);
    for (const statement of s3) {
      expect(JSON.stringify(statement.Condition)).toContain('quickbasket-dev-images-123456789012-ap-south-1');
      expect(JSON.stringify(statement.Condition)).toContain('aws:SourceAccount');
    }
  });

  it('grants the job the uploaded CSVs and product images to read and the reports to write, nothing else of the bucket', () => {
    const policies = JSON.stringify(imports.findResources('AWS::IAM::Policy'));
    expect(policies).toContain(`${jobFiles.uploadPrefix}*`);
    expect(policies).toContain('images-123456789012-ap-south-1/product/*');
    expect(policies).toContain(`${jobFiles.exportPrefix}*`);
    expect(policies).not.toContain('images-123456789012-ap-south-1/*"');
  });

  it('has the image bucket notify the queue of job requests only, without a custom resource', () => {
    web.hasResourceProperties('AWS::S3::Bucket', {
      BucketName: 'quickbasket-dev-images-123456789012-ap-south-1',
      NotificationConfiguration: {
        QueueConfigurations: [
          {
            Event: 's3:ObjectCreated:*',
            Queue: Match.anyValue(),
            Filter: { S3Key: { Rules: [{ Name: 'prefix', Value: jobFiles.requestPrefix }] } },
          },
          {
            Event: 's3:ObjectCreated:*',
            Queue: Match.anyValue(),
            Filter: { S3Key: { Rules: [{ Name: 'prefix', Value: jobFiles.exportRequestPrefix }] } },
          },
        ],
      },
    });
    const bucket = Object.values(web.findResources('AWS::S3::Bucket', { Properties: { BucketName: 'quickbasket-dev-images-123456789012-ap-south-1' } }))[0]!;
    const queues = (bucket.Properties as { NotificationConfiguration: { QueueConfigurations: { Queue: unknown }[] } }).NotificationConfiguration.QueueConfigurations.map((q) => JSON.stringify(q.Queue));
    expect(queues[0]).toContain('quickbasket-dev-import-jobs');
    expect(queues[1]).toContain('quickbasket-dev-export-jobs');
    expect(Object.keys(web.findResources('Custom::S3BucketNotifications'))).toHaveLength(0);
    expect(stacks.web.dependencies).toContain(stacks.imports);
  });
});

describe('the export job', () => {
  const exportJob = () => {
    const functions = imports.findResources('AWS::Lambda::Function', { Properties: { Description: Match.stringLikeRegexp('^export-csv') } });
    expect(Object.keys(functions)).toHaveLength(1);
    return Object.keys(functions)[0]!;
  };

  it('is fed from its own queue with a dead-letter queue and an alarm, one message at a time', () => {
    imports.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: 'quickbasket-dev-export-jobs',
      SqsManagedSseEnabled: true,
      RedrivePolicy: { maxReceiveCount: EXPORT_MAX_RECEIVES, deadLetterTargetArn: Match.anyValue() },
    });
    imports.hasResourceProperties('AWS::Lambda::EventSourceMapping', { FunctionName: { Ref: exportJob() }, BatchSize: 1, FunctionResponseTypes: ['ReportBatchItemFailures'] });
    imports.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('^export-csv'),
      Timeout: 900,
      Environment: { Variables: Match.objectLike({ IMAGES_BUCKET: Match.anyValue(), TABLE_NAME: Match.anyValue() }) },
    });
    imports.hasResourceProperties('AWS::CloudWatch::Alarm', { AlarmDescription: Match.stringLikeRegexp('export dead-letter queue') });
  });

  it('may write only exports to the bucket, and read nothing of it', () => {
    const role = (imports.findResources('AWS::Lambda::Function')[exportJob()]!.Properties as { Role: { 'Fn::GetAtt': [string] } }).Role['Fn::GetAtt'][0];
    const policies = Object.values(imports.findResources('AWS::IAM::Policy')).filter((p) => JSON.stringify((p.Properties as { Roles: unknown }).Roles).includes(role));
    const statements = policies.flatMap((p) => (p.Properties as { PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] } }).PolicyDocument.Statement);
    const s3 = statements.filter((st) => [st.Action].flat().some((a) => a.startsWith('s3:')));
    expect(s3.map((st) => [st.Action].flat()).flat()).toEqual(['s3:PutObject']);
    expect(JSON.stringify(s3[0]!.Resource)).toContain(`/${jobFiles.exportPrefix}*`);
  });
});

describe('job files in the image bucket', () => {
  const IMAGES = 'quickbasket-dev-images-123456789012-ap-south-1';
  const images = () => Object.values(web.findResources('AWS::S3::Bucket', { Properties: { BucketName: IMAGES } }))[0]!;

  it('lets CloudFront read image keys only, never imports, exports or job requests', () => {
    const policy = Object.values(web.findResources('AWS::S3::BucketPolicy')).find((p) => JSON.stringify((p.Properties as { Bucket: unknown }).Bucket).includes('Images'))!;
    const statements = (policy.Properties as { PolicyDocument: { Statement: { Principal?: { Service?: string }; Resource: unknown }[] } }).PolicyDocument.Statement;
    const cloudFront = statements.filter((st) => JSON.stringify(st.Principal ?? {}).includes('cloudfront'));
    expect(cloudFront).toHaveLength(1);
    const resources = [cloudFront[0]!.Resource].flat().map((r) => JSON.stringify(r));
    const prefixes = resources.map((r) => /\/([a-z-]+\/)\*"/.exec(r)?.[1]);
    expect(prefixes.sort()).toEqual(UPLOAD_PURPOSES.map((purpose) => `${purpose}/`).sort());
    for (const prefix of JOB_FILE_PREFIXES) expect(prefixes).not.toContain(prefix);
  });

  it('expires imports, exports and job requests after 7 days', () => {
    expect(JOB_FILE_PREFIXES).toEqual(expect.arrayContaining(['import/', 'import-jobs/', 'export/', 'export-jobs/']));
    const rules = (images().Properties as { LifecycleConfiguration: { Rules: { Prefix?: string; ExpirationInDays?: number; Status: string }[] } }).LifecycleConfiguration.Rules;
    for (const prefix of JOB_FILE_PREFIXES) {
      expect(rules).toContainEqual(expect.objectContaining({ Prefix: prefix, ExpirationInDays: 7, Status: 'Enabled' }));
    }
    // Images are kept: no rule expires the whole bucket or an image prefix.
    const expiring = rules.filter((rule) => rule.ExpirationInDays !== undefined).map((rule) => rule.Prefix);
    expect(expiring.sort()).toEqual([...JOB_FILE_PREFIXES].sort());
  });
});
