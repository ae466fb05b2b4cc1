import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStackProcess, type StackInfo } from '../../local/stack-process.js';
import { storeFixtureImages } from './fixture-images.js';
import { TEST_PORTS } from './ports.js';

let stop: (() => Promise<void>) | undefined;
let dataDir: string | undefined;

/** A fresh embedded stack in its own process for the whole integration run, on ports apart from `npm start`'s. */
export async function setup(project: TestProject): Promise<void> {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quickbasket-it-'));
  process.env.POWERTOOLS_LOG_LEVEL ??= 'CRITICAL';
  // Refunds settle quickly, but not at once: the pending state is real, as in Stripe. The demo
  // stores take orders at any hour, so no test depends on the time of day it runs at.
  const stack = await startStackProcess({ ports: TEST_PORTS, dataDir, seed: { storesAlwaysOpen: true }, inMemoryDb: true, stripeRefundDelayMs: 200, reconcileEveryMs: 0 });
  stop = stack.stop;
  await storeFixtureImages(stack.info.env);
  project.provide('stack', stack.info);
}

export async function teardown(): Promise<void> {
  await stop?.();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}
