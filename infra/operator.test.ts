// @vitest-environment node
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { DIGEST_EVERY_MINUTES } from '../functions/core/low-stock.js';
import { type Statement, asList, devApp } from './test-app.js';

/** The operator stack: scheduled jobs for the shop's staff. */

describe('operator stack', () => {
  it('operator: the low-stock digest job runs every DIGEST_EVERY_MINUTES, keeps only the low-stock partitions, lists the admins, no Scan', () => {
    const { stacks } = devApp();
    const operator = Template.fromStack(stacks.operator);
    operator.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: `rate(${DIGEST_EVERY_MINUTES} minutes)`,
      Target: Match.objectLike({ Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^LowStockDigests'), 'Arn'] } }),
    });
    const [jobId, job] = Object.entries(operator.findResources('AWS::Lambda::Function')).find(([, fn]) =>
      String((fn.Properties as { Description?: string }).Description).startsWith('low-stock-digests'),
    )!;
    expect(Object.keys((job.Properties as { Environment: { Variables: Record<string, unknown> } }).Environment.Variables)).toEqual(
      expect.arrayContaining(['TABLE_NAME', 'MAIL_FROM', 'SITE_URL', 'USER_POOL_ID']),
    );
    const roleId = (job.Properties as { Role: { 'Fn::GetAtt': [string, string] } }).Role['Fn::GetAtt'][0];
    const statements = Object.values(operator.findResources('AWS::IAM::Policy'))
      .filter((p) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
    const actions = statements.flatMap((st) => asList(st.Action));
    expect(actions, jobId).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'cognito-idp:ListUsersInGroup', 'ses:SendEmail']));
    expect(actions).not.toContain('dynamodb:Scan');
    const writes = statements.filter((st) => asList(st.Action).includes('dynamodb:UpdateItem'));
    expect(JSON.stringify(writes)).toContain('LOW_STOCK#*');
    expect(JSON.stringify(writes)).not.toContain('STORE');
  });
});
