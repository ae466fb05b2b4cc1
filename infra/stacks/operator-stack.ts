import { Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { DIGEST_EVERY_MINUTES } from '../../functions/core/low-stock.js';
import { EXPIRY_EVERY_MINUTES } from '../../functions/core/stock-batches.js';
import { keys, ORDER_KEY_PREFIXES, STOCK_KEY_PREFIXES } from '../../functions/data/keys.js';
import type { WorkerFile } from '../../functions/workers.js';
import type { Stage } from '../config.js';
import { sesIdentityArns } from '../constructs/grants.js';
import type { AppFunction } from '../constructs/app-function.js';
import { deadLetterQueue } from '../constructs/dead-letters.js';
import { grantTableItems } from '../constructs/table-access.js';
import { addTableStreamSource } from '../constructs/table-stream-source.js';
import { acknowledgeWildcard } from '../nag.js';
import { workerFunction } from '../constructs/worker-function.js';

export interface OperatorStackProps extends StackProps {
  stage: Stage;
  table: ITableV2;
  alarmTopic: ITopic;
  /** The admins (its ADMIN group) hear about low stock. */
  userPool: IUserPool;
  /** platform/cognito.ts reads its id at import. */
  userPoolClient: IUserPoolClient;
  mailFrom: string;
  siteUrl: string;
}

/** The Cognito commands a non-route function sends (infra/route-grants.test.ts holds them to its bundle). */
export const OPERATOR_USER_POOL_ACTIONS = {
  'consumers/low-stock': ['cognito-idp:ListUsersInGroup'],
  'jobs/low-stock-digests': ['cognito-idp:ListUsersInGroup'],
} as const;

const READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
/** A partition key pattern of keys.ts: the part before the id, then anything. */
const under = (pk: string) => `${pk}*`;

/**
 * The operator's side, two consumers of the table's stream (keys only), each filtered
 * to its own items, each retried and then dead-lettered:
 *
 * - report-orders (order items): keeps the dashboard's figures per store and day (services/reports/report.ts);
 *   reads orders, their claims, stores and its own items, writes only the report partitions;
 * - low-stock (store stock items): records what is low and mails the admins once a day per
 *   product (services/stores/low-stock-alerts.ts); reads stock, products and stores, writes only the low-stock
 *   partitions, lists the ADMIN group, sends as the store's sender.
 *
 * And the low-stock digest job, run by EventBridge Scheduler every DIGEST_EVERY_MINUTES: mails the
 * alerts that waited because their store had a digest too recently (services/stores/low-stock-digest.ts);
 * reads the stores and the low-stock partitions, writes only those, lists the ADMIN group.
 */
export class OperatorStack extends Stack {
  readonly deadLetters: Queue;
  readonly reportOrders: AppFunction;
  readonly lowStock: AppFunction;
  readonly lowStockDigests: AppFunction;
  readonly expireBatches: AppFunction;

  constructor(scope: Construct, id: string, props: OperatorStackProps) {
    super(scope, id, props);
    const removalPolicy = props.stage === 'prod' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    this.deadLetters = deadLetterQueue(this, 'DeadLetters', {
      removalPolicy,
      alarmTopic: props.alarmTopic,
      alarm: {
        id: 'OperatorDeadLetters',
        description: 'Dashboard figures or low-stock checks failed their retries: look at the report-orders / low-stock logs, then run npm run backfill (figures) or save the stock again (alerts)',
      },
      fedBy: 'on-failure',
      reason: 'This is a dead-letter queue: the on-failure destination of the two consumers\' event source mappings; what lands here waits for the operator (the OperatorDeadLetters alarm)',
    });
    const fn = (entry: WorkerFile) => workerFunction(this, entry, { removalPolicy, alarmTopic: props.alarmTopic });
    const stores = keys.allStores().pk;

    this.reportOrders = fn('consumers/report-orders.ts');
    this.reportOrders.fn.addEnvironment('TABLE_NAME', props.table.tableName);
    const reportPartitions = [under(keys.reportFigures('', '').pk), under(keys.reportApplied('').pk)];
    // An order's claims count in its figures (read with the order).
    grantTableItems(props.table, this.reportOrders.fn, READ, [under(ORDER_KEY_PREFIXES.pk), under(keys.orderClaims('').pk), stores, ...reportPartitions]);
    grantTableItems(props.table, this.reportOrders.fn, ['dynamodb:PutItem', 'dynamodb:UpdateItem'], reportPartitions);
    addTableStreamSource(this.reportOrders.fn, props.table, 'consumers/report-orders.ts', {
      deadLetters: this.deadLetters,
    });

    this.lowStock = fn('consumers/low-stock.ts');
    const lowPartitions = [under(keys.lowStockNow('', '').pk)];
    /** Both mail the admins about low stock and keep the low-stock partitions (alerts, pending digest, its slot). */
    const mailsLowStock = (app: AppFunction, name: keyof typeof OPERATOR_USER_POOL_ACTIONS) => {
      app.fn.addEnvironment('TABLE_NAME', props.table.tableName);
      app.fn.addEnvironment('MAIL_FROM', props.mailFrom);
      app.fn.addEnvironment('SITE_URL', props.siteUrl);
      app.fn.addEnvironment('USER_POOL_ID', props.userPool.userPoolId);
      app.fn.addEnvironment('USER_POOL_CLIENT_ID', props.userPoolClient.userPoolClientId);
      grantTableItems(props.table, app.fn, ['dynamodb:PutItem', 'dynamodb:DeleteItem', 'dynamodb:UpdateItem'], lowPartitions);
      app.fn.addToRolePolicy(new PolicyStatement({ actions: [...OPERATOR_USER_POOL_ACTIONS[name]], resources: [props.userPool.userPoolArn] }));
      app.fn.addToRolePolicy(new PolicyStatement({ actions: ['ses:SendEmail'], resources: sesIdentityArns(this, props.mailFrom) }));
    };
    mailsLowStock(this.lowStock, 'consumers/low-stock');
    grantTableItems(props.table, this.lowStock.fn, READ, [under(STOCK_KEY_PREFIXES.pk), under(keys.product('').pk), stores, ...lowPartitions]);
    addTableStreamSource(this.lowStock.fn, props.table, 'consumers/low-stock.ts', {
      deadLetters: this.deadLetters,
    });

    this.lowStockDigests = fn('jobs/low-stock-digests.ts');
    mailsLowStock(this.lowStockDigests, 'jobs/low-stock-digests');
    grantTableItems(props.table, this.lowStockDigests.fn, READ, [stores, ...lowPartitions]);
    new Schedule(this, 'LowStockDigestSchedule', {
      description: 'Low-stock alerts that waited for their store\'s next digest are mailed to the admins',
      schedule: ScheduleExpression.rate(Duration.minutes(DIGEST_EVERY_MINUTES)),
      target: new LambdaInvoke(this.lowStockDigests.fn, { retryAttempts: 0 }),
    });
    Validations.of(this.lowStockDigests.fn).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason: `A failed run is not replayed: its alerts stay pending, the next run ${DIGEST_EVERY_MINUTES} minutes later sends them, and the error alarm tells the operator`,
    });
    // The schedule's role (made by LambdaInvoke): grantInvoke adds the function's versions and aliases.
    acknowledgeWildcard(
      this,
      `Resource::<${this.getLogicalId(this.lowStockDigests.fn.node.defaultChild as CfnFunction)}.Arn>:*`,
      'lambda:InvokeFunction on the low-stock digest function\'s own versions and aliases (CDK\'s grantInvoke), for the schedule\'s role only',
    );

    // The expiry job: reads the stores, a store's batches and a product's stock and name; each
    // write-off is one transaction over the product's stock item, its batches and the write-off.
    this.expireBatches = fn('jobs/expire-batches.ts');
    this.expireBatches.fn.addEnvironment('TABLE_NAME', props.table.tableName);
    const batchPartitions = [under(STOCK_KEY_PREFIXES.pk), under(keys.storeBatches('').pk), under(keys.writeOffs('').pk)];
    grantTableItems(props.table, this.expireBatches.fn, READ, [stores, under(keys.product('').pk), ...batchPartitions]);
    grantTableItems(props.table, this.expireBatches.fn, ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:ConditionCheckItem'], batchPartitions);
    new Schedule(this, 'ExpireBatchesSchedule', {
      description: 'Stock batches past their last day are written off at their store\'s midnight',
      schedule: ScheduleExpression.rate(Duration.minutes(EXPIRY_EVERY_MINUTES)),
      target: new LambdaInvoke(this.expireBatches.fn, { retryAttempts: 0 }),
    });
    Validations.of(this.expireBatches.fn).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason: `A failed run is not replayed: its batches stay, the next run ${EXPIRY_EVERY_MINUTES} minutes later writes them off, and the error alarm tells the operator`,
    });
    acknowledgeWildcard(
      this,
      `Resource::<${this.getLogicalId(this.expireBatches.fn.node.defaultChild as CfnFunction)}.Arn>:*`,
      'lambda:InvokeFunction on the expiry job\'s own versions and aliases (CDK\'s grantInvoke), for the schedule\'s role only',
    );

  }
}
