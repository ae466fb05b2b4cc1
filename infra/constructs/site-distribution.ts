import { Annotations, Duration, type Stack, Validations } from 'aws-cdk-lib';
import type { IHttpApi, IWebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
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
import { Bucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { CustomDomain, Stage } from '../config.js';
import { LIVE_PATH } from '../../functions/core/contracts/live.js';
import { ORIGIN_HEADER } from '../../functions/platform/origin.js';
import { LOG_PREFIXES } from './buckets.js';
import { MEDIA_PREFIX_CODE, SPA_REWRITE_CODE } from './edge-functions.js';
import { MEDIA_CONTENT_SECURITY_POLICY } from './security-headers.js';
import { siteHeadersPolicy } from './site-headers.js';

export const YEAR = Duration.days(365);

export interface SiteDistributionProps {
  stage: Stage;
  api: IHttpApi;
  /** The WebSocket API of live orders: /ws, whose stage is named so that the path reaches it unchanged (functions/ws/routes.ts LIVE_STAGE). */
  liveApi: IWebSocketApi;
  /** Sent to the API as ORIGIN_HEADER on every request (functions/platform/origin.ts). */
  originSecret: ISecret;
  /** The image bucket's fixed name: the distribution reaches it by name (see WebStack). */
  imagesBucketName: string;
  siteBucket: Bucket;
  logBucket: Bucket;
  customDomain?: CustomDomain;
  webAclArn?: string;
  /** What the pages talk to besides the site (uploads, Cognito), for the CSP. */
  connectOrigins: readonly string[];
  /** index.html's inline scripts, as CSP hash sources. */
  scriptHashes: readonly string[];
}

/**
 * The one CloudFront distribution: the built site (S3) by default, the HTTP API under /api/*, the
 * WebSocket API on /ws, the uploaded images under /media/*, hashed assets cached for good; each
 * with its security headers.
 */
export function siteDistribution(stack: Stack, props: SiteDistributionProps): Distribution {
  const { connectOrigins, scriptHashes } = props;
  const oac = new S3OriginAccessControl(stack, 'OriginAccessControl', {
    description: 'CloudFront reads the site and image buckets (SigV4)',
    signing: Signing.SIGV4_ALWAYS,
  });

  const spaRewrite = new EdgeFunction(stack, 'SpaRewrite', {
    comment: 'Client routes (paths without a file extension) get /index.html',
    code: FunctionCode.fromInline(SPA_REWRITE_CODE),
  });
  const mediaPrefix = new EdgeFunction(stack, 'MediaPrefix', {
    comment: 'Drops /media from image URLs: keys are <purpose>/<file>',
    code: FunctionCode.fromInline(MEDIA_PREFIX_CODE),
  });

  const headers = siteHeadersPolicy(stack, 'SiteHeaders', { connectOrigins, scriptHashes, comment: 'QuickBasket security headers' });
  const immutableHeaders = siteHeadersPolicy(stack, 'ImmutableHeaders', {
    connectOrigins,
    scriptHashes,
    comment: 'QuickBasket security headers, plus a year of browser cache for content-addressed files',
    // Only where the origin sent none: uploads carry no Cache-Control; site assets do.
    customHeaders: { 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
  // Uploads: the same headers, a policy that runs nothing, and the immutable cache of the images.
  const mediaHeaders = siteHeadersPolicy(stack, 'MediaHeaders', {
    connectOrigins,
    scriptHashes,
    contentSecurityPolicy: MEDIA_CONTENT_SECURITY_POLICY,
    comment: 'QuickBasket uploaded images: security headers, a sandbox CSP and a year of browser cache',
    customHeaders: { 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
  // Hashed assets and uploaded images never change under their name: cache them for a year.
  const immutableCache = new CachePolicy(stack, 'ImmutableCache', {
    comment: 'Content-addressed files: /assets (hashed names) and /media (a new key per upload)',
    defaultTtl: YEAR,
    minTtl: Duration.days(1),
    maxTtl: YEAR,
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });

  // The distribution reaches the image bucket by name, so the bucket may refer to the distribution.
  const imagesOrigin = S3BucketOrigin.withOriginAccessControl(
    Bucket.fromBucketAttributes(stack, 'ImagesByName', { bucketName: props.imagesBucketName, region: stack.region }),
    { originAccessControl: oac },
  );
  // ...which is why CDK cannot add OAC's bucket policy statement itself; WebStack adds it to the bucket.
  Annotations.of(stack).acknowledgeWarning(
    '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
    'The image bucket policy is written by WebStack with the distribution as SourceArn',
  );
  const siteOrigin = S3BucketOrigin.withOriginAccessControl(props.siteBucket, { originAccessControl: oac });
  const apiOrigin = new HttpOrigin(`${props.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
    protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
    // Proves to the API that the request passed this distribution and its web ACL (a dynamic
    // reference: CloudFormation resolves it at deploy, the template holds only the secret's ARN).
    customHeaders: { [ORIGIN_HEADER]: props.originSecret.secretValue.unsafeUnwrap() },
  });

  // CloudFront passes a WebSocket upgrade through to the origin; the stage `ws` is the path itself.
  const liveOrigin = new HttpOrigin(`${props.liveApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
    protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
    customHeaders: { [ORIGIN_HEADER]: props.originSecret.secretValue.unsafeUnwrap() },
  });

  const distribution = new Distribution(stack, 'Distribution', {
    comment: `QuickBasket ${props.stage}`,
    httpVersion: HttpVersion.HTTP2_AND_3,
    // North America, Europe, Asia (India included), Middle East and Africa.
    priceClass: PriceClass.PRICE_CLASS_200,
    defaultRootObject: 'index.html',
    enableLogging: true,
    logBucket: props.logBucket,
    logFilePrefix: LOG_PREFIXES.cloudFront,
    // Cookies stay out of the logs: qb_reset is a password-reset proof.
    logIncludesCookies: false,
    ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
    ...(props.customDomain
      ? {
          domainNames: [props.customDomain.domainName],
          certificate: Certificate.fromCertificateArn(stack, 'Certificate', props.customDomain.certificateArn),
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
      [LIVE_PATH]: {
        origin: liveOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        // Never cached; the token query parameter and the WebSocket handshake headers (Sec-WebSocket-*)
        // reach API Gateway, Host stays the API's own.
        cachePolicy: CachePolicy.CACHING_DISABLED,
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
  acknowledgeDistribution(distribution, props);
  return distribution;
}

/** cdk-nag findings on the distribution that are choices, each with its reason. */
function acknowledgeDistribution(distribution: Distribution, props: SiteDistributionProps): void {
  Validations.of(distribution).acknowledge({
    id: 'AwsSolutions-CFR1',
    reason: 'No country is refused: the store sets no market restriction, and abuse is limited per IP (the WAF in prod), not per country',
  });
  if (!props.webAclArn) {
    Validations.of(distribution).acknowledge({
      id: 'AwsSolutions-CFR2',
      reason: 'The web ACL is off here (context waf, on by default in prod only): a dev stage does not pay for one',
    });
  }
  if (!props.customDomain) {
    Validations.of(distribution).acknowledge({
      id: 'AwsSolutions-CFR4',
      reason: 'Without a custom domain CloudFront serves its own *.cloudfront.net certificate, whose TLS policy cannot be set; with -c domainName the distribution requires TLSv1.2_2021',
    });
  }
}
