/**
 * CloudFront Functions (viewer request, cloudfront-js-2.0). Plain ES5-style JavaScript strings:
 * they run in CloudFront's own runtime, and edge-functions.test.ts runs them in Node as well.
 */

/**
 * Default behaviour (the S3 site bucket): a client route such as /product/Amul-Butter-0.5-kg-<id>
 * or /dashboard/profile is answered with /index.html; files (/index.html, /config.json,
 * /favicon.ico) pass. A file is a last path segment ending in `.` plus 1–12 letters or digits. Every
 * slug ends in `-<id>` (frontend/src/lib/slug.ts), so a dot inside a product name ("0.5") is never
 * followed by such an ending. Only this behaviour is rewritten: /api/* and /media/* keep their own
 * 404s, which a 403/404 error-page mapping on the distribution would have turned into the page.
 */
export const SPA_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  if (!/\\/[^\\/]*\\.[A-Za-z0-9]{1,12}$/.test(request.uri)) {
    request.uri = '/index.html';
  }
  return request;
}
`;

/**
 * /media/* (the image bucket): stored URLs are /media/<purpose>/<file> (functions/core/uploads.ts)
 * while the keys are <purpose>/<file>, so the prefix is dropped before the request reaches S3.
 */
export const MEDIA_PREFIX_CODE = `function handler(event) {
  var request = event.request;
  request.uri = request.uri.replace(/^\\/media\\//, '/');
  return request;
}
`;
