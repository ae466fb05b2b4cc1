/**
 * The site's Content-Security-Policy, shared by CloudFront (site-headers.ts) and the local gateway.
 * No CDK imports here: the local stack loads this file.
 */
import { createHash } from 'node:crypto';

/**
 * The site's Content-Security-Policy: only what the built site (frontend/dist) uses.
 * - scripts and styles are files under /assets, except index.html's one inline script (the
 *   landing-page preload, frontend/src/preload/main.ts), allowed by its hash; React sets style
 *   properties through the CSSOM, which CSP allows, so neither script-src nor style-src needs
 *   'unsafe-inline'. The local gateway sends this policy too, so the browser tests would fail on a
 *   violation;
 * - images: /media/* and /assets on the same origin, the inline SVG favicon (data:) and local
 *   previews of a picked file (blob:); fonts are the system stack or self-hosted;
 * - connect-src: the API on the same origin, plus `connectOrigins`: the image bucket's S3 endpoints
 *   that presigned PUT uploads go to straight from the browser, and the Cognito endpoint the site's
 *   Amplify signs in and refreshes tokens with (cognitoOrigin).
 */
export function contentSecurityPolicy(connectOrigins: readonly string[], scriptHashes: readonly string[]): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connectOrigins],
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
 * CSP hash sources ('sha256-…') for the inline scripts of a built index.html. Scripts with a src,
 * and data blocks such as `<script type="application/json">`, are not inline script to CSP.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type !== undefined && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** Cognito's user pool endpoint of a region: Amplify calls it from the browser (sign-in, refresh, sign-out). */
export function cognitoOrigin(region: string): string {
  return `https://cognito-idp.${region}.amazonaws.com`;
}

/**
 * The S3 endpoints a presigned PUT to the bucket can name: the regional virtual-hosted one the
 * SDK builds, and the legacy global one older SDKs build for us-east-1.
 */
export function bucketUploadOrigins(bucketName: string, region: string): string[] {
  return [`https://${bucketName}.s3.${region}.amazonaws.com`, `https://${bucketName}.s3.amazonaws.com`];
}
