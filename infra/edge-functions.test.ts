// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MEDIA_PREFIX_CODE, SPA_REWRITE_CODE } from './constructs/edge-functions.js';

interface EdgeRequest {
  uri: string;
}
type Handler = (event: { request: EdgeRequest }) => EdgeRequest;

/** The function's source, as CloudFront runs it: a top-level `handler`. */
const load = (code: string) => new Function(`${code}\nreturn handler;`)() as Handler;
const run = (code: string, uri: string) => load(code)({ request: { uri } }).uri;

describe('SPA rewrite (default behaviour)', () => {
  it.each([
    '/',
    '/login',
    '/dashboard/profile',
    '/search',
    '/product/Amul-Butter-0.5-kg-6f1c2b9e0a4d4b3c8e7f6a5b4c3d2e1f',
    '/product/Tea-2.0-abc123',
    '/Dairy-Bread-Eggs-64b0c1/Milk-64b0c2',
    '/product/Pvt.-Ltd.-abc123',
  ])('sends the client route %s to /index.html', (uri) => {
    expect(run(SPA_REWRITE_CODE, uri)).toBe('/index.html');
  });

  it.each(['/index.html', '/config.json', '/favicon.ico', '/robots.txt', '/site.webmanifest'])('leaves the file %s alone', (uri) => {
    expect(run(SPA_REWRITE_CODE, uri)).toBe(uri);
  });
});

describe('media prefix (/media/* behaviour)', () => {
  it('turns /media/<purpose>/<file> into the bucket key', () => {
    expect(run(MEDIA_PREFIX_CODE, '/media/avatar/1f2e.webp')).toBe('/avatar/1f2e.webp');
    expect(run(MEDIA_PREFIX_CODE, '/media/product/a/b.png')).toBe('/product/a/b.png');
  });

  it('drops only the leading prefix', () => {
    expect(run(MEDIA_PREFIX_CODE, '/media/product/media/x.png')).toBe('/product/media/x.png');
  });
});
