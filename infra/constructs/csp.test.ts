// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cognitoOrigin, contentSecurityPolicy, inlineScriptHashes } from './csp.js';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('content security policy', () => {
  it('allows only the site itself, its inline script by hash, plus the upload and Cognito endpoints for fetch', () => {
    const csp = contentSecurityPolicy(['https://bucket.s3.ap-south-1.amazonaws.com', cognitoOrigin('ap-south-1')], ["'sha256-abc='"]);
    expect(csp.split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self' 'sha256-abc='",
      "style-src 'self'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      "connect-src 'self' https://bucket.s3.ap-south-1.amazonaws.com https://cognito-idp.ap-south-1.amazonaws.com",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script, classic or module', () => {
    const html = `<head><script>(()=>{go()})();</script>\n<script type="module">import "x";</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha256('(()=>{go()})();'), sha256('import "x";')]);
  });

  it('leaves out scripts with a src and JSON data blocks, which CSP does not treat as inline script', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      '<script type="application/json" id="route-chunks">{"product":[]}</script>',
      '<script></script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('changes when one character of the script does', () => {
    expect(inlineScriptHashes('<script>a()</script>')).not.toEqual(inlineScriptHashes('<script>a() </script>'));
  });
});
