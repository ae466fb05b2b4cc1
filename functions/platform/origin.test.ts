import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fromOrigin, ORIGIN_HEADER } from './origin.js';

const SECRET = 'a'.repeat(24) + 'B'.repeat(24);

describe('fromOrigin', () => {
  it('accepts exactly the expected value in its header', () => {
    expect(fromOrigin({ [ORIGIN_HEADER]: SECRET }, SECRET)).toBe(true);
  });

  it.each([
    ['no header', {}],
    ['another value of the same length', { [ORIGIN_HEADER]: 'c'.repeat(48) }],
    ['a prefix', { [ORIGIN_HEADER]: SECRET.slice(0, 47) }],
    ['the value and more', { [ORIGIN_HEADER]: `${SECRET}x` }],
    ['the value under another header', { 'x-origin': SECRET }],
  ])('refuses %s', (_, headers: Record<string, string>) => {
    expect(fromOrigin(headers, SECRET)).toBe(false);
  });
});

describe('route() with ORIGIN_VERIFY set (every route function in AWS)', () => {
  afterAll(() => {
    delete process.env.ORIGIN_VERIFY;
    vi.resetModules();
  });

  async function handlerWithOriginCheck() {
    process.env.ORIGIN_VERIFY = SECRET;
    vi.resetModules(); // route.ts reads its environment at import, as at a cold start
    const { route } = await import('./route.js');
    return route({ auth: 'public' }, async () => ({ message: 'ok' }));
  }

  const event = (headers: Record<string, string>) =>
    ({ routeKey: 'GET /api/category/get', headers, isBase64Encoded: false, requestContext: { requestId: 'r1' } }) as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;

  it('answers 403 to a request that did not come through CloudFront, before anything else runs', async () => {
    const handler = await handlerWithOriginCheck();
    const result = (await handler(event({}))) as APIGatewayProxyStructuredResultV2;
    expect(result.statusCode).toBe(403);
    expect(JSON.parse(result.body!)).toMatchObject({ success: false, message: 'Use the store at its own address' });
  });

  it('serves a request that carries the header', async () => {
    const handler = await handlerWithOriginCheck();
    const result = (await handler(event({ [ORIGIN_HEADER]: SECRET }))) as APIGatewayProxyStructuredResultV2;
    expect(result.statusCode).toBe(200);
  });
});
