// @vitest-environment node
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { describe, expect, it } from 'vitest';
import { routes } from '../functions/api/routes.js';
import { ORIGIN_HEADER } from '../functions/platform/origin.js';
import { buildApp } from './build-app.js';
import { ACCESS_LOG_DAYS, LOG_PREFIXES } from './constructs/buckets.js';
import { ENV, SITE_DIR, cdkJsonContext, distributionConfig, resourcesOf, synth as synthApp } from './test-app.js';

/**
 * The edge, beside its web ACL (edge.test.ts): CloudFront's and S3's access logs, TLS with a custom
 * domain, and the API reachable only through CloudFront. Templates without bundling, as in test-app.ts.
 */

const PROD = { stage: 'prod', mailFrom: 'QuickBasket <no-reply@shop.example.com>' };
const CUSTOM_DOMAIN = {
  domainName: 'shop.example.com',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abcd-1234',
};

/** The stacks of a stage without routes: the edge does not depend on them. */
const synth = (context: Record<string, unknown>) => synthApp({ context, routes: [] });

/** The log bucket: the one web stack bucket that expires all its objects (the image bucket expires job files only). */
const logBucketId = (web: Template) => {
  const ids = Object.entries(resourcesOf(web, 'AWS::S3::Bucket'))
    .filter(([, bucket]) =>
      ((bucket.Properties.LifecycleConfiguration as { Rules?: { ExpirationInDays?: number; Prefix?: string }[] } | undefined)?.Rules ?? []).some(
        (rule) => rule.ExpirationInDays !== undefined && rule.Prefix === undefined,
      ),
    )
    .map(([id]) => id);
  expect(ids).toHaveLength(1);
  return ids[0]!;
};

describe('access logs', () => {
  const { web, events } = synth(PROD);
  const logs = logBucketId(web);

  it(`keeps them in one private, encrypted, TLS-only log bucket for ${ACCESS_LOG_DAYS} days`, () => {
    expect(ACCESS_LOG_DAYS).toBe(90);
    const bucket = resourcesOf(web, 'AWS::S3::Bucket')[logs]!;
    expect(bucket.Properties).toMatchObject({
      LifecycleConfiguration: { Rules: [expect.objectContaining({ Status: 'Enabled', ExpirationInDays: 90 })] },
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      // CloudFront's standard logs are delivered under an ACL grant.
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }] },
    });
    web.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logs },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
    // Prod keeps the logs if the stack is deleted (they expire all the same).
    expect(web.toJSON().Resources[logs].DeletionPolicy).toBe('Retain');
  });

  it('CloudFront writes its standard logs there, without cookies', () => {
    expect(distributionConfig(web).Logging).toEqual({
      Bucket: { 'Fn::GetAtt': [logs, 'RegionalDomainName'] },
      Prefix: LOG_PREFIXES.cloudFront,
      IncludeCookies: false,
    });
  });

  it('the site and image buckets write S3 server access logs there, each under its prefix, allowed by the bucket policy', () => {
    const logged = Object.values(resourcesOf(web, 'AWS::S3::Bucket'))
      .map((b) => b.Properties.LoggingConfiguration as { DestinationBucketName: unknown; LogFilePrefix: string } | undefined)
      .filter(Boolean);
    expect(logged).toEqual([
      { DestinationBucketName: { Ref: logs }, LogFilePrefix: LOG_PREFIXES.siteBucket },
      { DestinationBucketName: { Ref: logs }, LogFilePrefix: LOG_PREFIXES.imagesBucket },
    ]);
    // The catalog bucket (events stack) logs here too, under its own prefix (next test).
    for (const prefix of [LOG_PREFIXES.siteBucket, LOG_PREFIXES.imagesBucket, LOG_PREFIXES.catalogBucket]) {
      web.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: logs },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Allow',
              Principal: { Service: 'logging.s3.amazonaws.com' },
              Action: 's3:PutObject',
              Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [logs, 'Arn'] }, `/${prefix}*`]] },
            }),
          ]),
        },
      });
    }
  });

  it("the events stack's catalog bucket writes its S3 server access logs there too, under its own prefix", () => {
    const catalog = Object.values(resourcesOf(events, 'AWS::S3::Bucket'));
    expect(catalog).toHaveLength(1);
    expect(catalog[0]!.Properties.LoggingConfiguration).toEqual({
      // The log bucket's name, an output of the web stack.
      DestinationBucketName: expect.objectContaining({}) as unknown,
      LogFilePrefix: LOG_PREFIXES.catalogBucket,
    });
    expect(JSON.stringify(catalog[0]!.Properties.LoggingConfiguration)).toContain('quickbasket-prod-web');
  });
});

describe('TLS with a custom domain', () => {
  it('CloudFront accepts TLS 1.2 or later only (TLSv1.2_2021), by SNI', () => {
    const { web } = synth({ ...PROD, ...CUSTOM_DOMAIN });
    expect(distributionConfig(web).ViewerCertificate).toEqual({
      AcmCertificateArn: CUSTOM_DOMAIN.certificateArn,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
  });
});

describe('the API only through CloudFront and its web ACL', () => {
  // With every built route, so each route function is checked.
  const app = new App({ builtinCloudFormationValidation: false, context: { ...cdkJsonContext, [BUNDLING_STACKS]: [], ...PROD } });
  const stacks = buildApp(app, { env: ENV, siteDir: SITE_DIR });
  const [secretId, secret] = Object.entries(resourcesOf(Template.fromStack(stacks.data), 'AWS::SecretsManager::Secret')).find(
    ([, s]) => s.Properties.GenerateSecretString !== undefined,
  )!;
  /** A value CloudFormation resolves at deploy from that secret (the template holds only the reference). */
  const isTheSecret = (value: unknown) => {
    const text = JSON.stringify(value);
    expect(text).toContain('{{resolve:secretsmanager:');
    expect(text).toContain(secretId);
  };

  it('a generated secret, whose value is in no template', () => {
    expect(secret.Properties.SecretString).toBeUndefined();
    expect(secret.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 48, ExcludePunctuation: true });
  });

  it(`CloudFront sends it to the API origins (HTTP and WebSocket) as ${ORIGIN_HEADER}, and to no other origin`, () => {
    const origins = (Object.values(resourcesOf(Template.fromStack(stacks.web), 'AWS::CloudFront::Distribution'))[0]!.Properties
      .DistributionConfig as { Origins: { DomainName: unknown; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[] }).Origins;
    const api = origins.filter((o) => JSON.stringify(o.DomainName).includes('execute-api'));
    expect(api).toHaveLength(2);
    for (const origin of api) {
      expect(origin.OriginCustomHeaders?.map((h) => h.HeaderName)).toEqual([ORIGIN_HEADER]);
      isTheSecret(origin.OriginCustomHeaders![0]!.HeaderValue);
    }
    for (const other of origins.filter((o) => !api.includes(o))) {
      expect(JSON.stringify(other.OriginCustomHeaders ?? [])).not.toContain(ORIGIN_HEADER);
    }
  });

  it('every route function requires it (ORIGIN_VERIFY, the same secret)', () => {
    const functions = stacks.routes.flatMap((stack) => Object.values(resourcesOf(Template.fromStack(stack), 'AWS::Lambda::Function'))).filter((fn) =>
      String(fn.Properties.Description ?? '').includes(' /api/'),
    );
    expect(functions).toHaveLength(routes.length);
    for (const fn of functions) isTheSecret((fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables.ORIGIN_VERIFY);
  });

  it('the WebSocket API\'s $connect authorizer requires it too (ORIGIN_VERIFY, the same secret)', () => {
    const authorizers = Object.values(resourcesOf(Template.fromStack(stacks.live), 'AWS::Lambda::Function')).filter((fn) =>
      String(fn.Properties.Description ?? '').includes('$connect authorizer'),
    );
    expect(authorizers).toHaveLength(1);
    isTheSecret((authorizers[0]!.Properties.Environment as { Variables: Record<string, unknown> }).Variables.ORIGIN_VERIFY);
  });
});
