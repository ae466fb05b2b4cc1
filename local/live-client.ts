import WebSocket from 'ws';
import type { LiveMessage } from '../functions/core/contracts/live.js';
import { LIVE_PATH, LIVE_TOKEN_PARAM } from '../functions/core/contracts/live.js';

/** A message as it arrived, and when (Date.now()). */
export interface Received {
  message: LiveMessage;
  at: number;
}

export interface LiveClient {
  /** Everything received so far, oldest first. */
  received: Received[];
  /** The first message (already received or still to come) that `match` accepts; rejects after `timeoutMs`. */
  next(match: (message: LiveMessage) => boolean, timeoutMs?: number): Promise<Received>;
  send(data: unknown): void;
  /** Resolves when the server closed the connection (or it was closed here). */
  closed: Promise<{ code: number }>;
  close(): Promise<void>;
}

/**
 * A Node client of the live channel (`/ws?token=…`), for the tests and the bench: connects as the
 * site does and keeps what arrives. Rejects with `{ status }` when the handshake is refused.
 */
export function connectLive(baseUrl: string, token: string | undefined): Promise<LiveClient> {
  const url = new URL(LIVE_PATH, baseUrl.replace(/^http/, 'ws'));
  if (token !== undefined) url.searchParams.set(LIVE_TOKEN_PARAM, token);
  const socket = new WebSocket(url);
  const received: Received[] = [];
  const waiters = new Set<() => void>();
  const closed = new Promise<{ code: number }>((resolve) => socket.once('close', (code) => resolve({ code })));
  socket.on('message', (data) => {
    received.push({ message: JSON.parse(String(data)) as LiveMessage, at: Date.now() });
    for (const wake of [...waiters]) wake();
  });
  const client: LiveClient = {
    received,
    next: (match, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find((r) => match(r.message));
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching live message within ${timeoutMs} ms (received ${received.length})`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      }),
    send: (data) => socket.send(JSON.stringify(data)),
    closed,
    close: async () => {
      if (socket.readyState !== WebSocket.CLOSED) socket.close();
      await closed;
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_req, res) => {
      reject(Object.assign(new Error(`the live channel refused the connection: ${res.statusCode}`), { status: res.statusCode }));
      socket.terminate();
    });
    socket.once('error', (err) => reject(err));
  });
}
