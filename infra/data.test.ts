// @vitest-environment node
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { TABLE } from '../functions/data/table.js';
import { ENV, type CfnResource, devApp } from './test-app.js';

/** The data stack: the table, the Stripe secret, the alarm topic. */

describe('data stack', () => {
  const { data } = devApp();

  it('defines the one table with the keys, GSIs and TTL of functions/data/table.ts, on demand, with PITR', () => {
    data.resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
    data.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [
        { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: TABLE.partitionKey, AttributeType: 'S' },
        { AttributeName: TABLE.sortKey, AttributeType: 'S' },
        { AttributeName: TABLE.gsi1.partitionKey, AttributeType: 'S' },
        { AttributeName: TABLE.gsi1.sortKey, AttributeType: 'S' },
        { AttributeName: TABLE.gsi2.partitionKey, AttributeType: 'S' },
        { AttributeName: TABLE.gsi2.sortKey, AttributeType: 'S' },
        { AttributeName: TABLE.gsi3.partitionKey, AttributeType: 'S' },
        { AttributeName: TABLE.gsi3.sortKey, AttributeType: 'S' },
      ]),
      GlobalSecondaryIndexes: [TABLE.gsi1, TABLE.gsi2, TABLE.gsi3].map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
      BillingMode: 'PAY_PER_REQUEST',
      Replicas: [
        Match.objectLike({
          Region: ENV.region,
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        }),
      ],
    });
  });

  it('keeps the table when the stack is deleted or the table replaced', () => {
    data.hasResource('AWS::DynamoDB::GlobalTable', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });

  it('creates the Stripe secret empty: no value, nothing generated', () => {
    const secrets = Object.values(data.findResources('AWS::SecretsManager::Secret') as Record<string, CfnResource>);
    const secret = secrets.find((s) => String(s.Properties.Description).includes('Stripe'))!;
    expect(secret.Properties).not.toHaveProperty('SecretString');
    expect(secret.Properties).not.toHaveProperty('GenerateSecretString');
    data.hasOutput('StripeSecretArn', {});
  });

  it('has the alarm topic (no subscription unless alarmEmail is given)', () => {
    data.resourceCountIs('AWS::SNS::Topic', 1);
    data.resourceCountIs('AWS::SNS::Subscription', 0);
    data.hasOutput('AlarmTopicArn', {});
  });

  it('creates no functions', () => {
    data.resourceCountIs('AWS::Lambda::Function', 0);
  });
});
