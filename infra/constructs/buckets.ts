import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/** Every bucket of the app but the log bucket: no public access, no ACLs, encrypted, TLS 1.2+ only. */
export const PRIVATE_BUCKET = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
  encryption: BucketEncryption.S3_MANAGED,
  enforceSSL: true,
  minimumTLSVersion: 1.2,
} as const;

/**
 * How long CloudFront's and S3's access logs are kept: long enough to look into an incident or
 * abuse reported weeks later; they hold client IPs and URLs, so not for ever.
 */
export const ACCESS_LOG_DAYS = 90;

/** Where each log goes in the log bucket (the catalog bucket is the events stack's). */
export const LOG_PREFIXES = {
  cloudFront: 'cloudfront/',
  siteBucket: 's3/site/',
  imagesBucket: 's3/images/',
  catalogBucket: 's3/catalog/',
} as const;

/** CloudFront's standard logs and the buckets' server access logs, kept ACCESS_LOG_DAYS. */
export function logBucket(scope: Construct, id: string, { isProd }: { isProd: boolean }): Bucket {
  const bucket = new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    minimumTLSVersion: 1.2,
    // CloudFront's standard logs are written by its log delivery account under an ACL grant, so
    // this bucket must accept ACLs (the other buckets disable them). The bucket still owns every
    // object; S3's access logs arrive by the bucket policy instead (createDefaultLoggingPolicy).
    objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
    lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(ACCESS_LOG_DAYS) }],
    // Prod keeps its logs if the stack goes (they still expire); a dev stack takes them along.
    ...(isProd
      ? { removalPolicy: RemovalPolicy.RETAIN }
      : { removalPolicy: RemovalPolicy.DESTROY, autoDeleteObjects: true }),
  });
  Validations.of(bucket).acknowledge({
    id: 'AwsSolutions-S1',
    reason: 'This is the access-log bucket: logging its own access would write logs about writing logs',
  });
  return bucket;
}
