// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './build-app.js';
import { REPO_ROOT } from './config.js';
import { controlTowerValidator, DISABLED_CONTROL_TOWER_RULES } from './control-tower.js';

/**
 * AWS Control Tower's proactive rules over the prod stage, as app.ts runs them on `npm run synth`:
 * the validator (cfn-guard, all rules but the disabled ones) reports nothing. It runs the cfn-guard
 * binary over every template, about a minute and a half here, hence the long timeout.
 *   npx vitest run --project infra infra/control-tower.test.ts
 */

const ENV = { account: '123456789012', region: 'ap-south-1' };
const PROD = { stage: 'prod', mailFrom: 'QuickBasket <no-reply@shop.example.com>' };
const GUARD_TIMEOUT = 300_000;

const cdkJsonContext = (JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: object }).context;
const WORK = mkdtempSync(path.join(tmpdir(), 'qb-control-tower-'));
afterAll(() => rmSync(WORK, { recursive: true, force: true }));

/** Synthesizes into its own directory (templates only, no bundling): the app and its template paths. */
function synthTemplates(name: string, build: (app: App) => void): { appConstruct: App; templatePaths: string[] } {
  const outdir = path.join(WORK, name);
  const app = new App({ outdir, builtinCloudFormationValidation: false, context: { ...cdkJsonContext, [BUNDLING_STACKS]: [], ...PROD } });
  build(app);
  app.synth();
  const templatePaths = readdirSync(outdir).filter((f) => f.endsWith('.template.json')).map((f) => path.join(outdir, f));
  return { appConstruct: app, templatePaths };
}

/** One line per rule and resource, so a failure says what and where. */
function findings(synthesized: { appConstruct: App; templatePaths: string[] }): string[] {
  // validate() is what the app's validation plugins get after synthesis (app.ts: Validations.of(app).addPlugins).
  const report = controlTowerValidator().validate(synthesized);
  return report.violations
    .flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} ${path.basename(r.templatePath)} ${r.resourceLogicalId}`))
    .sort();
}

describe('AWS Control Tower proactive rules (cdk-validator-cfnguard)', () => {
  it('reports nothing on the prod stage', () => {
    const siteDir = path.join(WORK, 'site');
    mkdirSync(path.join(siteDir, 'assets'), { recursive: true });
    writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html>');
    const templates = synthTemplates('prod', (app) => buildApp(app, { env: ENV, siteDir }));
    expect(findings(templates)).toEqual([]);
  }, GUARD_TIMEOUT);

  it('reports a resource that breaks a rule left on (a table without point-in-time recovery)', () => {
    const templates = synthTemplates('bad', (app) => {
      new Table(new Stack(app, 'Extra', { env: ENV }), 'Unrecoverable', { partitionKey: { name: 'pk', type: AttributeType.STRING } });
    });
    expect(findings(templates)).toContainEqual(expect.stringMatching(/^dynamodb_table_pitr_enabled_check Extra\.template\.json Unrecoverable/));
  }, GUARD_TIMEOUT);

  it('gives every disabled rule a reason, and names only rules the package has', () => {
    const rulesDir = path.join(REPO_ROOT, 'node_modules/@cdklabs/cdk-validator-cfnguard/rules/control-tower/cfn-guard');
    const known = readdirSync(rulesDir, { recursive: true }).map((f) => path.basename(String(f), '.guard'));
    for (const { rule, reason } of DISABLED_CONTROL_TOWER_RULES) {
      expect(known, rule).toContain(rule);
      expect(reason.length, rule).toBeGreaterThan(20);
    }
  });
});
