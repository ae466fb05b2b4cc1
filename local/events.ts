import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import path from 'node:path';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { MAX_RECEIVES, RULES } from '../events/rules.js';
import { ROOT } from './config.js';
import { createSigV4Verifier } from './sigv4-auth.js';

/** Where the handlers' EventBridge client sends PutEvents (AWS_ENDPOINT_URL_EVENTBRIDGE): nowhere else answers it. */
export const EVENTBRIDGE_PATH = '/__local/eventbridge';

/** GET: what waits in the dead-letter queue (the AWS console's view of the DLQ): a developer page, no credentials. */
export const DEAD_LETTERS_PATH = '/__local/dead-letters';

/**
 * GET: answers once the bus is idle (no message queued, waiting for a retry or being delivered), so a
 * test can check that an event changed nothing after it was handled, instead of sleeping.
 */
export const EVENTS_IDLE_PATH = '/__local/events/idle';

type Consumer = (event: SQSEvent, context: Partial<Context>) => Promise<SQSBatchResponse | void>;

interface Message {
  id: string;
  body: string;
  receives: number;
  visibleAt: number;
}

export interface LocalEventBusOptions {
  region: string;
  /** The stack's AWS key pair (what the handlers' clients sign with): PutEvents must be signed with it. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** How long a failed message stays invisible before its next delivery, first time (doubles each time). */
  retryDelayMs?: number;
  log?: (line: string) => void;
}

/**
 * A local EventBridge with SQS queues behind its rules, for the handlers' real SDK client: PutEvents
 * (on EVENTBRIDGE_PATH only, as a JSON request of the AWSEvents protocol, SigV4-signed with the
 * stack's credentials, or refused with EventBridge's 400 as in AWS) is accepted at once, each
 * matching rule of events/rules.ts puts the event into its queue, and the queue feeds its consumer
 * in SQS batches, as the event source mapping does in AWS: a record the consumer reports failed (or
 * every record, if it throws) becomes visible again after a delay, up to MAX_RECEIVES deliveries,
 * then moves to the dead-letter list (logged: in AWS an alarm calls a person). Messages live in
 * memory: a restart loses what was queued, which the reconciliation job settles from Stripe.
 */
export function createLocalEventBus(options: LocalEventBusOptions) {
  const retryDelayMs = options.retryDelayMs ?? 1000;
  const verifySignature = createSigV4Verifier({ service: 'events', region: options.region, credentials: options.credentials });
  const log = options.log ?? ((line: string) => console.error(line));
  const consumers = new Map<string, Promise<Consumer>>();
  const queues = new Map(RULES.map((rule) => [rule.target, [] as Message[]]));
  const deadLetters: { target: string; message: Message }[] = [];
  let polling: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const idleWaiters: (() => void)[] = [];

  const isIdle = () => !polling && [...queues.values()].every((queue) => queue.length === 0);
  /** Resolves when nothing is queued or in flight (dead letters are done with): see EVENTS_IDLE_PATH. */
  const idle = (): Promise<void> => (isIdle() || stopped ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve)));

  const consumer = (target: string): Promise<Consumer> => {
    if (!consumers.has(target)) {
      const file = path.join(ROOT, 'functions', `${target}.ts`);
      consumers.set(target, import(file).then((m: { handler: Consumer }) => m.handler));
    }
    return consumers.get(target) as Promise<Consumer>;
  };

  const toRecord = (message: Message): SQSRecord =>
    ({
      messageId: message.id,
      receiptHandle: message.id,
      body: message.body,
      attributes: { ApproximateReceiveCount: String(message.receives) },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: `arn:aws:sqs:${options.region}:000000000000:local`,
      awsRegion: options.region,
    }) as unknown as SQSRecord;

  /** Delivers the visible messages of one queue, in batches of 10, and handles what failed. */
  async function drain(target: string, queue: Message[]): Promise<void> {
    const now = Date.now();
    const batch = queue.filter((m) => m.visibleAt <= now).slice(0, 10);
    if (batch.length === 0) return;
    for (const message of batch) {
      message.receives += 1;
      message.visibleAt = Number.POSITIVE_INFINITY; // in flight
    }
    let failed: Set<string>;
    try {
      const handler = await consumer(target);
      const answer = await handler({ Records: batch.map(toRecord) }, { awsRequestId: randomUUID(), getRemainingTimeInMillis: () => 30_000 });
      failed = new Set((answer?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
    } catch {
      failed = new Set(batch.map((m) => m.id)); // the whole batch comes back, as in SQS
    }
    for (const message of batch) {
      const index = queue.indexOf(message);
      if (!failed.has(message.id)) {
        queue.splice(index, 1);
      } else if (message.receives >= MAX_RECEIVES) {
        queue.splice(index, 1);
        deadLetters.push({ target, message });
        log(`event ${message.id} to ${target} failed ${message.receives} times: moved to the dead-letter queue`);
      } else {
        message.visibleAt = Date.now() + retryDelayMs * 2 ** (message.receives - 1);
      }
    }
  }

  /**
   * Delivers when the next message becomes visible (at once for a new one, after its delay for a
   * retry), as a Lambda event source mapping polls; one round at a time, the next planned after it.
   */
  function schedule(): void {
    if (stopped || polling) return;
    const next = Math.min(...[...queues.values()].flatMap((queue) => queue.map((m) => m.visibleAt)));
    if (!Number.isFinite(next)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      polling = Promise.all([...queues].map(([target, queue]) => drain(target, queue))).then(() => {
        polling = undefined;
        schedule();
        if (isIdle()) for (const resolve of idleWaiters.splice(0)) resolve();
      });
    }, Math.max(0, next - Date.now()));
  }

  async function routes(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): Promise<boolean> {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname.replace(/\/$/, '');
    if (pathname === DEAD_LETTERS_PATH && req.method === 'GET') {
      const waiting = deadLetters.map(({ target, message }) => ({ target, id: message.id, receives: message.receives, body: JSON.parse(message.body) as unknown }));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ deadLetters: waiting }));
      return true;
    }
    if (pathname === EVENTS_IDLE_PATH && req.method === 'GET') {
      await idle();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ idle: true }));
      return true;
    }
    if (pathname !== EVENTBRIDGE_PATH) return false;
    const reply = (status: number, answer: unknown) => {
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(JSON.stringify(answer));
    };
    // As in AWS, who is calling is settled before what is asked.
    const refusal = await verifySignature(req, body);
    if (refusal) {
      reply(refusal.status, { __type: refusal.type, message: refusal.message });
      return true;
    }
    if (req.method !== 'POST' || req.headers['x-amz-target'] !== 'AWSEvents.PutEvents') {
      reply(400, { __type: 'UnknownOperationException', message: 'Only AWSEvents.PutEvents is served here' });
      return true;
    }
    let request: { Entries?: { Source?: string; DetailType?: string; Detail?: string }[] };
    try {
      request = JSON.parse(body.toString('utf8')) as typeof request;
      if (!Array.isArray(request.Entries)) throw new Error('no Entries');
    } catch {
      reply(400, { __type: 'SerializationException', message: 'The request is not a PutEvents JSON body' });
      return true;
    }
    const entries = request.Entries.map((entry) => {
      let detail: unknown;
      try {
        detail = JSON.parse(entry.Detail ?? '');
      } catch {
        return { ErrorCode: 'MalformedDetail', ErrorMessage: 'Detail is not valid JSON' };
      }
      const event = {
        version: '0',
        id: randomUUID(),
        'detail-type': entry.DetailType,
        source: entry.Source,
        account: '000000000000',
        time: new Date().toISOString(),
        region: options.region,
        resources: [],
        detail,
      };
      for (const rule of RULES) {
        // As EventBridge evaluates these patterns: source and detail-type.
        const matches =
          (rule.pattern.source as readonly string[]).includes(String(event.source)) &&
          (rule.pattern['detail-type'] as readonly string[]).includes(String(event['detail-type']));
        if (matches) queues.get(rule.target)?.push({ id: randomUUID(), body: JSON.stringify(event), receives: 0, visibleAt: Date.now() });
      }
      return { EventId: event.id };
    });
    schedule();
    const failedCount = entries.filter((e) => 'ErrorCode' in e).length;
    reply(200, { FailedEntryCount: failedCount, Entries: entries });
    return true;
  }

  /** Stops polling and resolves once no delivery is running (shutdown; what still waits is lost, see above). */
  const stop = async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await polling;
    for (const resolve of idleWaiters.splice(0)) resolve();
  };

  return { routes, stop, idle, deadLetters };
}
