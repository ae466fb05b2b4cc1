// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ENV, DEPLOYABLE, type Statement, resourcesOf, asList, devApp } from './test-app.js';

/** The whole app: its stacks, and what holds across every template (secrets, wildcards). Each stack has its own file. */

describe('the CDK app (dev stage, templates without bundling)', () => {
  const { stacks, data, auth, api, web, events, routes: routesTemplate } = devApp();
  const all = { data, auth, api, web, events, routes: routesTemplate };

  it('names the stacks by stage and concern, pinned to the given account and region', () => {
    const list = [stacks.data, stacks.auth, stacks.api, stacks.live, stacks.web, stacks.events, ...stacks.routes, stacks.dashboard];
    expect(list.map((s) => s.stackName)).toEqual([
      'quickbasket-dev-data',
      'quickbasket-dev-auth',
      'quickbasket-dev-api',
      'quickbasket-dev-live',
      'quickbasket-dev-web',
      'quickbasket-dev-events',
      'quickbasket-dev-routes-account',
      'quickbasket-dev-routes-catalog',
      'quickbasket-dev-routes-orders',
      'quickbasket-dev-routes-stores',
      'quickbasket-dev-dashboard',
    ]);
    for (const stack of list) {
      expect(stack.account).toBe(ENV.account);
      expect(stack.region).toBe(ENV.region);
      expect(stack.terminationProtection).toBe(false);
    }
  });

  it('has no secret values anywhere in the templates', () => {
    for (const [name, template] of Object.entries(all)) {
      const json = JSON.stringify(template.toJSON());
      for (const marker of ['sk_live', 'sk_test', 'whsec_', 'rk_live', 'rk_test']) expect(json, name).not.toContain(marker);
    }
  });

  it('grants no wildcard action, and no wildcard resource for data actions (DynamoDB, S3, Secrets Manager, SES)', () => {
    const statements = Object.values(all).flatMap((template) =>
      Object.values(resourcesOf(template, 'AWS::IAM::Policy')).flatMap(
        (p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
      ),
    );
    expect(statements.length).toBeGreaterThan(DEPLOYABLE.length);
    for (const statement of statements) {
      const actions = asList(statement.Action);
      expect(actions).not.toContain('*');
      for (const action of actions) expect(action.endsWith(':*'), action).toBe(false);
      if (actions.some((a) => /^(dynamodb|s3|secretsmanager|ses|cognito-idp):/.test(a))) {
        for (const resource of asList(statement.Resource)) expect(resource, JSON.stringify(actions)).not.toBe('*');
      }
      // What takes no resource: X-Ray's trace calls, and CDK's site deployment's CloudFront
      // invalidation (each function role's Resource::* is acknowledged for cdk-nag on that ground).
      if (asList(statement.Resource).includes('*')) {
        expect(actions.filter((a) => !/^(xray:Put|cloudfront:(Create|Get)Invalidation$)/.test(a)), JSON.stringify(actions)).toEqual([]);
      }
    }
  });
});
