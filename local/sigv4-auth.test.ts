import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventBridgeClient, ListRulesCommand } from '@aws-sdk/client-eventbridge';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSigV4Verifier } from './sigv4-auth.js';

/** A server that answers 200 to what the verifier accepts and the refusal otherwise, driven by real signers. */
const credentials = { accessKeyId: 'LOCALKEY', secretAccessKey: 'local-secret' };
const verify = createSigV4Verifier({ service: 'events', region: 'us-east-1', credentials });
let server: http.Server;
let url: URL;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void verify(req, Buffer.concat(chunks)).then((refusal) => {
        res.writeHead(refusal?.status ?? 200, { 'content-type': 'application/x-amz-json-1.1' });
        res.end(JSON.stringify(refusal ? { __type: refusal.type, message: refusal.message } : { Rules: [] }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/local/events`);
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Signs a JSON request by hand, then sends it (fetch sets Host itself). */
async function send(options: { service?: string; signingDate?: Date; body?: string; sentBody?: string; extraSigned?: Record<string, string> } = {}) {
  const signer = new SignatureV4({ service: options.service ?? 'events', region: 'us-east-1', credentials, sha256: Sha256 });
  const body = options.body ?? '{}';
  const signed = await signer.sign(
    {
      method: 'POST',
      protocol: 'http:',
      hostname: url.hostname,
      port: Number(url.port),
      path: url.pathname,
      query: { a: 'b c' },
      headers: { host: url.host, 'content-type': 'application/x-amz-json-1.1', ...options.extraSigned },
      body,
    },
    { signingDate: options.signingDate },
  );
  const { host: _host, ...headers } = signed.headers;
  const res = await fetch(`${url.href}?a=b%20c`, { method: 'POST', headers, body: options.sentBody ?? body });
  return { status: res.status, ...((await res.json()) as { __type?: string; message?: string }) };
}

describe('SigV4 header authentication', () => {
  it('accepts what the SDK client signs with the same key, and a hand-signed request with a query and a payload hash', async () => {
    const client = new EventBridgeClient({ endpoint: url.href, region: 'us-east-1', credentials });
    expect((await client.send(new ListRulesCommand({}))).Rules).toEqual([]);
    expect((await send()).status).toBe(200);
    const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');
    expect((await send({ extraSigned: { 'x-amz-content-sha256': hashOf('{}') } })).status).toBe(200);
    // A signed hash of another body (or UNSIGNED-PAYLOAD) does not stand in for the body that came.
    expect((await send({ extraSigned: { 'x-amz-content-sha256': hashOf('{"a":1}') } })).__type).toBe('InvalidSignatureException');
    expect((await send({ extraSigned: { 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' } })).__type).toBe('InvalidSignatureException');
  });

  it('refuses another service\'s scope, a stale or future date, and a changed body, in the service\'s words', async () => {
    expect(await send({ service: 'sqs' })).toMatchObject({ status: 400, __type: 'InvalidSignatureException', message: "Credential should be scoped to correct service: 'events'." });
    const stale = await send({ signingDate: new Date(Date.now() - 6 * 60_000) });
    expect(stale).toMatchObject({ __type: 'InvalidSignatureException', message: expect.stringMatching(/^Signature expired: \d{8}T\d{6}Z is now earlier than/) as string });
    const future = await send({ signingDate: new Date(Date.now() + 6 * 60_000) });
    expect(future.message).toMatch(/^Signature not yet current/);
    const changed = await send({ body: '{"a":1}', sentBody: '{"a":2}' });
    expect(changed).toMatchObject({ __type: 'InvalidSignatureException', message: expect.stringMatching(/^The request signature we calculated does not match/) as string });
  });

  it('names a missing or malformed Authorization header', async () => {
    const post = (headers: Record<string, string>) => fetch(url, { method: 'POST', headers, body: '{}' }).then((r) => r.json() as Promise<{ __type: string }>);
    expect((await post({})).__type).toBe('MissingAuthenticationTokenException');
    expect((await post({ authorization: 'AWS4-HMAC-SHA256 Credential=LOCALKEY' })).__type).toBe('IncompleteSignatureException');
  });
});
