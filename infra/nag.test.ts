// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { afterAll, describe, expect, it } from 'vitest';
import { routes as manifestRoutes, type RouteEntry } from '../functions/api/routes.js';
import { buildApp } from './build-app.js';
import { REPO_ROOT } from './config.js';
import { type NagFinding, nagFindings } from './nag.js';

/**
 * AWS's own rule packs (cdk-nag AwsSolutions and Serverless) over the prod stage: every finding is
 * fixed or acknowledged, with its reason, at the construct it concerns. To see what is left:
 *   npx vitest run --project infra infra/nag.test.ts
 */

const ENV = { account: '123456789012', region: 'ap-south-1' };
const PROD = { stage: 'prod', mailFrom: 'QuickBasket <no-reply@shop.example.com>' };
const CUSTOM_DOMAIN = { domainName: 'shop.example.com', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abcd-1234' };

const cdkJsonContext = (JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: object }).context;

/** A stand-in for frontend/dist (the web stack deploys it). */
const SITE_DIR = (() => {
  const dir = mkdtempSync(path.join(tmpdir(), 'qb-nag-site-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/index-abc123.js"></script>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("site")');
  return dir;
})();
afterAll(() => rmSync(SITE_DIR, { recursive: true, force: true }));

/** The whole app as `cdk synth -c stage=prod` builds it (without bundling the handlers: templates only). */
function synthProd(context: Record<string, unknown> = {}, routes: readonly RouteEntry[] = manifestRoutes, extra?: (app: App) => void): App {
  const app = new App({
    builtinCloudFormationValidation: false,
    context: { ...cdkJsonContext, [BUNDLING_STACKS]: [], ...PROD, ...context },
  });
  buildApp(app, { env: ENV, routes, siteDir: SITE_DIR });
  extra?.(app);
  app.synth();
  return app;
}

/** One line per finding, grouped by rule, so a failure says what and where. */
function describeFindings(findings: NagFinding[]): string {
  return findings.map((f) => `${f.severity} ${f.rule} at ${f.path}`).sort().join('\n');
}

describe('cdk-nag (AwsSolutions and Serverless)', () => {
  it('leaves no finding, error or warning, unacknowledged on the prod stage', () => {
    const findings = nagFindings(synthProd());
    expect(describeFindings(findings)).toBe('');
  });

  it('leaves none on the prod stage with a custom domain either', () => {
    const findings = nagFindings(synthProd(CUSTOM_DOMAIN));
    expect(describeFindings(findings)).toBe('');
  });

  it('leaves none on the dev stage (app.ts runs the packs on every synth, dev is the default)', () => {
    const findings = nagFindings(synthProd({ stage: 'dev', mailFrom: undefined }));
    expect(describeFindings(findings)).toBe('');
  });

  it('reports what is neither fixed nor acknowledged, with its rule and path', () => {
    const app = synthProd({}, manifestRoutes, (scope) => new Bucket(new Stack(scope, 'Extra', { env: ENV }), 'Unlogged'));
    const findings = nagFindings(app).filter((f) => f.path.startsWith('Extra/'));
    expect(findings).toContainEqual({ pack: 'AwsSolutions', rule: 'AwsSolutions-S1', severity: 'error', path: 'Extra/Unlogged/Resource' });
    expect(findings).toContainEqual(expect.objectContaining({ rule: 'AwsSolutions-S10', path: 'Extra/Unlogged/Resource' }));
  });

  it('asks for a reason before a route goes public', () => {
    const route: RouteEntry = { method: 'POST', path: '/api/order/create', handler: 'order/cash-on-delivery', auth: 'public', data: 'read-write' };
    expect(() => synthProd({}, [route])).toThrow(/is public: say why/);
  });
});
