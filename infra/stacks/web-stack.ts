import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi, IWebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Bucket, type CfnBucket, HttpMethods } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { UPLOAD_PURPOSES } from '../../functions/core/uploads.js';
import { JOB_FILE_DAYS, JOB_FILE_PREFIXES } from '../../functions/data/objects.js';
import { workersOf } from '../../functions/workers.js';
import type { CustomDomain, Stage } from '../config.js';
import { LOG_PREFIXES, logBucket, PRIVATE_BUCKET } from '../constructs/buckets.js';
import { bucketUploadOrigins, cognitoOrigin, inlineScriptHashes } from '../constructs/csp.js';
import { objectJobQueueArn } from '../constructs/object-job.js';
import { deploySite } from '../constructs/site-deployment.js';
import { siteDistribution } from '../constructs/site-distribution.js';

export interface WebStackProps extends StackProps {
  stage: Stage;
  api: IHttpApi;
  /** The WebSocket API of live orders (live stack), reached on /ws. */
  liveApi: IWebSocketApi;
  /** Sent to the API as ORIGIN_HEADER on every request (functions/platform/origin.ts): the API refuses requests without it. */
  originSecret: ISecret;
  /** Fixed name (config.ts imagesBucketName), see the class comment. */
  imagesBucketName: string;
  /** Browser origins allowed to upload besides the site itself (the local gateway in dev). */
  extraOrigins: string[];
  customDomain?: CustomDomain;
  /** The built site (`npm run build:web`). */
  siteDir: string;
  /** Written to /config.json for the site: the values are the auth stack's outputs. */
  siteConfig: { userPoolId: string; userPoolClientId: string; region: string };
  /** The WAF stack's web ACL (us-east-1), when context `waf` is on. */
  webAclArn?: string;
  /** Notify the object jobs' queues (import stack, constructs/object-job.ts), by their ARN strings, of the objects under their prefixes. */
  objectJobs?: boolean;
}

/**
 * What the browser talks to: one CloudFront distribution in front of the built React app (S3),
 * the HTTP API (/api/*), the WebSocket API of live orders (/ws) and the uploaded images (/media/*), so the site never goes cross-origin
 * except for uploads, which the browser PUTs straight to the image bucket.
 *
 * The image bucket lives here, not in the data stack, because its CORS names the distribution's
 * domain and its policy the distribution's ARN (OAC): in the data stack, that would make the data
 * stack depend on this one, which depends on it. Within this stack the distribution reaches the
 * bucket by its fixed name rather than by reference, so the bucket may refer to the distribution.
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;
  readonly imagesBucket: Bucket;
  /** CloudFront's standard logs and the buckets' server access logs (the catalog bucket's too), kept ACCESS_LOG_DAYS. */
  readonly logBucket: Bucket;
  /** https://<custom domain>, else https://<CloudFront domain>. */
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const isProd = props.stage === 'prod';
    const uploadOrigins = bucketUploadOrigins(props.imagesBucketName, this.region);
    // The pages upload images to the bucket and sign in with Cognito straight from the browser.
    const connectOrigins = [...uploadOrigins, cognitoOrigin(this.region)];
    // The CSP allows index.html's inline script by its hash (no index.html: deploySite reports it).
    const indexHtml = path.join(props.siteDir, 'index.html');
    const scriptHashes = existsSync(indexHtml) ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : [];

    this.logBucket = logBucket(this, 'Logs', { isProd });

    // The built site: nothing in it is state, so it goes with the stack.
    this.siteBucket = new Bucket(this, 'Site', {
      ...PRIVATE_BUCKET,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: LOG_PREFIXES.siteBucket,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    this.distribution = siteDistribution(this, {
      stage: props.stage,
      api: props.api,
      liveApi: props.liveApi,
      originSecret: props.originSecret,
      imagesBucketName: props.imagesBucketName,
      customDomain: props.customDomain,
      webAclArn: props.webAclArn,
      siteBucket: this.siteBucket,
      logBucket: this.logBucket,
      connectOrigins,
      scriptHashes,
    });

    const siteOrigins = [`https://${this.distribution.distributionDomainName}`];
    if (props.customDomain) siteOrigins.push(`https://${props.customDomain.domainName}`);

    this.imagesBucket = new Bucket(this, 'Images', {
      ...PRIVATE_BUCKET,
      bucketName: props.imagesBucketName,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: LOG_PREFIXES.imagesBucket,
      // Browsers PUT the file to its presigned URL straight to the bucket (the preflight asks for PUT
      // with content-type and if-none-match, the signed headers); reads go through CloudFront /media/*.
      cors: [
        {
          allowedMethods: [HttpMethods.PUT],
          allowedOrigins: [...siteOrigins, ...props.extraOrigins],
          allowedHeaders: ['*'],
          maxAge: Duration.hours(1).toSeconds(),
        },
      ],
      // S3 cannot know which uploads were never saved on a product or profile (that needs a sweep
      // against the table); it can drop multipart uploads that never finished. Job files (imports,
      // exports, job requests) are read only while their job runs and by short-lived presigned URLs.
      lifecycleRules: [
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        ...JOB_FILE_PREFIXES.map((prefix) => ({ id: `expire-${prefix.replace(/\/$/, '')}`, prefix, expiration: Duration.days(JOB_FILE_DAYS) })),
      ],
      // Uploaded images are state in prod; a dev stack takes them along (the name is fixed, so a
      // kept bucket would block the next deploy of the same stage).
      ...(isProd
        ? { removalPolicy: RemovalPolicy.RETAIN }
        : { removalPolicy: RemovalPolicy.DESTROY, autoDeleteObjects: true }),
    });
    this.imagesBucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudFrontReadsMedia',
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        // Image keys only (imageKey puts each under its purpose): /media must not serve job files.
        resources: UPLOAD_PURPOSES.map((purpose) => this.imagesBucket.arnForObjects(`${purpose}/*`)),
        conditions: { StringEquals: { 'AWS:SourceArn': this.distribution.distributionArn } },
      }),
    );

    if (props.objectJobs) {
      // The S3 event of each job request (functions/workers.ts, object jobs), in the bucket's own
      // template: CDK's addEventNotification would add a custom resource (a Lambda with a wildcard role) for it.
      (this.imagesBucket.node.defaultChild as CfnBucket).notificationConfiguration = {
        queueConfigurations: workersOf('object').map(({ trigger }) => ({
          event: 's3:ObjectCreated:*',
          queue: objectJobQueueArn(props.stage, trigger.prefix),
          filter: { s3Key: { rules: [{ name: 'prefix', value: trigger.prefix }] } },
        })),
      };
    }

    this.siteUrl = siteOrigins[siteOrigins.length - 1]!;
    deploySite(this, { siteDir: props.siteDir, siteConfig: props.siteConfig, siteBucket: this.siteBucket, distribution: this.distribution });

    new CfnOutput(this, 'SiteUrl', { value: this.siteUrl });
    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'SiteBucketName', { value: this.siteBucket.bucketName });
    new CfnOutput(this, 'ImagesBucketName', { value: this.imagesBucket.bucketName });
    new CfnOutput(this, 'LogBucketName', { value: this.logBucket.bucketName });
  }
}
