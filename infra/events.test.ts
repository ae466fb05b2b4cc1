// @vitest-environment node
import { App, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { HttpApi, type IHttpRouteAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { AttributeType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus } from 'aws-cdk-lib/aws-events';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { describe, expect, it } from 'vitest';
import { TABLE } from '../functions/data/table.js';
import { MAX_RECEIVES, RECONCILE_EVERY_MINUTES, RULES } from '../events/rules.js';
import { DEV_MAIL_FROM } from './config.js';
import { ApiRoute } from './constructs/api-route.js';
import { PaymentSecrets } from './constructs/payment-secrets.js';
import { ENV, cdkJsonContext, type Statement, asList, refId, deployedRoutes, actionsOf, envOf, synth, fake, devApp } from './test-app.js';

/** The events stack: the bus, its rules and queues, the consumers' grants; and what a route that publishes gets. */

describe('events stack', () => {
  it('events: the bus, one rule per contract of events/rules.ts into its own queue, each queue feeding its consumer and redriving to the DLQ, and a DLQ alarm', () => {
    const { events, routes: template } = synth({ context: { mailFrom: 'Shop <orders@mail.shop.example>' } });
    events.resourceCountIs('AWS::Events::EventBus', 1);
    events.resourceCountIs('AWS::Events::Rule', RULES.length);
    const queues = events.findResources('AWS::SQS::Queue');
    const dlq = Object.keys(queues).find((id) => id.startsWith('DeadLetters'))!;
    for (const rule of RULES) {
      const prefix = rule.name === 'checkout-finished' ? 'CheckoutFinishedQueue' : 'RefundSettledQueue';
      const queueId = Object.keys(queues).find((id) => id.startsWith(prefix));
      expect(queueId, `${rule.name}'s queue`).toBeDefined();
      // Redrive: a record that failed MAX_RECEIVES times waits in the DLQ; hidden 6× the consumer's timeout while worked on.
      expect(queues[queueId!]!.Properties).toMatchObject({
        RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [dlq, 'Arn'] }, maxReceiveCount: MAX_RECEIVES },
        VisibilityTimeout: 180,
      });
      events.hasResourceProperties('AWS::Events::Rule', {
        EventPattern: { source: [...rule.pattern.source], 'detail-type': [...rule.pattern['detail-type']] },
        Targets: [
          Match.objectLike({
            Arn: { 'Fn::GetAtt': [queueId, 'Arn'] },
            RetryPolicy: Match.objectLike({ MaximumRetryAttempts: 8 }),
            DeadLetterConfig: { Arn: { 'Fn::GetAtt': [dlq, 'Arn'] } },
          }),
        ],
      });
      events.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
        FunctionName: { Ref: Match.stringLikeRegexp(rule.target === 'consumers/finish-order' ? '^FinishOrder' : '^FinishRefund') },
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      });
    }
    // The reconciliation job: EventBridge Scheduler every few minutes, reading the Stripe secret and nothing else of it.
    events.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: `rate(${RECONCILE_EVERY_MINUTES} minutes)`,
      Target: Match.objectLike({ Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^ReconcilePayments'), 'Arn'] } }),
    });
    const reconciler = Object.values(events.findResources('AWS::Lambda::Function')).find((fn) =>
      String((fn.Properties as { Description?: string }).Description).startsWith('reconcile-payments'),
    );
    expect((reconciler!.Properties as { Environment: { Variables: Record<string, unknown> } }).Environment.Variables).toHaveProperty('STRIPE_SECRET_ARN');
    events.hasResourceProperties('AWS::Lambda::Function', { Runtime: 'nodejs24.x', Architectures: ['arm64'] });
    events.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 1,
    });
    // The consumers mail shoppers (order placed, refunded): SendEmail as the sender only, and the site's link.
    const consumers = Object.values(events.findResources('AWS::Lambda::Function')).filter((fn) => {
      const description = String((fn.Properties as { Description?: string }).Description);
      return description.includes(':') && !description.startsWith('build-catalog');
    });
    expect(consumers).toHaveLength(RULES.length + 1); // and the reconciliation job, which mails too
    for (const fn of consumers) {
      expect((fn.Properties as { Environment: { Variables: Record<string, unknown> } }).Environment.Variables).toMatchObject({
        MAIL_FROM: 'Shop <orders@mail.shop.example>',
        SITE_URL: expect.anything(),
      });
    }
    const statements = Object.values(events.findResources('AWS::IAM::Policy')).flatMap(
      (policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
    );
    const mail = statements.filter((st) => asList(st.Action).includes('ses:SendEmail'));
    expect(mail).toHaveLength(RULES.length + 1);
    for (const st of mail) expect(JSON.stringify(st.Resource)).toContain('identity/orders@mail.shop.example');
    // The webhook route may put events on that bus, and nothing else about events.
    const webhook = deployedRoutes(template).get('POST /api/order/webhook');
    const statement = webhook!.statements.find((st) => asList(st.Action).includes('events:PutEvents'));
    expect(statement, 'webhook PutEvents grant').toBeDefined();
    expect(JSON.stringify(statement!.Resource)).toContain('events');
  });


  it("events: the consumers get the repos' read and write actions on the table and its indexes, no Scan", () => {
    const { events } = devApp();
    const statements = Object.values(events.findResources('AWS::IAM::Policy'))
      // The catalog builder reads only (its own test below).
      .filter((policy) => !refId((policy.Properties.Roles as unknown[])[0]).startsWith('BuildCatalog'))
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
    const dynamo = statements.filter((st) => asList(st.Action).some((a) => a.startsWith('dynamodb:')));
    expect([...new Set(actionsOf(dynamo))].sort()).toEqual(
      ['dynamodb:BatchGetItem', 'dynamodb:ConditionCheckItem', 'dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
    );
    expect(JSON.stringify(dynamo.map((st) => st.Resource))).toContain(`/index/${TABLE.gsi1.name}`);
  });

  it('events: given a bus, PutEvents on that bus only, and EVENT_BUS_NAME', () => {
    const app = new App({ context: { ...cdkJsonContext, [BUNDLING_STACKS]: [] } });
    const stack = new Stack(app, 'Grants', { env: ENV });
    const table = new TableV2(stack, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } });
    const userPool = new UserPool(stack, 'Pool');
    const noAuthorizer: IHttpRouteAuthorizer = { bind: () => ({ authorizationType: 'NONE' }) };
    new ApiRoute(stack, 'Webhook', {
      route: fake(['events', 'payments'], { auth: 'public', handler: 'order/stripe-webhook' }),
      api: new HttpApi(stack, 'Api'),
      authorizer: noAuthorizer,
      logRemovalPolicy: RemovalPolicy.DESTROY,
      alarmTopic: new Topic(stack, 'Alarms'),
      resources: {
        table,
        imagesBucket: new Bucket(stack, 'Images'),
        imagesBucketName: 'images',
        userPool,
        userPoolClient: userPool.addClient('Client'),
        mailFrom: DEV_MAIL_FROM,
        payments: new PaymentSecrets(stack, 'Payments', { label: 'test', removalPolicy: RemovalPolicy.DESTROY }),
        siteUrl: 'https://shop.example.com',
        eventBus: new EventBus(stack, 'Bus'),
        originSecret: new Secret(stack, 'Origin'),
        catalogBucket: new Bucket(stack, 'Catalog'),
        catalogBucketName: 'catalog',
      },
    });
    const template = Template.fromStack(stack);
    const [route] = deployedRoutes(template).values();
    const events = route!.statements.find((s) => asList(s.Action).includes('events:PutEvents'))!;
    expect(events.Resource).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^Bus/), 'Arn'] });
    expect(envOf(route!.fn)).toMatchObject({ EVENT_BUS_NAME: { Ref: expect.stringMatching(/^Bus/) as string }, SITE_URL: 'https://shop.example.com' });
  });
});
