import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import path from 'node:path';
import type { EventBridgeEvent } from 'aws-lambda';
import { RULES } from '../events/rules.js';
import { ROOT } from './config.js';

const RETRY_DELAYS_MS = [200, 1000, 3000];

type Target = (event: EventBridgeEvent<string, unknown>) => Promise<void>;

/**
 * A local EventBridge for the handlers' real SDK client (AWS_ENDPOINT_URL_EVENTBRIDGE points here):
 * PutEvents is accepted at once, then each matching rule's target runs with retries, as EventBridge
 * delivers asynchronously. A target that still fails is logged (the dead-letter queue in AWS).
 */
export function createLocalEventBus(region: string) {
  const targets = new Map<string, Promise<Target>>();
  const inFlight = new Set<Promise<void>>();

  const target = (name: string): Promise<Target> => {
    if (!targets.has(name)) {
      const file = path.join(ROOT, 'functions', `${name}.ts`);
      targets.set(name, import(file).then((m: { handler: Target }) => m.handler));
    }
    return targets.get(name) as Promise<Target>;
  };

  async function deliver(ruleTarget: string, event: EventBridgeEvent<string, unknown>): Promise<void> {
    const handler = await target(ruleTarget);
    for (let attempt = 0; ; attempt++) {
      try {
        await handler(event);
        return;
      } catch (err) {
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay === undefined) {
          console.error(`event ${event.id} to ${ruleTarget} failed after retries (would go to the DLQ):`, err);
          return;
        }
        await new Promise((r) => setTimeout(r, delay));
      }
    }
  }

  async function routes(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): Promise<boolean> {
    if (req.headers['x-amz-target'] !== 'AWSEvents.PutEvents') return false;
    const request = JSON.parse(body.toString('utf8')) as {
      Entries: { Source: string; DetailType: string; Detail: string; EventBusName?: string }[];
    };
    const entries = request.Entries.map((entry) => {
      const event: EventBridgeEvent<string, unknown> = {
        version: '0',
        id: randomUUID(),
        'detail-type': entry.DetailType,
        source: entry.Source,
        account: '000000000000',
        time: new Date().toISOString(),
        region,
        resources: [],
        detail: JSON.parse(entry.Detail) as unknown,
      };
      for (const rule of RULES) {
        // As EventBridge evaluates these patterns: source and detail-type.
        const matches =
          (rule.pattern.source as readonly string[]).includes(event.source) &&
          (rule.pattern['detail-type'] as readonly string[]).includes(event['detail-type']);
        if (!matches) continue;
        const delivery = deliver(rule.target, event).finally(() => inFlight.delete(delivery));
        inFlight.add(delivery);
      }
      return { EventId: event.id };
    });
    res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
    res.end(JSON.stringify({ FailedEntryCount: 0, Entries: entries }));
    return true;
  }

  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  const settled = async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };

  return { routes, settled };
}
