import type http from 'node:http';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { DIGEST_EVERY_MS } from '../functions/core/low-stock.js';
import { EXPIRY_EVERY_MS } from '../functions/core/stock-batches.js';
import { keys } from '../functions/data/keys.js';
import { sendJson } from './send-json.js';

/** Where a test (or a developer) runs the reconciliation job now and reads its summary. */
export const RECONCILE_PATH = '/__local/jobs/reconcile-payments';
/** Where a test or benchmark builds the catalog object of the current version now (and waits for it). */
export const BUILD_CATALOG_PATH = '/__local/jobs/build-catalog';
/** Where a test sends the due low-stock digests now; `?everyMs=0` treats every store's digest as due. */
export const LOW_STOCK_DIGESTS_PATH = '/__local/jobs/low-stock-digests';
/** Where a test writes off expired batches now; `?now=<ISO instant>` runs the job as of that moment (a store's midnight). */
export const EXPIRE_BATCHES_PATH = '/__local/jobs/expire-batches';

export interface LocalJobsOptions {
  /** How often the reconciliation job runs by itself; 0 runs it only when asked on RECONCILE_PATH. */
  everyMs: number;
  /**
   * on-change: the catalog builder runs from the table's stream, as in AWS (stream-consumers.ts), and
   * once at start for what changed before the stream was read; on-demand: only on BUILD_CATALOG_PATH.
   */
  catalogBuilds: 'on-change' | 'on-demand';
  /** How often the low-stock digest job runs by itself (default DIGEST_EVERY_MS, as in AWS); 0: only on LOW_STOCK_DIGESTS_PATH. */
  digestEveryMs?: number;
  /** How often the expiry job runs by itself (default EXPIRY_EVERY_MS, as in AWS); 0: only on EXPIRE_BATCHES_PATH. */
  expiryEveryMs?: number;
  log: (line: string) => void;
}

/** One job: one run at a time; asking while it runs joins that run. */
function single<R>(run: () => Promise<R>) {
  let running: Promise<R> | undefined;
  return {
    run: (): Promise<R> => {
      running ??= run().finally(() => {
        running = undefined;
      });
      return running;
    },
    settled: async () => {
      await running?.catch(() => undefined);
    },
  };
}

/**
 * The scheduled and stream-fed jobs of the events stack, run locally by the very same handlers:
 * - reconcile-payments on a timer, as EventBridge Scheduler does, and on demand (POST RECONCILE_PATH);
 * - low-stock-digests likewise (POST LOW_STOCK_DIGESTS_PATH, `?everyMs=` passed to the handler);
 * - expire-batches likewise (POST EXPIRE_BATCHES_PATH, `?now=` passed to the handler);
 * - build-catalog on demand (POST BUILD_CATALOG_PATH); `catalogFromStream` is the handler the table
 *   stream stand-in runs for it, so that builds never overlap and one that began before a change is
 *   followed by one that sees it.
 */
export function createLocalJobs(options: LocalJobsOptions) {
  const reconcile = single(() => import('../functions/jobs/reconcile-payments.js').then((m) => m.handler()));
  const digestsRun = (everyMs?: number) => import('../functions/jobs/low-stock-digests.js').then((m) => m.handler(everyMs === undefined ? {} : { everyMs }));
  const digests = single(() => digestsRun());
  const digestEveryMs = options.digestEveryMs ?? DIGEST_EVERY_MS;
  const expiryRun = (now?: string) => import('../functions/jobs/expire-batches.js').then((m) => m.handler(now === undefined ? {} : { now }));
  const expiry = single(() => expiryRun());
  const expiryEveryMs = options.expiryEveryMs ?? EXPIRY_EVERY_MS;
  // The handler ignores the records (it builds the current version); one record stands for the change.
  const { pk, sk } = keys.catalogVersion();
  const versionChanged: DynamoDBStreamEvent = { Records: [{ eventName: 'MODIFY', dynamodb: { Keys: { pk: { S: pk }, sk: { S: sk } } } }] };
  const buildCatalog = single(() => import('../functions/jobs/build-catalog.js').then((m) => m.handler(versionChanged)));

  const catalogFromStream = async (): Promise<unknown> => {
    await buildCatalog.settled();
    return buildCatalog.run();
  };
  if (options.catalogBuilds === 'on-change') {
    buildCatalog.run().catch((err: unknown) => options.log(`build-catalog failed: ${String(err)}`));
  }

  const timers = [
    options.everyMs > 0 &&
      setInterval(() => {
        reconcile.run().catch((err: unknown) => options.log(`reconcile-payments failed: ${String(err)}`));
      }, options.everyMs),
    digestEveryMs > 0 &&
      setInterval(() => {
        digests.run().catch((err: unknown) => options.log(`low-stock-digests failed: ${String(err)}`));
      }, digestEveryMs),
    expiryEveryMs > 0 &&
      setInterval(() => {
        expiry.run().catch((err: unknown) => options.log(`expire-batches failed: ${String(err)}`));
      }, expiryEveryMs),
  ].filter((t) => t !== false);
  for (const timer of timers) timer.unref();

  const jobsByPath: Record<string, (url: URL) => Promise<unknown>> = {
    [RECONCILE_PATH]: reconcile.run,
    [BUILD_CATALOG_PATH]: buildCatalog.run,
    // With an interval asked for, its own run (after the timer's, if one is running).
    [LOW_STOCK_DIGESTS_PATH]: async (url) => {
      const asked = url.searchParams.get('everyMs');
      if (asked === null) return digests.run();
      await digests.settled();
      return digestsRun(Number(asked));
    },
    // As of the moment asked for, its own run (after the timer's, if one is running).
    [EXPIRE_BATCHES_PATH]: async (url) => {
      const asked = url.searchParams.get('now');
      if (asked === null) return expiry.run();
      await expiry.settled();
      return expiryRun(asked);
    },
  };

  async function routes(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const run = jobsByPath[url.pathname];
    if (!run) return false;
    if (req.method !== 'POST') {
      sendJson(res, 405, { message: 'POST runs the job' });
      return true;
    }
    try {
      sendJson(res, 200, { summary: await run(url) });
    } catch (err) {
      sendJson(res, 500, { message: String(err) });
    }
    return true;
  }

  const stop = async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.all([reconcile.settled(), buildCatalog.settled(), digests.settled(), expiry.settled()]);
  };

  return { routes, stop, catalogFromStream };
}
