import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { ROOT } from '../local/config.js';
import { startStack, type Stack } from '../local/stack.js';

let stack: Stack | undefined;
let dataDir: string | undefined;

/** Five ports from E2E_PORT_BASE (default 15000); override to run suites side by side. */
const base = Number.parseInt(process.env.E2E_PORT_BASE ?? '15000', 10);
export const E2E_PORTS = { gateway: base, dynamodb: base + 1, s3: base + 2, cognito: base + 3, ses: base + 4 };

/** Builds the site and serves it from a fresh seeded stack, as `npm start` does. */
export async function setup(project: TestProject): Promise<void> {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'CRITICAL';
  const outDir = path.join(os.tmpdir(), `quickbasket-e2e-site-${process.pid}`);
  await build({ configFile: path.join(ROOT, 'frontend/vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quickbasket-e2e-'));
  stack = await startStack({ ports: E2E_PORTS, dataDir, staticDir: outDir, seed: {}, inMemoryDb: true });
  project.provide('site', { url: stack.gateway.url, mailStore: `http://127.0.0.1:${E2E_PORTS.ses}/store` });
}

export async function teardown(): Promise<void> {
  await stack?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    site: { url: string; mailStore: string };
  }
}
