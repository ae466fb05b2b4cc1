import { LIVE_PATH, LIVE_TOKEN_PARAM, type LiveClaimMessage, type LiveMessage, type LiveOrderMessage, type LiveRiderMessage } from '@core/contracts/live';
import { getAccessToken } from '@/lib/auth-session';

/**
 * The live channel (docs/decisions/0040-live-orders.md): one WebSocket to `/ws?token=<access token>`
 * per page, shared by every screen that listens. Loaded only by the pages that show orders (useLive
 * imports it when it mounts), never with the home page.
 *
 * - Each message is an order as POST /api/order/details answers this reader; listeners put it into
 *   their caches.
 * - When the connection opens (first or again) listeners resync: whatever changed while it was not
 *   open is refetched once, so nothing is missed.
 * - A dropped connection is opened again after 1 s, 2 s, 4 s … at most 30 s (with jitter), at once
 *   when the browser comes back online; a fresh token is asked for each time (a refused one forces a
 *   refresh from the second retry on).
 * - While it is not open, and where the browser has no WebSocket, listeners resync every 15 s instead
 *   (polling); while it is open nothing polls.
 * - A ping every 4 minutes keeps a quiet connection from API Gateway's 10-minute idle timeout.
 */
export type LiveOrder = LiveOrderMessage['order'];

export interface LiveListener {
  /** An order changed: here it is, as order/details answers this reader. */
  order(order: LiveOrder): void;
  /** Refetch what may have been missed: the channel (re)opened, or the poll came due while it is not open. */
  resync(): void;
  /** Where the rider of an order out for delivery is (its shopper's and the admins' screens only). */
  rider?(position: LiveRiderMessage): void;
  /** A claim was decided (its shopper's and the admins' screens only). */
  claim?(decided: LiveClaimMessage): void;
}

export interface ChannelOptions {
  /** ws(s)://<site>/ws */
  url: string;
  /** The access token for the next attempt (0 the first), or null when nobody is signed in. */
  token: (attempt: number) => Promise<string | null>;
  /** Absent where the browser has none: then the channel only polls. */
  WebSocket?: typeof WebSocket;
  pollMs?: number;
  pingMs?: number;
  firstRetryMs?: number;
  maxRetryMs?: number;
  random?: () => number;
}

export const POLL_MS = 15_000;
const PING_MS = 4 * 60_000;

export interface LiveChannel {
  /** Whether the connection is open now. */
  connected(): boolean;
  stop(): void;
}

/** One connection that keeps itself open (see above) and tells `listener` what comes. */
export function createLiveChannel(options: ChannelOptions, listener: LiveListener): LiveChannel {
  const { WebSocket: Socket, pollMs = POLL_MS, pingMs = PING_MS, firstRetryMs = 1000, maxRetryMs = 30_000, random = Math.random } = options;
  let socket: WebSocket | undefined;
  let open = false;
  let stopped = false;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let ping: ReturnType<typeof setInterval> | undefined;

  const poll = setInterval(() => {
    if (!open) listener.resync();
  }, pollMs);

  const scheduleRetry = () => {
    if (stopped) return;
    attempt++;
    const ceiling = Math.min(maxRetryMs, firstRetryMs * 2 ** (attempt - 1));
    retry = setTimeout(() => void connect(), ceiling / 2 + (random() * ceiling) / 2);
  };

  async function connect(): Promise<void> {
    retry = undefined;
    if (stopped || !Socket) return;
    let token: string | null;
    try {
      token = await options.token(attempt);
    } catch {
      token = null;
    }
    if (stopped) return;
    if (!token) return scheduleRetry();
    const url = new URL(options.url);
    url.searchParams.set(LIVE_TOKEN_PARAM, token);
    const current = new Socket(url.toString());
    socket = current;
    current.onopen = () => {
      open = true;
      attempt = 0;
      ping = setInterval(() => current.send(JSON.stringify({ action: 'ping' })), pingMs);
      listener.resync();
    };
    current.onmessage = (event: MessageEvent) => {
      let message: LiveMessage;
      try {
        message = JSON.parse(String(event.data)) as LiveMessage;
      } catch {
        return;
      }
      if (message.type === 'order') listener.order(message.order);
      else if (message.type === 'resync') listener.resync();
      else if (message.type === 'rider') listener.rider?.(message);
      else if (message.type === 'claim') listener.claim?.(message);
    };
    // A refused or failed connection closes right after; the close schedules the retry.
    current.onerror = () => {};
    current.onclose = () => {
      if (socket !== current) return;
      open = false;
      socket = undefined;
      clearInterval(ping);
      scheduleRetry();
    };
  }

  const online = () => {
    if (open || stopped || retry === undefined) return;
    clearTimeout(retry);
    attempt = 0;
    void connect();
  };
  globalThis.addEventListener?.('online', online);
  void connect();

  return {
    connected: () => open,
    stop: () => {
      stopped = true;
      open = false;
      clearInterval(poll);
      clearInterval(ping);
      clearTimeout(retry);
      globalThis.removeEventListener?.('online', online);
      const current = socket;
      socket = undefined;
      current?.close(1000);
    },
  };
}

const listeners = new Set<LiveListener>();
let channel: LiveChannel | undefined;

/** Every listener hears every message and resync of the page's one channel. */
const everyone: LiveListener = {
  order: (order) => {
    for (const listener of [...listeners]) listener.order(order);
  },
  resync: () => {
    for (const listener of [...listeners]) listener.resync();
  },
  rider: (position) => {
    for (const listener of [...listeners]) listener.rider?.(position);
  },
  claim: (decided) => {
    for (const listener of [...listeners]) listener.claim?.(decided);
  },
};

/** The page's channel, opened by its first listener and closed with its last. */
export function subscribeLive(listener: LiveListener): () => void {
  listeners.add(listener);
  channel ??= createLiveChannel(
    {
      url: `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${LIVE_PATH}`,
      token: (attempt) => getAccessToken({ forceRefresh: attempt >= 2 }),
      WebSocket: typeof WebSocket === 'function' ? WebSocket : undefined,
    },
    everyone,
  );
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    channel?.stop();
    channel = undefined;
  };
}
