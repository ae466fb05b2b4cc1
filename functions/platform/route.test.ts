import { gunzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { Conflict, Unauthorized } from './errors.js';
import { COMPRESS_MIN_BYTES, createRoute, MAX_BODY_BYTES } from './route.js';

/** The session check (the API's hook reads the table); here it records its calls and ends the sessions of user 'ended'. */
const sessionChecks: [string, number | undefined][] = [];
const route = createRoute({
  checkCaller: async ({ userId, authTime }) => {
    sessionChecks.push([userId, authTime]);
    if (userId === 'ended') throw new Unauthorized('Your session has ended, please login again');
  },
});

function event(
  options: { body?: string; claims?: Record<string, unknown>; base64?: boolean; headers?: Record<string, string> } = {},
) {
  return {
    routeKey: 'POST /api/test',
    headers: options.headers ?? {},
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

  it('asks whether the session still lives on signed-in routes only, with the auth_time of either claim format', async () => {
    sessionChecks.length = 0;
    const me = route({ auth: 'user' }, async () => ({ message: 'ok' }));
    expect((await call(me, event({ claims: { ...shopper, auth_time: '1700000000' } }))).status).toBe(200);
    expect((await call(me, event({ claims: { ...shopper, auth_time: 1700000001 } }))).status).toBe(200);
    const ended = await call(me, event({ claims: { ...shopper, sub: 'ended' } }));
    expect(ended).toEqual({ status: 401, body: { success: false, error: true, message: 'Your session has ended, please login again' } });
    await call(route({ auth: 'public' }, async () => ({})), event({ claims: shopper }));
    expect(sessionChecks).toEqual([['u1', 1700000000], ['u1', 1700000001], ['ended', undefined]]);
  });

  it('runs the once hook (Idempotency-Key) for a route marked idempotent only, and says which it is', async () => {
    const runs: string[] = [];
    const withOnce = createRoute({ once: async (request, _context, run) => (runs.push(request.routeKey), run()) });
    const create = withOnce({ auth: 'user', idempotent: true }, async () => ({ message: 'created' }));
    const update = withOnce({ auth: 'user' }, async () => ({ message: 'updated' }));
    expect([create.idempotent, update.idempotent]).toEqual([true, false]);
    const withKey = event({ claims: shopper, headers: { 'idempotency-key': 'k1' } });
    expect((await call(create, withKey)).body.message).toBe('created');
    expect((await call(update, withKey)).body.message).toBe('updated');
    expect(runs).toEqual(['POST /api/test']);
  });

  it('hands the request cookies to the route, from API Gateway or a Cookie header, and sets one', async () => {
    const jar = route({ auth: 'public' }, async ({ cookies }) => ({ data: cookies, setCookie: 'a=1; HttpOnly' }));
    const fromApiGateway = (await jar({ ...event(), cookies: ['a=1', 'b=2'] })) as APIGatewayProxyStructuredResultV2;
    expect(JSON.parse(fromApiGateway.body!).data).toEqual(['a=1', 'b=2']);
    expect(fromApiGateway.headers!['set-cookie']).toBe('a=1; HttpOnly');
    const fromHeader = await call(jar, event({ headers: { cookie: 'a=1; b=2' } }));
    expect(fromHeader.body.data).toEqual(['a=1', ' b=2']);
  });

  it('requires the ADMIN group for admin routes, in either claim format', async () => {
    const adminOnly = route({ auth: 'admin' }, async () => ({ message: 'done' }));
    expect((await call(adminOnly, event({ claims: shopper }))).status).toBe(403);
    expect((await call(adminOnly, event({ claims: admin }))).status).toBe(200);
    expect((await call(adminOnly, event({ claims: { ...admin, 'cognito:groups': ['ADMIN'] } }))).status).toBe(200);
    expect((await call(adminOnly, event({ claims: { ...admin, 'cognito:groups': '[NOT_ADMIN]' } }))).status).toBe(403);
  });

  it('requires the RIDER group for rider routes (an admin is not a rider)', async () => {
    const riderOnly = route({ auth: 'rider' }, async ({ caller }) => ({ message: 'done', data: caller.isRider }));
    expect((await call(riderOnly, event({ claims: shopper }))).status).toBe(403);
    expect((await call(riderOnly, event({ claims: admin }))).status).toBe(403);
    expect((await call(riderOnly, event({ claims: { ...admin, 'cognito:groups': '[RIDER]' } }))).status).toBe(200);
    expect((await call(riderOnly, event({ claims: { ...admin, 'cognito:groups': ['RIDER'] } }))).status).toBe(200);
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

describe('route() compression', () => {
  const products = Array.from({ length: 40 }, (_, i) => ({ _id: `p${i}`, name: `Amul Taaza Milk ${i}`, unit: '500 ml', price: 27 }));
  const list = route({ auth: 'public' }, async () => ({ data: products }));
  /** A reply whose envelope is exactly `bytes` long. */
  const sized = (bytes: number) => {
    const overhead = JSON.stringify({ success: true, error: false, message: '', data: null }).length;
    return route({ auth: 'public' }, async () => ({ message: 'x'.repeat(bytes - overhead) }));
  };
  const withAcceptEncoding = (value?: string) => event(value === undefined ? {} : { headers: { 'accept-encoding': value } });
  const raw = async (handler: ReturnType<typeof route>, e: APIGatewayProxyEventV2WithJWTAuthorizer) =>
    (await handler(e)) as APIGatewayProxyStructuredResultV2;

  it('gzips a large body for a client that accepts gzip: base64 for API Gateway, Content-Encoding and Vary', async () => {
    const plain = await raw(list, withAcceptEncoding());
    const gzipped = await raw(list, withAcceptEncoding('gzip, deflate, br, zstd'));
    expect(gzipped.isBase64Encoded).toBe(true);
    expect(gzipped.headers).toEqual({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'content-encoding': 'gzip',
      vary: 'Accept-Encoding',
    });
    const bytes = Buffer.from(gzipped.body!, 'base64');
    expect(gunzipSync(bytes).toString('utf8')).toBe(plain.body);
    expect(bytes.length).toBeLessThan(Buffer.byteLength(plain.body!) / 4);
  });

  it('sends a large body as it is, with Vary, when the client does not accept gzip', async () => {
    for (const header of [undefined, '', 'identity', 'br', 'deflate, br', 'gzip;q=0', 'GZIP; Q=0.000', 'br, gzip;q=0, *', '*;q=0']) {
      const result = await raw(list, withAcceptEncoding(header));
      expect(result.isBase64Encoded, String(header)).toBeFalsy();
      expect(result.headers, String(header)).not.toHaveProperty('content-encoding');
      expect(result.headers?.vary, String(header)).toBe('Accept-Encoding');
      expect((JSON.parse(result.body!) as { data: unknown }).data).toEqual(products);
    }
  });

  it('compresses from COMPRESS_MIN_BYTES on, and leaves smaller bodies (and their headers) alone', async () => {
    const below = await raw(sized(COMPRESS_MIN_BYTES - 1), withAcceptEncoding('gzip'));
    expect(Buffer.byteLength(below.body!)).toBe(COMPRESS_MIN_BYTES - 1);
    expect(below.isBase64Encoded).toBeUndefined();
    expect(below.headers).toEqual({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    const at = await raw(sized(COMPRESS_MIN_BYTES), withAcceptEncoding('gzip'));
    expect(at.isBase64Encoded).toBe(true);
    expect(gunzipSync(Buffer.from(at.body!, 'base64')).length).toBe(COMPRESS_MIN_BYTES);
  });

  it('treats error envelopes by the same rule: a small one stays plain JSON', async () => {
    const conflict = route({ auth: 'public' }, async () => {
      throw new Conflict('Out of stock');
    });
    const result = await raw(conflict, withAcceptEncoding('gzip'));
    expect(result.statusCode).toBe(409);
    expect(result.isBase64Encoded).toBeUndefined();
    expect(JSON.parse(result.body!)).toEqual({ success: false, error: true, message: 'Out of stock' });
  });

  it('leaves a webhook alone: the raw request body reaches it unchanged and its small reply stays plain', async () => {
    let received = '';
    const webhook = route({ auth: 'public' }, async ({ rawBody }) => {
      received = rawBody;
      return { message: 'Received' };
    });
    const payload = JSON.stringify({ id: 'evt_1', padding: 'p'.repeat(4000) });
    const result = await raw(webhook, event({ body: payload, headers: { 'accept-encoding': 'gzip' } }));
    expect(received).toBe(payload);
    expect(result.isBase64Encoded).toBeUndefined();
    expect(result.headers).not.toHaveProperty('content-encoding');
    expect(JSON.parse(result.body!)).toMatchObject({ success: true, message: 'Received' });
  });
});
