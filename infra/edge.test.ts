// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { afterAll, describe, expect, it } from 'vitest';
import { routes } from '../functions/api/routes.js';
import { buildApp } from './build-app.js';
import { REPO_ROOT } from './config.js';
import { AUTH_RATE_LIMIT, RATE_LIMITED_PATHS, TOO_MANY_ATTEMPTS_BODY, WAF_REGION } from './stacks/waf-stack.js';
import { distributionConfig } from './test-app.js';

/**
 * The edge: the web ACL (its own stack in us-east-1) and the context that turns it on. Templates
 * without bundling, as in test-app.ts. (Access logs, TLS and the origin header: edge-logs.test.ts.)
 */

const ENV = { account: '123456789012', region: 'ap-south-1' };
const PROD = { stage: 'prod', mailFrom: 'QuickBasket <no-reply@shop.example.com>' };

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
