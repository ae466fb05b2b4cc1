import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { contentSecurityPolicy } from './csp.js';

export interface SiteHeadersProps {
  /** What the site's pages talk to besides their own origin (the upload bucket, Cognito). */
  connectOrigins: readonly string[];
  /** The built index.html's inline scripts, as CSP hash sources (inlineScriptHashes). */
  scriptHashes: readonly string[];
  /** Instead of the site's policy (uploaded files get MEDIA_CONTENT_SECURITY_POLICY). */
  contentSecurityPolicy?: string;
  /** Extra headers that only apply where the origin sent none (e.g. Cache-Control for /media). */
  customHeaders?: Record<string, string>;
  comment: string;
}

/** Security headers on every response CloudFront gives: CSP, HSTS, nosniff, framing and referrer. */
export function siteHeadersPolicy(scope: Construct, id: string, props: SiteHeadersProps): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, id, {
    comment: props.comment,
    securityHeadersBehavior: {
      contentSecurityPolicy: {
        contentSecurityPolicy: props.contentSecurityPolicy ?? contentSecurityPolicy(props.connectOrigins, props.scriptHashes),
        override: true,
      },
      strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
    },
    ...(props.customHeaders
      ? {
          customHeadersBehavior: {
            customHeaders: Object.entries(props.customHeaders).map(([header, value]) => ({ header, value, override: false })),
          },
        }
      : {}),
  });
}
