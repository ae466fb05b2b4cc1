import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { sendLambdaResult } from './gateway.js';

/** What a client receives when the gateway sends this function result (raw bytes, nothing decoded). */
async function receive(result: APIGatewayProxyStructuredResultV2) {
  const server = http.createServer((_req, res) => sendLambdaResult(res, result));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/', headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  } finally {
    server.close();
  }
}

describe('sendLambdaResult (the HTTP API side of a function result)', () => {
  it('sends an isBase64Encoded body as its decoded bytes, keeping the headers, without compressing again', async () => {
    const json = JSON.stringify({ data: 'x'.repeat(5000) });
    const gzipped = gzipSync(json);
    const res = await receive({
      statusCode: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'gzip', vary: 'Accept-Encoding' },
      body: gzipped.toString('base64'),
      isBase64Encoded: true,
    });
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'Accept-Encoding', 'content-length': String(gzipped.length) });
    expect(res.body.equals(gzipped)).toBe(true);
  });

  it('sends a text body as UTF-8 with its byte length, untouched even when the client accepts gzip', async () => {
    const json = JSON.stringify({ message: 'Dahi ₹40 '.repeat(300) });
    const res = await receive({ statusCode: 201, headers: { 'content-type': 'application/json; charset=utf-8' }, body: json });
    expect(res.status).toBe(201);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(json)));
    expect(res.body.toString('utf8')).toBe(json);
  });

  it('sends an empty body for a result without one', async () => {
    const res = await receive({ statusCode: 204 });
    expect(res.status).toBe(204);
    expect(res.body.length).toBe(0);
  });
});
