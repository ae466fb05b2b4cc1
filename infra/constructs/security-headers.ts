/**
 * The security headers CloudFront's response headers policies add (site-headers.ts), as the plain
 * values the local gateway sends on every response too. No CDK imports here: the local stack loads
 * this file; infra/web.test.ts checks the synthesized policies against it.
 */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/**
 * /media/* (uploaded files): whatever a file turns out to be, it runs nothing on the site's origin.
 * `sandbox` gives a document opened from there an opaque origin without scripts, forms or popups
 * (no access to the site's tokens); nothing else is loaded. An image still shows, in a page or
 * opened on its own (checked in Chromium); the inline style is the one Chromium's image viewer sets.
 */
export const MEDIA_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
