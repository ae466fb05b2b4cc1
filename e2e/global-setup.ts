import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { ROOT } from '../local/config.js';
import { startStackProcess } from '../local/stack-process.js';

let stop: (() => Promise<void>) | undefined;
let dataDir: string | undefined;
let outDir: string | undefined;

/** Five ports from E2E_PORT_BASE (default 15000); override to run suites side by side. */
const base = Number.parseInt(process.env.E2E_PORT_BASE ?? '15000', 10);
export const E2E_PORTS = { gateway: base, dynamodb: base + 1, s3: base + 2, cognito: base + 3, ses: base + 4 };

/** Builds the site and serves it from a fresh seeded stack, as `npm start` does. */
export async function setup(project: TestProject): Promise<void> {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'CRITICAL';
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quickbasket-e2e-site-'));
  await build({ configFile: path.join(ROOT, 'frontend/vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quickbasket-e2e-'));
  const stack = await startStackProcess({ ports: E2E_PORTS, dataDir, staticDir: outDir, seed: { storesAlwaysOpen: true }, inMemoryDb: true, reconcileEveryMs: 0 });
  stop = stack.stop;
  project.provide('site', {
    url: stack.info.apiUrl,
    mailStore: `http://127.0.0.1:${E2E_PORTS.ses}/store`,
    webhookSecret: stack.info.env.STRIPE_WEBHOOK_SECRET!,
  });
}

export async function teardown(): Promise<void> {
  await stop?.();
  for (const dir of [dataDir, outDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** webhookSecret: what the stack's Stripe webhook verifies against (tests sign events as Stripe). */
    site: { url: string; mailStore: string; webhookSecret: string };
  }
}
