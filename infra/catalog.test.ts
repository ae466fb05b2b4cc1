// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { TABLE } from '../functions/data/table.js';
import { keys } from '../functions/data/keys.js';
import { catalogObjects } from '../functions/data/objects.js';
import { REPO_ROOT } from './config.js';
import { CATALOG_FUNCTION_MEMORY_MB } from './constructs/api-route.js';
import { CATALOG_BUILD_RETRIES, CATALOG_OBJECT_DAYS } from './stacks/events-stack.js';
import { LOG_PREFIXES } from './constructs/buckets.js';
import { CATALOG_BUCKET, DEPLOYABLE, type Statement, resourcesOf, asList, refId, getAttId, deployedRoutes, isOwnLogStatement, isTracingStatement, routeKey, actionsOf, envOf, ALWAYS_ENV, DYNAMO_WRITES, PUBLIC_ACCESS_BLOCKED, devApp } from './test-app.js';

/** The catalog object: its bucket, its builder fed by the table stream, the routes that read it. */

describe('the catalog object (the catalog routes load it; a stream-fed job builds it)', () => {
  const { data, web, events, routes: template } = devApp();
  const deployed = deployedRoutes(template);
  const catalogRoutes = DEPLOYABLE.filter((r) => r.uses?.includes('catalog'));
  const bucketArn = { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, `:s3:::${CATALOG_BUCKET}`]] };
  const objectsArn = { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, `:s3:::${CATALOG_BUCKET}/${catalogObjects.prefix}*`]] };
  const [bucketId, bucket] = Object.entries(resourcesOf(events, 'AWS::S3::Bucket')).find(([, b]) => b.Properties.BucketName === CATALOG_BUCKET)!;
  const [builderId, builder] = Object.entries(resourcesOf(events, 'AWS::Lambda::Function')).find(([id]) => id.startsWith('BuildCatalog'))!;
  const builderStatements = Object.values(resourcesOf(events, 'AWS::IAM::Policy'))
    .filter((p) => (p.Properties.Roles as unknown[]).some((r) => refId(r) === getAttId(builder.Properties.Role)))
    .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
    .filter((st) => !isOwnLogStatement(st) && !isTracingStatement(st));
  const dlq = Object.keys(resourcesOf(events, 'AWS::SQS::Queue')).find((id) => id.startsWith('DeadLetters'))!;

  it("is read by exactly the five public catalog read routes, the admin's Stock view of a store and its low-stock count, and the picker's Not available (its substitutes) and scan (whose code it is)", () => {
    expect(catalogRoutes.map((r) => r.handler).sort()).toEqual(
      [
        'picker/mark-unavailable',
        'picker/scan-item',
        'product/get-product-details',
        'product/get-products',
        'product/get-products-by-category',
        'product/get-products-by-category-and-subcategory',
        'product/search-products',
        'store/get-low-stock',
        'store/get-store-stock',
      ].sort(),
    );
    for (const route of catalogRoutes.filter((r) => !r.handler.startsWith('picker/'))) {
      const auth = route.handler.startsWith('store/') ? 'admin' : 'public';
      expect(route, route.handler).toMatchObject({ auth, data: 'read', uses: ['catalog'] });
    }
    // Not available writes the pick and proposes a substitute from the catalog's products of the line's sub category.
    expect(catalogRoutes.find((r) => r.handler === 'picker/mark-unavailable')).toMatchObject({ auth: 'picker', data: 'read-write', uses: ['catalog'] });
    // A scan of a code no product of the order has names the catalog's product with it.
    expect(catalogRoutes.find((r) => r.handler === 'picker/scan-item')).toMatchObject({ auth: 'picker', data: 'read-write', uses: ['catalog'], idempotent: true });
  });

  it('the table streams keys only (the builder reads the version itself)', () => {
    data.hasResourceProperties('AWS::DynamoDB::GlobalTable', { StreamSpecification: { StreamViewType: 'KEYS_ONLY' } });
  });

  it('lives in a private, encrypted, TLS-only bucket, access-logged to the log bucket, its objects expiring', () => {
    expect(bucket.Properties).toMatchObject({
      PublicAccessBlockConfiguration: PUBLIC_ACCESS_BLOCKED,
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      LoggingConfiguration: { LogFilePrefix: LOG_PREFIXES.catalogBucket },
      LifecycleConfiguration: {
        Rules: [
          // Only objects a newer one replaced: the current one stays however long the catalog is unchanged.
          expect.objectContaining({
            Status: 'Enabled',
            Prefix: catalogObjects.prefix,
            TagFilters: [{ Key: 'superseded', Value: 'true' }],
            ExpirationInDays: CATALOG_OBJECT_DAYS,
          }),
          expect.objectContaining({ Status: 'Enabled', AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
        ],
      },
    });
    expect(CATALOG_OBJECT_DAYS).toBe(1);
    // The destination is the web stack's log bucket (an output of that stack).
    expect(JSON.stringify((bucket.Properties.LoggingConfiguration as { DestinationBucketName: unknown }).DestinationBucketName)).toContain('quickbasket-dev-web');
    const policy = Object.values(resourcesOf(events, 'AWS::S3::BucketPolicy')).find((p) => refId(p.Properties.Bucket) === bucketId)!;
    expect((policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Action: 's3:*', Principal: { AWS: '*' }, Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
    // The log bucket lets S3 deliver the catalog bucket's logs under their prefix.
    web.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Principal: { Service: 'logging.s3.amazonaws.com' },
            Action: 's3:PutObject',
            Resource: { 'Fn::Join': ['', [Match.anyValue(), `/${LOG_PREFIXES.catalogBucket}*`]] },
          }),
        ]),
      },
    });
    // A dev stack takes it along (prod keeps it: stage settings).
    expect(events.toJSON().Resources[bucketId].DeletionPolicy).toBe('Delete');
  });

  it('catalog routes: GetObject on catalog/* and ListBucket on the bucket, nothing else of S3, CATALOG_BUCKET and one vCPU', () => {
    expect(catalogRoutes.length).toBeGreaterThan(0);
    for (const route of catalogRoutes) {
      const key = routeKey(route);
      const { statements, fn } = deployed.get(key)!;
      const s3 = statements.filter((st) => asList(st.Action).some((a) => a.startsWith('s3:')));
      expect(s3, key).toEqual([
        { Effect: 'Allow', Action: 's3:GetObject', Resource: objectsArn },
        { Effect: 'Allow', Action: 's3:ListBucket', Resource: bucketArn },
      ]);
      expect(JSON.stringify(envOf(fn).CATALOG_BUCKET), key).toContain('quickbasket-dev-events');
      expect(fn.Properties.MemorySize, key).toBe(CATALOG_FUNCTION_MEMORY_MB);
    }
    expect(CATALOG_FUNCTION_MEMORY_MB).toBe(1769);
  });

  it('other routes: no catalog grant, no CATALOG_BUCKET, the default memory', () => {
    const others = DEPLOYABLE.filter((r) => !r.uses?.includes('catalog'));
    expect(others.map((r) => r.handler)).toContain('category/get-categories');
    for (const route of others) {
      const key = routeKey(route);
      const { statements, fn } = deployed.get(key)!;
      expect(JSON.stringify(statements), key).not.toContain(CATALOG_BUCKET);
      expect(actionsOf(statements), key).not.toContain('s3:ListBucket');
      expect(envOf(fn), key).not.toHaveProperty('CATALOG_BUCKET');
      expect(fn.Properties.MemorySize, key).toBe(512);
    }
  });

  it('the builder: jobs/build-catalog.ts with one vCPU and two minutes, the table and the bucket in its environment, and an error alarm', () => {
    expect(builder.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], MemorySize: CATALOG_FUNCTION_MEMORY_MB, Timeout: 120 });
    expect(Object.keys(envOf(builder)).sort()).toEqual([...ALWAYS_ENV, 'CATALOG_BUCKET', 'TABLE_NAME'].sort());
    expect(envOf(builder).CATALOG_BUCKET).toEqual({ Ref: bucketId });
    events.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Namespace: 'AWS/Lambda',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: builderId } }],
    });
    // What an operator needs to build by hand or look at the objects.
    events.hasOutput('CatalogBuilderName', { Value: { Ref: builderId } });
    events.hasOutput('CatalogBucketName', { Value: { Ref: bucketId } });
  });

  it("the builder's grants: reads the table, reads its stream, writes catalog objects, records failures in the DLQ, and nothing else", () => {
    const byService = (prefix: string) => builderStatements.filter((st) => asList(st.Action).some((a) => a.startsWith(prefix)));
    expect(byService('s3:')).toEqual([
      { Effect: 'Allow', Action: ['s3:GetObject', 's3:PutObject', 's3:PutObjectTagging'], Resource: objectsArn },
      { Effect: 'Allow', Action: 's3:ListBucket', Resource: bucketArn },
    ]);
    const dynamo = byService('dynamodb:');
    const tableReads = dynamo.filter((st) => asList(st.Action).includes('dynamodb:Query'));
    expect(tableReads.flatMap((st) => asList(st.Action)).sort()).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query']);
    const streamReads = dynamo.filter((st) => !tableReads.includes(st));
    expect(streamReads.flatMap((st) => asList(st.Action)).sort()).toEqual(
      ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'],
    );
    for (const st of streamReads) expect(JSON.stringify(st.Resource)).toContain('StreamArn');
    expect(actionsOf(dynamo).filter((a) => DYNAMO_WRITES.includes(a))).toEqual([]);
    expect(byService('sqs:')).toEqual([
      { Effect: 'Allow', Action: expect.arrayContaining(['sqs:SendMessage']) as unknown, Resource: { 'Fn::GetAtt': [dlq, 'Arn'] } },
    ]);
    expect(builderStatements).toHaveLength(byService('s3:').length + dynamo.length + byService('sqs:').length);
  });

  it("runs on the stream's changes of the catalog version item only, newest first, retried then dead-lettered, one build at a time", () => {
    const mapping = Object.values(resourcesOf(events, 'AWS::Lambda::EventSourceMapping')).find(
      (m) => refId(m.Properties.FunctionName) === builderId,
    )!;
    expect(mapping.Properties).toMatchObject({
      StartingPosition: 'LATEST',
      BatchSize: 100,
      MaximumBatchingWindowInSeconds: 1,
      MaximumRetryAttempts: CATALOG_BUILD_RETRIES,
      BisectBatchOnFunctionError: false,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [dlq, 'Arn'] } } },
    });
    expect(CATALOG_BUILD_RETRIES).toBe(3);
    // Parallelization factor 1 (the default): one invocation per shard at a time.
    expect(mapping.Properties.ParallelizationFactor ?? 1).toBe(1);
    expect(JSON.stringify(mapping.Properties.EventSourceArn)).toMatch(/quickbasket-dev-data.*StreamArn/);
    const { Filters } = mapping.Properties.FilterCriteria as { Filters: { Pattern: string }[] };
    const version = keys.catalogVersion();
    expect(Filters.map((f) => JSON.parse(f.Pattern) as unknown)).toEqual([
      { dynamodb: { Keys: { [TABLE.partitionKey]: { S: [version.pk] }, [TABLE.sortKey]: { S: [version.sk] } } } },
    ]);
    expect(version).toEqual({ pk: 'CATALOG', sk: 'VERSION' });
  });

  it('grants match the S3 calls of data/repos/catalog-object.ts (HeadObject is authorized by s3:GetObject)', () => {
    const source = readFileSync(path.join(REPO_ROOT, 'functions', 'data', 'repos', 'catalog-object.ts'), 'utf8');
    const imported = /import\s*\{([^}]*)\}\s*from\s*'@aws-sdk\/client-s3'/.exec(source)?.[1] ?? '';
    const commands = [...imported.matchAll(/(\w+)Command\b/g)].map((m) => m[1]!);
    expect(commands.length).toBeGreaterThan(0);
    const action = (command: string) => (command === 'HeadObject' ? 's3:GetObject' : `s3:${command}`);
    const builderActions = actionsOf(builderStatements).filter((a) => a.startsWith('s3:'));
    for (const command of commands) expect(builderActions, command).toContain(action(command));
    // Only one repo calls S3 for the catalog; the routes read through it (GetObject, HeadObject).
    expect(commands.filter((c) => !['GetObject', 'HeadObject', 'PutObject', 'PutObjectTagging'].includes(c))).toEqual([]);
  });
});
