import type http from 'node:http';
import { sendJson } from './gateway.js';

/** Where a test (or a developer) runs the reconciliation job now and reads its summary. */
export const RECONCILE_PATH = '/__local/jobs/reconcile-payments';

export interface LocalJobsOptions {
  /** How often the job runs by itself; 0 runs it only when asked on RECONCILE_PATH. */
  everyMs: number;
  log: (line: string) => void;
}

/**
 * The scheduled jobs of the events stack, run locally by the very same handler: on a timer, as
 * EventBridge Scheduler does, and on demand (POST RECONCILE_PATH), one run at a time.
 */
export function createLocalJobs(options: LocalJobsOptions) {
  let running: Promise<unknown> | undefined;

  const run = (): Promise<unknown> => {
    running ??= import('../functions/jobs/reconcile-payments.js')
      .then((m) => m.handler())
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const timer =
    options.everyMs > 0
      ? setInterval(() => {
          run().catch((err: unknown) => options.log(`reconcile-payments failed: ${String(err)}`));
        }, options.everyMs)
      : undefined;
  timer?.unref();

  async function routes(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== RECONCILE_PATH) return false;
    if (req.method !== 'POST') {
      sendJson(res, 405, { message: 'POST runs the job' });
      return true;
    }
    try {
      sendJson(res, 200, { summary: await run() });
    } catch (err) {
      sendJson(res, 500, { message: String(err) });
    }
    return true;
  }

  const stop = async () => {
    if (timer) clearInterval(timer);
    await running?.catch(() => undefined);
  };

  return { routes, stop };
}
