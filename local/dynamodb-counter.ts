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
 *
 * It also estimates the capacity units DynamoDB on demand would bill (`units()`), from the JSON
 * bodies it forwards, with one simplification: every item is taken as at most 1 KB written and 4 KB
 * read, except Query and Scan, whose reply size (JSON, a little larger than DynamoDB's item size)
 * stands for the bytes read. Writes: 1 WRU per item (Put, Update, Delete, each BatchWrite request),
 * 2 per TransactWriteItems item (ConditionCheck included). Reads: 1 RRU per item read strongly
 * consistent, 0.5 eventually consistent, 2 per TransactGetItems item; Query/Scan: per started 4 KB
 * of reply. Requests DynamoDB refuses (a failed condition, a cancelled transaction) are counted too:
 * they consume capacity as well.
 */
export interface DynamoCounter {
  /** Where the handlers should send DynamoDB requests (AWS_ENDPOINT_URL_DYNAMODB). */
  url: string;
  /** Requests forwarded since start or the last reset, by operation. */
  counts(): Promise<Record<string, number>>;
  total(): Promise<number>;
  reset(): Promise<void>;
  /** Estimated read and write request units since start or the last reset, by operation (rule above). */
  units(): Promise<CapacityUnits>;
  /** Resolves once no request is in flight (after a page load, before reading the counts). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export interface CapacityUnits {
  read: Record<string, number>;
  write: Record<string, number>;
}

/** The worker, as plain JavaScript: it must run without the TypeScript loader. */
const WORKER_SOURCE = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const counts = new Map();
const readUnits = new Map();
const writeUnits = new Map();
const add = (map, op, n) => { if (n > 0) map.set(op, (map.get(op) || 0) + n); };
const perRead = (consistent) => (consistent ? 1 : 0.5);
const UNITS = {
  PutItem: () => [0, 1],
  UpdateItem: () => [0, 1],
  DeleteItem: () => [0, 1],
  GetItem: (b) => [perRead(b.ConsistentRead), 0],
  TransactWriteItems: (b) => [0, 2 * (b.TransactItems || []).length],
  TransactGetItems: (b) => [2 * (b.TransactItems || []).length, 0],
  BatchWriteItem: (b) => [0, Object.values(b.RequestItems || {}).reduce((n, list) => n + list.length, 0)],
  BatchGetItem: (b) => [Object.values(b.RequestItems || {}).reduce((n, t) => n + (t.Keys || []).length * perRead(t.ConsistentRead), 0), 0],
};
const READS_BY_REPLY = new Set(['Query', 'Scan']);
const tally = (operation, body, replyBytes) => {
  let parsed = {};
  try { parsed = JSON.parse(body || '{}'); } catch { return; }
  if (READS_BY_REPLY.has(operation)) return add(readUnits, operation, Math.max(1, Math.ceil(replyBytes / 4096)) * perRead(parsed.ConsistentRead));
  const rule = UNITS[operation];
  if (!rule) return;
  const [read, write] = rule(parsed);
  add(readUnits, operation, read);
  add(writeUnits, operation, write);
};
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
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  let replyBytes = 0;
  let done = false;
  const finish = () => { if (done) return; done = true; inFlight--; settle(); };
  const upstream = http.request(
    { host: '127.0.0.1', port: workerData.upstreamPort, method: req.method, path: req.url, headers: req.headers, agent },
    (reply) => {
      res.writeHead(reply.statusCode || 502, reply.headers);
      reply.on('data', (chunk) => { replyBytes += chunk.length; });
      reply.pipe(res);
      reply.on('end', () => { tally(operation, Buffer.concat(chunks).toString('utf8'), replyBytes); finish(); });
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
  else if (op === 'units') parentPort.postMessage({ id, units: { read: Object.fromEntries(readUnits), write: Object.fromEntries(writeUnits) } });
  else if (op === 'reset') { counts.clear(); readUnits.clear(); writeUnits.clear(); parentPort.postMessage({ id }); }
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
    units: async () => (await ask('units')).units as CapacityUnits,
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
