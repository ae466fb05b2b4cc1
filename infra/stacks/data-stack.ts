import { CfnOutput, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AttributeType, Billing, ProjectionType, StreamViewType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { TABLE, TABLE_INDEXES } from '../../functions/data/table.js';
import { PROJECT, type Stage } from '../config.js';
import { PaymentSecrets } from '../constructs/payment-secrets.js';

export interface DataStackProps extends StackProps {
  stage: Stage;
  /** Subscribed to the alarm topic (the address must confirm the subscription). */
  alarmEmail?: string;
}

/**
 * What the other stacks stand on and the operator sets up once: the one table (kept when the
 * stack is deleted; its stream of keys feeds the catalog builder), the Stripe secrets (values put by the operator) and the alarm topic.
 * The image bucket lives in the web stack (see imagesBucketName in config.ts for why).
 */
export class DataStack extends Stack {
  readonly table: TableV2;
  readonly payments: PaymentSecrets;
  /** The value CloudFront sends the API and the API requires (functions/platform/origin.ts). */
  readonly originSecret: Secret;
  readonly alarmTopic: Topic;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const isProd = props.stage === 'prod';

    this.table = new TableV2(this, 'Table', {
      partitionKey: { name: TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE.sortKey, type: AttributeType.STRING },
      globalSecondaryIndexes: [
        ...TABLE_INDEXES.map((index) => ({
          indexName: index.name,
          partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
          sortKey: { name: index.sortKey, type: AttributeType.STRING },
          projectionType: ProjectionType.ALL,
        })),
      ],
      timeToLiveAttribute: TABLE.ttlAttribute,
      // Feeds the catalog builder (events stack), filtered there to the catalog version item. Keys
      // only: the builder reads the current version itself and never looks at record contents.
      dynamoStream: StreamViewType.KEYS_ONLY,
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: isProd,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.payments = new PaymentSecrets(this, 'Payments', {
      label: `QuickBasket ${props.stage}`,
      // A dev stack comes and goes; prod keeps the keys even if the stack is deleted by mistake.
      removalPolicy: isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    // Generated here, never typed by anyone; the web and routes stacks read it at deploy through
    // dynamic references, so the value is in neither the template nor cdk.out.
    this.originSecret = new Secret(this, 'OriginVerify', {
      description: `QuickBasket ${props.stage}: the header value CloudFront adds to API requests; the API refuses requests without it`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(this.originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'CloudFront and the API functions take the value at deploy time (dynamic references), so a rotation function could not reach them; rotating is a new value and a deploy of the web and routes stacks (docs/edge.md, "No way around it")',
    });

    this.alarmTopic = new Topic(this, 'Alarms', {
      displayName: `QuickBasket ${props.stage} alarms`,
      topicName: `${PROJECT}-${props.stage}-alarms`,
      enforceSSL: true,
    });
    if (props.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(props.alarmEmail));

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarmTopic.topicArn });
  }
}
