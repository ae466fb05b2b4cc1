import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './config.js';
import type { StackOptions } from './stack.js';

export interface StackInfo {
  apiUrl: string;
  env: Record<string, string>;
  userPoolId: string;
  clientId: string;
  /** The key the stack's Cognito front signs tokens with (security tests mint tokens with it). */
  tokenSigningKeyFile: string;
}

/**
 * Starts an embedded stack in a child process and resolves when it serves (test suites, benchmarks).
 * The deadline only catches a start that hangs: on a machine shared by many test runs (load ~20 on
 * 2 cores) a healthy start took over 3 minutes, and a shorter deadline failed suites that were fine.
 */
export async function startStackProcess(
  options: Omit<StackOptions, 'log'>,
  timeoutMs = 600_000,
): Promise<{ info: StackInfo; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'local/stack-child.ts')], {
    cwd: ROOT,
    env: { ...process.env, QUICKBASKET_STACK_OPTIONS: JSON.stringify(options) },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const info = await new Promise<StackInfo>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`the stack did not start within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const ready = /^READY (.+)$/m.exec(output);
      if (ready?.[1]) {
        clearTimeout(timer);
        resolve(JSON.parse(ready[1]) as StackInfo);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the stack process exited with code ${code} before it was ready`));
    });
  });
  // Keep draining stdout so the child never blocks on a full pipe.
  child.stdout?.resume();
  return {
    info,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
