/**
 * The local stack is a stand-in, not an open door: it listens on loopback only, and every
 * answer carries the security headers CloudFront adds in AWS.
 */
import net from 'node:net';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../infra/constructs/security-headers.js';
import { api, apiUrl, tokenFor } from './helpers.js';
import { TEST_PORTS } from './ports.js';

/** Whether something accepts a TCP connection at host:port (refused or unreachable: false). */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

/** This machine's own addresses other than loopback (what another machine on its network reaches). */
const outsideAddresses = Object.values(os.networkInterfaces())
  .flat()
  .filter((address) => address !== undefined && address.family === 'IPv4' && !address.internal)
  .map((address) => address!.address);

describe('listening', () => {
  const ports = Object.entries(TEST_PORTS);

  it.each(ports)('%s (port %i) answers on 127.0.0.1', async (_name, port) => {
    expect(await accepts('127.0.0.1', port)).toBe(true);
  });

  it.skipIf(outsideAddresses.length === 0).each(ports)('%s (port %i) does not listen on this machine\'s other addresses', async (_name, port) => {
    for (const address of outsideAddresses) expect(await accepts(address, port), address).toBe(false);
  });
});

describe('security headers on every answer, as CloudFront adds them', () => {
  const expectSecurityHeaders = (res: Response, label: string) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), `${label}: ${name}`).toBe(value);
  };

  it('on /api answers: success, 404, 401 from the authorizer, 400 from a handler', async () => {
    const token = await tokenFor('shopper');
    const answers = {
      'GET /api/category/get': await fetch(`${apiUrl}/api/category/get`),
      'GET /api/nothing': await fetch(`${apiUrl}/api/nothing`),
      'GET /api/user/user-details (no token)': await fetch(`${apiUrl}/api/user/user-details`),
      'POST /api/address/create (bad body)': await fetch(`${apiUrl}/api/address/create`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      }),
    };
    expect(Object.values(answers).map((res) => res.status)).toEqual([200, 404, 401, 400]);
    for (const [label, res] of Object.entries(answers)) expectSecurityHeaders(res, label);
  });

  it('on /media images and their 404s, and on the local-only pages', async () => {
    const categories = await api<{ image: string }[]>('GET', '/api/category/get');
    const image = await fetch(`${apiUrl}${categories.body.data![0]!.image}`);
    expect(image.status).toBe(200);
    expectSecurityHeaders(image, 'media image');
    expect(image.headers.get('content-type')).toBe('image/webp');
    const missing = await fetch(`${apiUrl}/media/product/nothing.png`);
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing, 'media 404');
    expectSecurityHeaders(await fetch(`${apiUrl}/local-stripe`), 'local Stripe page');
  });

  it('never answers 500 to an address that is not valid percent-encoding', async () => {
    for (const path of ['/%', '/product/%E0%A4%A-1', '/api/%', '/media/%E0%A4%A']) {
      const res = await fetch(`${apiUrl}${path}`);
      expect(res.status, path).toBeLessThan(500);
      expectSecurityHeaders(res, path);
    }
  });
});
