// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { afterAll, describe, expect, it } from 'vitest';
import { routes } from '../functions/api/routes.js';
import { ORIGIN_HEADER } from '../functions/platform/origin.js';
import { buildApp } from './build-app.js';
import { REPO_ROOT } from './config.js';
import { AUTH_RATE_LIMIT, RATE_LIMITED_PATHS, TOO_MANY_ATTEMPTS_BODY, WAF_REGION } from './stacks/waf-stack.js';
import { ACCESS_LOG_DAYS, LOG_PREFIXES } from './constructs/buckets.js';

/**
 * The edge: the web ACL (its own stack in us-east-1), CloudFront's and S3's access logs, and TLS
 * with a custom domain. Templates without bundling, as in test-app.ts.
 */

const ENV = { account: '123456789012', region: 'ap-south-1' };
const PROD = { stage: 'prod', mailFrom: 'QuickBasket <no-reply@shop.example.com>' };
const CUSTOM_DOMAIN = {
  domainName: 'shop.example.com',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abcd-1234',
};

const cdkJsonContext = (JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: object })
  .context;

const SITE_DIR = (() => {
  const dir = mkdtempSync(path.join(tmpdir(), 'qb-edge-site-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/index.js"></script>');
  writeFileSync(path.join(dir, 'assets', 'index.js'), 'console.log("site")');
  return dir;
})();
afterAll(() => rmSync(SITE_DIR, { recursive: true, force: true }));

function synth(context: Record<string, unknown> = {}) {
  const app = new App({
    builtinCloudFormationValidation: false,
    context: { ...cdkJsonContext, [BUNDLING_STACKS]: [], ...context },
  });
  const stacks = buildApp(app, { env: ENV, routes: [], siteDir: SITE_DIR });
  return {
    app,
    stacks,
    web: Template.fromStack(stacks.web),
    events: Template.fromStack(stacks.events),
    waf: stacks.waf && Template.fromStack(stacks.waf),
  };
}

interface CfnResource {
  Type: string;
  Properties: Record<string, unknown>;
}
const resourcesOf = (template: Template, type: string) => template.findResources(type) as Record<string, CfnResource>;
const distributionConfig = (web: Template) => {
  const all = Object.values(resourcesOf(web, 'AWS::CloudFront::Distribution'));
  expect(all).toHaveLength(1);
  return all[0]!.Properties.DistributionConfig as Record<string, unknown>;
};
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

interface ByteMatch {
  ByteMatchStatement: {
    FieldToMatch: unknown;
    PositionalConstraint: string;
    SearchString: string;
    TextTransformations: { Priority: number; Type: string }[];
  };
}
interface WafRule {
  Name: string;
  Priority: number;
  Action?: unknown;
  OverrideAction?: unknown;
  Statement: {
    RateBasedStatement?: {
      Limit: number;
      EvaluationWindowSec: number;
      AggregateKeyType: string;
      ScopeDownStatement: { OrStatement: { Statements: ByteMatch[] } };
    };
    ManagedRuleGroupStatement?: { VendorName: string; Name: string; RuleActionOverrides?: unknown[] };
  };
  VisibilityConfig: { CloudWatchMetricsEnabled: boolean; SampledRequestsEnabled: boolean; MetricName: string };
}

describe('the web ACL (prod, on by default)', () => {
  const { app, stacks, web, waf } = synth(PROD);
  const acl = (() => {
    const all = Object.values(resourcesOf(waf!, 'AWS::WAFv2::WebACL'));
    expect(all).toHaveLength(1);
    return all[0]!.Properties as { Scope: string; DefaultAction: unknown; Rules: WafRule[]; VisibilityConfig: unknown; CustomResponseBodies: unknown };
  })();
  const rule = (name: string) => acl.Rules.find((r) => r.Name === name)!;

  it('is its own stack in us-east-1, same account, with a CLOUDFRONT-scoped ACL that allows by default', () => {
    expect(stacks.waf!.stackName).toBe('quickbasket-prod-waf');
    expect(stacks.waf!.region).toBe(WAF_REGION);
    expect(stacks.waf!.account).toBe(ENV.account);
    expect(stacks.waf!.terminationProtection).toBe(true);
    expect(acl.Scope).toBe('CLOUDFRONT');
    expect(acl.DefaultAction).toEqual({ Allow: {} });
    expect(acl.Rules.map((r) => r.Name)).toEqual(['auth-rate-limit', 'aws-common-rules']);
  });

  it('limits each IP to 100 requests per 5 minutes over the five sign-in and recovery paths, answering 429 in the API error shape', () => {
    const limit = rule('auth-rate-limit');
    expect(AUTH_RATE_LIMIT).toEqual({ requests: 100, windowSeconds: 300 });
    expect(limit.Statement.RateBasedStatement).toMatchObject({ Limit: 100, EvaluationWindowSec: 300, AggregateKeyType: 'IP' });
    const matches = limit.Statement.RateBasedStatement!.ScopeDownStatement.OrStatement.Statements;
    expect(matches.map((m) => m.ByteMatchStatement.SearchString)).toEqual([
      '/api/user/login',
      '/api/user/register',
      '/api/user/forgot-password',
      '/api/user/verify-forgot-password-otp',
      '/api/user/reset-password',
    ]);
    for (const { ByteMatchStatement: match } of matches) {
      expect(match.FieldToMatch).toEqual({ UriPath: {} });
      expect(match.PositionalConstraint).toBe('STARTS_WITH');
      expect(match.TextTransformations.map((t) => t.Type)).toEqual(['URL_DECODE', 'LOWERCASE']);
    }
    expect(limit.Action).toEqual({
      Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'too-many-attempts' } },
    });
    expect(acl.CustomResponseBodies).toEqual({
      'too-many-attempts': { ContentType: 'APPLICATION_JSON', Content: TOO_MANY_ATTEMPTS_BODY },
    });
    expect(JSON.parse(TOO_MANY_ATTEMPTS_BODY)).toEqual({ success: false, error: true, message: expect.stringMatching(/try again/) });
  });

  it('rate-limits exactly the manifest routes that take a password or a mailed code, and no other route shares their prefixes', () => {
    for (const limited of RATE_LIMITED_PATHS) expect(routes.map((r) => r.path)).toContain(limited);
    const prefixed = routes.filter((r) => RATE_LIMITED_PATHS.some((p) => r.path.toLowerCase().startsWith(p))).map((r) => r.path);
    expect(new Set(prefixed)).toEqual(new Set(RATE_LIMITED_PATHS));
  });

  it('runs the AWS common rule set with its 8 KB body rule counting only (the API takes bodies up to 64 KB)', () => {
    const common = rule('aws-common-rules');
    expect(common.OverrideAction).toEqual({ None: {} });
    expect(common.Statement.ManagedRuleGroupStatement).toEqual({
      VendorName: 'AWS',
      Name: 'AWSManagedRulesCommonRuleSet',
      RuleActionOverrides: [{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }],
    });
  });

  it('publishes metrics and samples for the ACL and each rule, under distinct names', () => {
    const configs = [acl.VisibilityConfig, ...acl.Rules.map((r) => r.VisibilityConfig)] as WafRule['VisibilityConfig'][];
    for (const config of configs) expect(config).toMatchObject({ CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true });
    expect(new Set(configs.map((c) => c.MetricName)).size).toBe(configs.length);
  });

  it("associates the ACL with the distribution: its ARN read from the us-east-1 stack's output", () => {
    const webAclId = distributionConfig(web).WebACLId as { 'Fn::GetStackOutput': Record<string, string> };
    expect(webAclId['Fn::GetStackOutput']).toMatchObject({ StackName: 'quickbasket-prod-waf', Region: WAF_REGION });
    const output = webAclId['Fn::GetStackOutput'].OutputName!;
    const aclId = Object.keys(resourcesOf(waf!, 'AWS::WAFv2::WebACL'))[0];
    expect((waf!.toJSON() as { Outputs: Record<string, { Value: unknown }> }).Outputs[output]?.Value).toEqual({
      'Fn::GetAtt': [aclId, 'Arn'],
    });
    // The web stack deploys after the ACL exists.
    expect(stacks.web.dependencies).toContain(stacks.waf);
    // The whole app, both regions, synthesizes (as `cdk synth` does).
    expect(app.synth().stacks.map((s) => s.stackName)).toContain('quickbasket-prod-waf');
  });
});

describe('context waf', () => {
  it('-c waf=false in prod: no ACL stack and no WebACLId', () => {
    const { stacks, web } = synth({ ...PROD, waf: 'false' });
    expect(stacks.waf).toBeUndefined();
    expect(distributionConfig(web)).not.toHaveProperty('WebACLId');
  });

  it('dev: off by default, on with -c waf=true; anything else is refused', () => {
    const dev = synth();
    expect(dev.stacks.waf).toBeUndefined();
    expect(distributionConfig(dev.web)).not.toHaveProperty('WebACLId');
    const on = synth({ waf: 'true' });
    expect(on.stacks.waf!.stackName).toBe('quickbasket-dev-waf');
    expect(distributionConfig(on.web)).toHaveProperty('WebACLId');
    expect(() => synth({ waf: 'yes' })).toThrow(/Context "waf" must be true or false/);
  });
});

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
