import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

/**
 * A counting HTTP proxy in front of DynamoDB Local (benchmarks: "how many DynamoDB requests does
 * this page cost?"). Every request is forwarded unchanged, Host header and signature included
 * (DynamoDB Local does not check signatures), and counted by its X-Amz-Target operation
 * (`DynamoDB_20120810.GetItem` → `GetItem`). Counting on the wire rather than with SDK middleware
 * sees what DynamoDB would bill, retries and pages included, from every client in the process.
 *
 * The proxy runs in a worker thread, so forwarding costs the handlers' event loop nothing and
 * load tests measure the handlers, not the counter.
 */
export interface DynamoCounter {
  /** Where the handlers should send DynamoDB requests (AWS_ENDPOINT_URL_DYNAMODB). */
  url: string;
  /** Requests forwarded since start or the last reset, by operation. */
  counts(): Promise<Record<string, number>>;
  total(): Promise<number>;
  reset(): Promise<void>;
  /** Resolves once no request is in flight (after a page load, before reading the counts). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** The worker, as plain JavaScript: it must run without the TypeScript loader. */
const WORKER_SOURCE = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const counts = new Map();
let inFlight = 0;
let idleWaiters = [];
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
const settle = () => {
  if (inFlight > 0) return;
  for (const id of idleWaiters) parentPort.postMessage({ id, idle: true });
  idleWaiters = [];
};
const server = http.createServer((req, res) => {
  const target = String(req.headers['x-amz-target'] || '');
  const operation = target.includes('.') ? target.slice(target.indexOf('.') + 1) : target || req.method + ' ' + req.url;
  counts.set(operation, (counts.get(operation) || 0) + 1);
  inFlight++;
  let done = false;
  const finish = () => { if (done) return; done = true; inFlight--; settle(); };
  const upstream = http.request(
    { host: '127.0.0.1', port: workerData.upstreamPort, method: req.method, path: req.url, headers: req.headers, agent },
    (reply) => {
      res.writeHead(reply.statusCode || 502, reply.headers);
      reply.pipe(res);
      reply.on('end', finish);
      reply.on('error', finish);
    },
  );
  upstream.on('error', (err) => {
    finish();
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('DynamoDB counter: upstream failed: ' + err.message);
  });
  res.on('close', finish);
  req.pipe(upstream);
});
server.keepAliveTimeout = 60000;
server.listen(workerData.port, '127.0.0.1', () => parentPort.postMessage({ ready: server.address().port }));
parentPort.on('message', ({ id, op }) => {
  if (op === 'counts') parentPort.postMessage({ id, counts: Object.fromEntries(counts) });
  else if (op === 'reset') { counts.clear(); parentPort.postMessage({ id }); }
  else if (op === 'idle') { idleWaiters.push(id); settle(); }
  else if (op === 'stop') { agent.destroy(); server.closeAllConnections(); server.close(() => parentPort.postMessage({ id })); }
});
`;

export async function startDynamoCounter(upstreamPort: number, port = 0): Promise<DynamoCounter> {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { upstreamPort, port } });
  const [ready] = (await once(worker, 'message')) as [{ ready: number }];
  let nextId = 0;
  const pending = new Map<number, (reply: Record<string, unknown>) => void>();
  worker.on('message', (reply: { id?: number } & Record<string, unknown>) => {
    if (reply.id === undefined) return;
    pending.get(reply.id)?.(reply);
    pending.delete(reply.id);
  });
  const ask = (op: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      worker.postMessage({ id, op });
    });
  const counts = async () => {
    const reply = (await ask('counts')).counts as Record<string, number>;
    return Object.fromEntries(Object.entries(reply).sort(([a], [b]) => a.localeCompare(b)));
  };

  return {
    url: `http://127.0.0.1:${ready.ready}`,
    counts,
    total: async () => Object.values(await counts()).reduce((sum, n) => sum + n, 0),
    reset: async () => {
      await ask('reset');
    },
    idle: async () => {
      await ask('idle');
    },
    stop: async () => {
      await ask('stop');
      await worker.terminate();
    },
  };
}
