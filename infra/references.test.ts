// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { afterAll, describe, expect, it } from 'vitest';
import { routes } from '../functions/api/routes.js';
import { buildApp } from './build-app.js';
import { REPO_ROOT } from './config.js';

/**
 * How the stacks read each other's values. AWS gets cdk.json's weak references
 * (Fn::GetStackOutput); `-c crossStackReferences=strong` gives emulators that cannot resolve
 * Fn::GetStackOutput (LocalStack, moto) Exports and Fn::ImportValue instead (docs/local.md).
 */

const ENV = { account: '123456789012', region: 'ap-south-1' };
const PROD = { stage: 'prod', mailFrom: 'QuickBasket <no-reply@shop.example.com>' };

const cdkJsonContext = (JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: object })
  .context;

const SITE_DIR = (() => {
  const dir = mkdtempSync(path.join(tmpdir(), 'qb-refs-site-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/index.js"></script>');
  writeFileSync(path.join(dir, 'assets', 'index.js'), 'console.log("site")');
  return dir;
})();
afterAll(() => rmSync(SITE_DIR, { recursive: true, force: true }));

interface Template {
  Resources: Record<string, { Type: string }>;
  Outputs?: Record<string, { Export?: { Name: string } }>;
}
interface StackTemplate {
  name: string;
  template: Template;
  /** Every occurrence of an intrinsic function's key in the template. */
  count: (fn: string) => number;
}

/** Every stack of the app, synthesized (every route unless told; no bundling). */
function synth(context: Record<string, unknown>, routeList = routes): StackTemplate[] {
  const app = new App({
    builtinCloudFormationValidation: false,
    context: { ...cdkJsonContext, [BUNDLING_STACKS]: [], ...context },
  });
  buildApp(app, { env: ENV, routes: routeList, siteDir: SITE_DIR });
  return app.synth().stacks.map((stack) => {
    const json = JSON.stringify(stack.template);
    return {
      name: stack.stackName,
      template: stack.template as Template,
      count: (fn: string) => json.split(`"${fn}"`).length - 1,
    };
  });
}

const total = (stacks: StackTemplate[], fn: string) => stacks.reduce((sum, stack) => sum + stack.count(fn), 0);
const exportNames = (stacks: StackTemplate[]) =>
  stacks.flatMap((stack) => Object.values(stack.template.Outputs ?? {}).flatMap((output) => (output.Export ? [output.Export.Name] : [])));

describe('cross-stack references', () => {
  const weak = synth({});
  const strong = synth({ crossStackReferences: 'strong' });

  it('are weak by default (cdk.json): Fn::GetStackOutput, no Export, no Fn::ImportValue', () => {
    expect(total(weak, 'Fn::GetStackOutput')).toBeGreaterThan(0);
    for (const concern of ['auth', 'api', 'web', 'events', 'routes-account', 'routes-catalog', 'routes-orders', 'routes-stores', 'dashboard']) {
      expect(weak.find((stack) => stack.name === `quickbasket-dev-${concern}`)!.count('Fn::GetStackOutput')).toBeGreaterThan(0);
    }
    expect(total(weak, 'Fn::ImportValue')).toBe(0);
    expect(exportNames(weak)).toEqual([]);
  });

  it('with -c crossStackReferences=strong: no Fn::GetStackOutput, each read an import of an export', () => {
    expect(total(strong, 'Fn::GetStackOutput')).toBe(0);
    // The same reads, stack by stack, only through the other mechanism.
    for (const stack of weak) {
      expect(strong.find((s) => s.name === stack.name)!.count('Fn::ImportValue'), stack.name).toBe(stack.count('Fn::GetStackOutput'));
    }
    const exported = new Set(exportNames(strong));
    expect(exported.size).toBeGreaterThan(0);
    const imported = new Set(strong.flatMap((stack) => [...JSON.stringify(stack.template).matchAll(/"Fn::ImportValue":"([^"]+)"/g)].map((m) => m[1])));
    expect([...imported].filter((name) => !exported.has(name!))).toEqual([]);
  });

  it('leaves the resources as they were: only the way values travel changes', () => {
    const types = (stacks: StackTemplate[]) =>
      Object.fromEntries(stacks.map((stack) => [stack.name, Object.values(stack.template.Resources).map((r) => r.Type).sort()]));
    expect(types(strong)).toEqual(types(weak));
  });

  it('strong across regions too (prod with the WAF in us-east-1): CDK\'s export writer and reader', () => {
    const prod = synth({ ...PROD, crossStackReferences: 'strong' }, routes.slice(0, 1));
    expect(total(prod, 'Fn::GetStackOutput')).toBe(0);
    const typesOf = (name: string) => Object.values(prod.find((stack) => stack.name === name)!.template.Resources).map((r) => r.Type);
    expect(typesOf('quickbasket-prod-waf')).toContain('Custom::CrossRegionExportWriter');
    expect(typesOf('quickbasket-prod-web')).toContain('Custom::CrossRegionExportReader');
  });

  it('takes weak or strong only', () => {
    expect(() => synth({ crossStackReferences: 'both' }, [])).toThrow(/crossStackReferences.*weak, strong/);
    expect(total(synth({ crossStackReferences: 'weak' }, []), 'Fn::ImportValue')).toBe(0);
  });
});
