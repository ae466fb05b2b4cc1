import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { Conflict } from './errors.js';
import { MAX_BODY_BYTES, route } from './route.js';

function event(options: { body?: string; claims?: Record<string, unknown>; base64?: boolean } = {}) {
  return {
    routeKey: 'POST /api/test',
    headers: {},
    body: options.base64 && options.body ? Buffer.from(options.body).toString('base64') : options.body,
    isBase64Encoded: options.base64 ?? false,
    requestContext: { requestId: 'req-1', authorizer: options.claims ? { jwt: { claims: options.claims, scopes: [] } } : undefined },
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
}

async function call(handler: ReturnType<typeof route>, e: APIGatewayProxyEventV2WithJWTAuthorizer) {
  const result = (await handler(e)) as APIGatewayProxyStructuredResultV2;
  return { status: result.statusCode, body: JSON.parse(result.body ?? '{}') as Record<string, unknown> };
}

const shopper = { sub: 'u1', token_use: 'access', 'cognito:groups': '[]' };
const admin = { sub: 'a1', token_use: 'access', 'cognito:groups': '[ADMIN]' };

describe('route()', () => {
  const echo = route({ auth: 'public', body: z.object({ name: z.string().min(1) }) }, async ({ body }) => ({
    message: 'ok',
    data: body,
    extra: { page: 1 },
  }));

  it('builds the envelope with extra fields beside it', async () => {
    const res = await call(echo, event({ body: '{"name":"Milk"}' }));
    expect(res).toEqual({ status: 200, body: { success: true, error: false, message: 'ok', data: { name: 'Milk' }, page: 1 } });
  });

  it('reads base64 bodies', async () => {
    const res = await call(echo, event({ body: '{"name":"Curd"}', base64: true }));
    expect(res.body.data).toEqual({ name: 'Curd' });
  });

  it('names the bad field in a 400', async () => {
    const res = await call(echo, event({ body: '{"name":""}' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: true, message: expect.stringMatching(/^name:/) });
  });

  it('refuses invalid JSON and oversized bodies', async () => {
    expect((await call(echo, event({ body: '{' }))).status).toBe(400);
    expect((await call(echo, event({ body: JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES) }) }))).status).toBe(413);
  });

  it('requires a caller with an access token for user routes', async () => {
    const me = route({ auth: 'user' }, async ({ caller }) => ({ data: caller.userId }));
    expect((await call(me, event())).status).toBe(401);
    expect((await call(me, event({ claims: { ...shopper, token_use: 'id' } }))).status).toBe(401);
    expect((await call(me, event({ claims: shopper }))).body.data).toBe('u1');
  });

  it('requires the ADMIN group for admin routes, in either claim format', async () => {
    const adminOnly = route({ auth: 'admin' }, async () => ({ message: 'done' }));
    expect((await call(adminOnly, event({ claims: shopper }))).status).toBe(403);
    expect((await call(adminOnly, event({ claims: admin }))).status).toBe(200);
    expect((await call(adminOnly, event({ claims: { ...admin, 'cognito:groups': ['ADMIN'] } }))).status).toBe(200);
    expect((await call(adminOnly, event({ claims: { ...admin, 'cognito:groups': '[NOT_ADMIN]' } }))).status).toBe(403);
  });

  it('maps typed errors to their status and hides unexpected ones behind a request id', async () => {
    const conflict = route({ auth: 'public' }, async () => {
      throw new Conflict('Out of stock');
    });
    expect(await call(conflict, event())).toEqual({ status: 409, body: { success: false, error: true, message: 'Out of stock' } });
    const broken = route({ auth: 'public' }, async () => {
      throw new Error('connection string postgres://secret');
    });
    const res = await call(broken, event());
    expect(res.status).toBe(500);
    expect(res.body.message).toBe('Something went wrong (request req-1)');
  });
});
