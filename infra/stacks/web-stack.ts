import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionCode,
  FunctionEventType,
  Function as EdgeFunction,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  S3OriginAccessControl,
  SecurityPolicyProtocol,
  Signing,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import type { CustomDomain, Stage } from '../config.js';
import { MEDIA_PREFIX_CODE, SPA_REWRITE_CODE } from '../constructs/edge-functions.js';
import { bucketUploadOrigins, cognitoOrigin, inlineScriptHashes } from '../constructs/csp.js';
import { MEDIA_CONTENT_SECURITY_POLICY } from '../constructs/security-headers.js';
import { siteHeadersPolicy } from '../constructs/site-headers.js';
import { ORIGIN_HEADER } from '../../functions/platform/origin.js';
import { acknowledgeBucketDeploymentHandler } from '../nag.js';

export interface WebStackProps extends StackProps {
  stage: Stage;
  api: IHttpApi;
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
}

const YEAR = Duration.days(365);

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

/**
 * The build's brotli and gzip copies of the site's text files (frontend/vite-plugins.ts
 * precompress()) are for the local gateway only: the bucket holds the files as they are, and
 * CloudFront compresses them itself (Compress on every site behaviour, gzip and brotli enabled in
 * their cache policies). Uploaded, they would be objects nothing asks for, piling up under assets/
 * (never pruned).
 */
const COMPRESSED_COPIES = ['*.br', '*.gz'];

/**
 * What the browser talks to: one CloudFront distribution in front of the built React app (S3),
 * the HTTP API (/api/*) and the uploaded images (/media/*), so the site never goes cross-origin
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

    this.logBucket = new Bucket(this, 'Logs', {
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
    Validations.of(this.logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket: logging its own access would write logs about writing logs',
    });

    // The built site: nothing in it is state, so it goes with the stack.
    this.siteBucket = new Bucket(this, 'Site', {
      ...PRIVATE_BUCKET,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: LOG_PREFIXES.siteBucket,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const oac = new S3OriginAccessControl(this, 'OriginAccessControl', {
      description: 'CloudFront reads the site and image buckets (SigV4)',
      signing: Signing.SIGV4_ALWAYS,
    });

    const spaRewrite = new EdgeFunction(this, 'SpaRewrite', {
      comment: 'Client routes (paths without a file extension) get /index.html',
      code: FunctionCode.fromInline(SPA_REWRITE_CODE),
    });
    const mediaPrefix = new EdgeFunction(this, 'MediaPrefix', {
      comment: 'Drops /media from image URLs: keys are <purpose>/<file>',
      code: FunctionCode.fromInline(MEDIA_PREFIX_CODE),
    });

    const headers = siteHeadersPolicy(this, 'SiteHeaders', { connectOrigins, scriptHashes, comment: 'QuickBasket security headers' });
    const immutableHeaders = siteHeadersPolicy(this, 'ImmutableHeaders', {
      connectOrigins,
      scriptHashes,
      comment: 'QuickBasket security headers, plus a year of browser cache for content-addressed files',
      // Only where the origin sent none: uploads carry no Cache-Control; site assets do.
      customHeaders: { 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
    // Uploads: the same headers, a policy that runs nothing, and the immutable cache of the images.
    const mediaHeaders = siteHeadersPolicy(this, 'MediaHeaders', {
      connectOrigins,
      scriptHashes,
      contentSecurityPolicy: MEDIA_CONTENT_SECURITY_POLICY,
      comment: 'QuickBasket uploaded images: security headers, a sandbox CSP and a year of browser cache',
      customHeaders: { 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
    // Hashed assets and uploaded images never change under their name: cache them for a year.
    const immutableCache = new CachePolicy(this, 'ImmutableCache', {
      comment: 'Content-addressed files: /assets (hashed names) and /media (a new key per upload)',
      defaultTtl: YEAR,
      minTtl: Duration.days(1),
      maxTtl: YEAR,
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    // The distribution reaches the image bucket by name, so the bucket may refer to the distribution.
    const imagesOrigin = S3BucketOrigin.withOriginAccessControl(
      Bucket.fromBucketAttributes(this, 'ImagesByName', { bucketName: props.imagesBucketName, region: this.region }),
      { originAccessControl: oac },
    );
    // ...which is why CDK cannot add OAC's bucket policy statement itself; it is added below.
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'The image bucket policy is written by WebStack with the distribution as SourceArn',
    );
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(this.siteBucket, { originAccessControl: oac });
    const apiOrigin = new HttpOrigin(`${props.api.apiId}.execute-api.${this.region}.${this.urlSuffix}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      // Proves to the API that the request passed this distribution and its web ACL (a dynamic
      // reference: CloudFormation resolves it at deploy, the template holds only the secret's ARN).
      customHeaders: { [ORIGIN_HEADER]: props.originSecret.secretValue.unsafeUnwrap() },
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `QuickBasket ${props.stage}`,
      httpVersion: HttpVersion.HTTP2_AND_3,
      // North America, Europe, Asia (India included), Middle East and Africa.
      priceClass: PriceClass.PRICE_CLASS_200,
      defaultRootObject: 'index.html',
      enableLogging: true,
      logBucket: this.logBucket,
      logFilePrefix: LOG_PREFIXES.cloudFront,
      // Cookies stay out of the logs: qb_reset is a password-reset proof.
      logIncludesCookies: false,
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      ...(props.customDomain
        ? {
            domainNames: [props.customDomain.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.customDomain.certificateArn),
            // TLS 1.2 or later with modern ciphers only (CloudFront's default certificate, used
            // without a custom domain, cannot be restricted: it accepts TLS 1.0).
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          // A redirect would drop the body of a POST; browsers reach the site over HTTPS anyway (HSTS).
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          // Uncached, so CloudFront cannot compress here: route() gzips JSON for clients that accept it.
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Authorization, X-Refresh-Token, Accept-Encoding, query strings and every cookie (the reset
          // proof's qb_reset, which reset-password reads); Host must be the API's own.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
        '/media/*': {
          origin: imagesOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: immutableCache,
          // Content-Type is the object's, which the presigned PUT pinned to an image type and the
          // saving routes checked against the bytes (assertUploadedImages); nosniff keeps it so.
          responseHeadersPolicy: mediaHeaders,
          functionAssociations: [{ function: mediaPrefix, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
        '/assets/*': {
          origin: siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: immutableCache,
          responseHeadersPolicy: immutableHeaders,
        },
      },
    });
    this.acknowledgeDistribution(props);

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
      // against the table); it can drop multipart uploads that never finished.
      lifecycleRules: [{ id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) }],
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
        resources: [this.imagesBucket.arnForObjects('*')],
        conditions: { StringEquals: { 'AWS:SourceArn': this.distribution.distributionArn } },
      }),
    );

    this.siteUrl = siteOrigins[siteOrigins.length - 1]!;
    this.deploySite(props);

    new CfnOutput(this, 'SiteUrl', { value: this.siteUrl });
    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'SiteBucketName', { value: this.siteBucket.bucketName });
    new CfnOutput(this, 'ImagesBucketName', { value: this.imagesBucket.bucketName });
    new CfnOutput(this, 'LogBucketName', { value: this.logBucket.bucketName });
  }

  /**
   * The built site, in two deployments: hashed /assets first (kept across deploys, so a page
   * loaded before a deploy still finds its chunks), then index.html and config.json, never cached
   * stale (no-cache, and invalidated; every client route is served as /index.html).
   */
  private deploySite(props: WebStackProps): void {
    if (!existsSync(path.join(props.siteDir, 'index.html'))) {
      Annotations.of(this).addError(
        `${props.siteDir}/index.html not found: build the site first (npm run build:web), then synthesize or deploy`,
      );
      return;
    }
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [Source.asset(path.join(props.siteDir, 'assets'), { exclude: COMPRESSED_COPIES })],
      destinationBucket: this.siteBucket,
      destinationKeyPrefix: 'assets/',
      prune: false,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(YEAR), CacheControl.immutable()],
      memoryLimit: 512,
    });
    const shell = new BucketDeployment(this, 'DeployShell', {
      sources: [
        Source.asset(props.siteDir, { exclude: ['assets', ...COMPRESSED_COPIES] }),
        Source.jsonData('config.json', { apiUrl: '/api', ...props.siteConfig }),
      ],
      destinationBucket: this.siteBucket,
      // Prune stale top-level files, never the assets (the deployment above owns those).
      exclude: ['assets/*'],
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/index.html', '/config.json'],
      memoryLimit: 512,
    });
    shell.node.addDependency(assets);
    acknowledgeBucketDeploymentHandler(this, this.siteBucket);
  }

  /** cdk-nag findings on the distribution that are choices, each with its reason. */
  private acknowledgeDistribution(props: WebStackProps): void {
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'No country is refused: the store sets no market restriction, and abuse is limited per IP (the WAF in prod), not per country',
    });
    if (!props.webAclArn) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason: 'The web ACL is off here (context waf, on by default in prod only): a dev stage does not pay for one',
      });
    }
    if (!props.customDomain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason: 'Without a custom domain CloudFront serves its own *.cloudfront.net certificate, whose TLS policy cannot be set; with -c domainName the distribution requires TLSv1.2_2021',
      });
    }
  }
}

/** Every bucket of the app but the log bucket: no public access, no ACLs, encrypted, TLS 1.2+ only. */
export const PRIVATE_BUCKET = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
  encryption: BucketEncryption.S3_MANAGED,
  enforceSSL: true,
  minimumTLSVersion: 1.2,
} as const;
