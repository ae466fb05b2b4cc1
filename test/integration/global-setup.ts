import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack, type Stack } from '../../local/stack.js';
import { TEST_PORTS } from './ports.js';

let stack: Stack | undefined;
let dataDir: string | undefined;

/** A fresh embedded stack for the whole integration run, on ports apart from `npm start`'s. */
export async function setup(project: TestProject): Promise<void> {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quickbasket-it-'));
  process.env.POWERTOOLS_LOG_LEVEL ??= 'CRITICAL';
  stack = await startStack({ ports: TEST_PORTS, dataDir, seed: process.env.NO_SEED ? false : {}, inMemoryDb: true });
  project.provide('stack', {
    apiUrl: stack.gateway.url,
    env: stack.env,
    userPoolId: stack.userPool.userPoolId,
    clientId: stack.userPool.clientId,
  });
}

export async function teardown(): Promise<void> {
  await stack?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: { apiUrl: string; env: Record<string, string>; userPoolId: string; clientId: string };
  }
}
