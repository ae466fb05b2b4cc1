import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/**
 * The site's Content-Security-Policy: only what the built site (frontend/dist) uses.
 * - scripts and styles are files under /assets, nothing inline: React sets style properties through
 *   the CSSOM, which CSP allows (checked in Chromium with this policy: home, add to cart, its toast,
 *   login — no violation), so neither script-src nor style-src needs 'unsafe-inline';
 * - images: /media/* and /assets on the same origin, the inline SVG favicon (data:) and local
 *   previews of a picked file (blob:); fonts are the system stack or self-hosted;
 * - connect-src: the API on the same origin, plus the image bucket's S3 endpoints that presigned
 *   POST uploads go to straight from the browser. Sign-in goes through the API (no Cognito call).
 */
export function contentSecurityPolicy(uploadOrigins: readonly string[]): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...uploadOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The S3 endpoints a presigned POST to the bucket can name: the regional virtual-hosted one the
 * SDK builds, and the legacy global one older SDKs build for us-east-1.
 */
export function bucketUploadOrigins(bucketName: string, region: string): string[] {
  return [`https://${bucketName}.s3.${region}.amazonaws.com`, `https://${bucketName}.s3.amazonaws.com`];
}

export interface SiteHeadersProps {
  uploadOrigins: readonly string[];
  /** Extra headers that only apply where the origin sent none (e.g. Cache-Control for /media). */
  customHeaders?: Record<string, string>;
  comment: string;
}

/** Security headers on every response CloudFront gives: CSP, HSTS, nosniff, framing and referrer. */
export function siteHeadersPolicy(scope: Construct, id: string, props: SiteHeadersProps): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, id, {
    comment: props.comment,
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(props.uploadOrigins), override: true },
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
