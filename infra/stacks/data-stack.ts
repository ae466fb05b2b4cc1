import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, ProjectionType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { TABLE } from '../../functions/data/table.js';
import type { Stage } from '../config.js';

export interface DataStackProps extends StackProps {
  stage: Stage;
  /** Origins allowed to POST presigned uploads straight to the image bucket. */
  siteOrigins: string[];
}

/** State: the one table and the image bucket. Both are kept when the stack is deleted. */
export class DataStack extends Stack {
  readonly table: TableV2;
  readonly imagesBucket: Bucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const isProd = props.stage === 'prod';

    this.table = new TableV2(this, 'Table', {
      partitionKey: { name: TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE.sortKey, type: AttributeType.STRING },
      globalSecondaryIndexes: [
        {
          indexName: TABLE.gsi1.name,
          partitionKey: { name: TABLE.gsi1.partitionKey, type: AttributeType.STRING },
          sortKey: { name: TABLE.gsi1.sortKey, type: AttributeType.STRING },
          projectionType: ProjectionType.ALL,
        },
      ],
      timeToLiveAttribute: TABLE.ttlAttribute,
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: isProd,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.imagesBucket = new Bucket(this, 'Images', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      // Browsers POST the presigned form straight to the bucket; reads go through CloudFront /media/*.
      cors: [
        {
          allowedMethods: [HttpMethods.POST],
          allowedOrigins: props.siteOrigins,
          allowedHeaders: ['*'],
          maxAge: Duration.hours(1).toSeconds(),
        },
      ],
      lifecycleRules: [{ id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'ImagesBucketName', { value: this.imagesBucket.bucketName });
  }
}
