import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NodeWebSocket, { WebSocketServer } from 'ws';
import { createLiveChannel, type LiveChannel, type LiveOrder } from './channel';

/** The channel against a real WebSocket server (the ws package plays the browser's WebSocket too). */
const servers: WebSocketServer[] = [];
const channels: LiveChannel[] = [];
afterEach(async () => {
  for (const channel of channels.splice(0)) channel.stop();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function server() {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  servers.push(wss);
  await new Promise((resolve) => wss.once('listening', resolve));
  const sockets: NodeWebSocket[] = [];
  const urls: string[] = [];
  const received: string[] = [];
  wss.on('connection', (socket, req) => {
    sockets.push(socket);
    urls.push(req.url ?? '');
    socket.on('message', (data) => received.push(String(data)));
  });
  return { wss, url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/ws`, sockets, urls, received };
}

function listener() {
  const orders: LiveOrder[] = [];
  let resyncs = 0;
  return { orders, resyncs: () => resyncs, order: (o: LiveOrder) => orders.push(o), resync: () => void resyncs++ };
}

function open(options: Parameters<typeof createLiveChannel>[0], heard: ReturnType<typeof listener>) {
  const channel = createLiveChannel({ WebSocket: NodeWebSocket as unknown as typeof WebSocket, firstRetryMs: 10, maxRetryMs: 40, ...options }, heard);
  channels.push(channel);
  return channel;
}

describe('the live channel', () => {
  it('connects with the access token, resyncs once open, and hands on each order message', async () => {
    const s = await server();
    const heard = listener();
    const channel = open({ url: s.url, token: async () => 'token-1' }, heard);
    await vi.waitFor(() => expect(channel.connected()).toBe(true));
    expect(s.urls).toEqual(['/ws?token=token-1']);
    expect(heard.resyncs()).toBe(1);
    s.sockets[0]!.send(JSON.stringify({ type: 'order', order: { _id: 'o1', status: 'packed' } }));
    s.sockets[0]!.send('not json');
    s.sockets[0]!.send(JSON.stringify({ type: 'pong' }));
    await vi.waitFor(() => expect(heard.orders).toEqual([{ _id: 'o1', status: 'packed' }]));
  });

  it('a resync message (a rider whose order an admin gave away) asks the listener to read again', async () => {
    const s = await server();
    const heard = listener();
    const channel = open({ url: s.url, token: async () => 'token-1' }, heard);
    await vi.waitFor(() => expect(channel.connected()).toBe(true));
    expect(heard.resyncs()).toBe(1);
    s.sockets[0]!.send(JSON.stringify({ type: 'resync' }));
    await vi.waitFor(() => expect(heard.resyncs()).toBe(2));
    expect(heard.orders).toEqual([]);
  });

  it('opens again after a drop with a fresh token, and resyncs once more (nothing missed)', async () => {
    const s = await server();
    const heard = listener();
    const attempts: number[] = [];
    const channel = open({ url: s.url, token: async (attempt) => (attempts.push(attempt), `token-${attempts.length}`) }, heard);
    await vi.waitFor(() => expect(channel.connected()).toBe(true));
    s.sockets[0]!.terminate();
    await vi.waitFor(() => expect(s.sockets).toHaveLength(2));
    await vi.waitFor(() => expect(channel.connected()).toBe(true));
    expect(s.urls).toEqual(['/ws?token=token-1', '/ws?token=token-2']);
    expect(attempts).toEqual([0, 1]);
    expect(heard.resyncs()).toBe(2);
  });

  it('backs off while the server refuses, asking for a forced refresh from the second retry, and polls meanwhile', async () => {
    const s = await server();
    s.wss.removeAllListeners('connection');
    s.wss.options.verifyClient = (_info: unknown, done: (ok: boolean, code: number) => void) => done(false, 401);
    const heard = listener();
    const attempts: number[] = [];
    open({ url: s.url, token: async (attempt) => (attempts.push(attempt), 'expired'), pollMs: 20 }, heard);
    await vi.waitFor(() => expect(attempts.length).toBeGreaterThanOrEqual(4));
    expect(attempts.slice(0, 4)).toEqual([0, 1, 2, 3]);
    await vi.waitFor(() => expect(heard.resyncs()).toBeGreaterThanOrEqual(2));
  });

  it('does not poll while connected, and pings to keep a quiet connection open', async () => {
    const s = await server();
    const heard = listener();
    const channel = open({ url: s.url, token: async () => 't', pollMs: 20, pingMs: 20 }, heard);
    await vi.waitFor(() => expect(channel.connected()).toBe(true));
    // A slow machine may poll before the socket opens (it is not open yet): count from the opening.
    const atOpen = heard.resyncs();
    await vi.waitFor(() => expect(s.received.length).toBeGreaterThanOrEqual(3));
    expect(new Set(s.received)).toEqual(new Set([JSON.stringify({ action: 'ping' })]));
    // Three pings took longer than several poll periods; nothing resynced while it was open.
    expect(heard.resyncs()).toBe(atOpen);
  });

  it('only polls where the browser has no WebSocket', async () => {
    const heard = listener();
    const token = vi.fn(async () => 't');
    const channel = open({ url: 'ws://127.0.0.1:9/ws', token, WebSocket: undefined, pollMs: 20 }, heard);
    await vi.waitFor(() => expect(heard.resyncs()).toBeGreaterThanOrEqual(2));
    expect(channel.connected()).toBe(false);
    expect(token).not.toHaveBeenCalled();
  });

  it('stops: closes the connection', async () => {
    const s = await server();
    const heard = listener();
    const channel = open({ url: s.url, token: async () => 't' }, heard);
    await vi.waitFor(() => expect(channel.connected()).toBe(true));
    const closed = new Promise((resolve) => s.sockets[0]!.once('close', resolve));
    channel.stop();
    await closed;
    expect(channel.connected()).toBe(false);
    expect(s.sockets).toHaveLength(1);
  });
});
