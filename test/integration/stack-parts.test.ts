import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, type StackPorts } from '../../local/config.js';
import { TEST_PORTS } from './ports.js';

/**
 * The embedded stack is one process with DynamoDB Local and cognito-local as its children. When a
 * part dies, every other part stops with it and the message names the part: nothing is left holding
 * a port for the next start. A stack of its own, on ports apart from the suite's.
 */
const base = TEST_PORTS.gateway + 50;
const ports: StackPorts = { gateway: base, dynamodb: base + 1, s3: base + 2, cognito: base + 3, ses: base + 4 };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quickbasket-parts-'));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const free = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
/** The stack process's children: pid and command line. */
const childrenOf = (pid: number) =>
  execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), args: m[2]! }));

const started: number[] = [];
afterAll(() => {
  for (const pid of started) if (alive(pid)) process.kill(pid, 'SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('when a part of the local stack dies', () => {
  it('DynamoDB Local killed: the stack says so, stops cognito-local and the rest, and frees every port', async () => {
    const stack = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'local/stack-child.ts')], {
      cwd: ROOT,
      env: { ...process.env, QUICKBASKET_STACK_OPTIONS: JSON.stringify({ ports, dataDir, seed: false, inMemoryDb: true }) },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    started.push(stack.pid!);
    let stderr = '';
    stack.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => stack.once('exit', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      let stdout = '';
      stack.stdout?.on('data', (chunk: Buffer) => {
        stdout += chunk.toString('utf8');
        if (/^READY /m.test(stdout)) resolve();
      });
      void exited.then((code) => reject(new Error(`the stack exited (${code}) before it was ready: ${stderr}`)));
    });

    const children = childrenOf(stack.pid!);
    const dynamo = children.find((c) => c.args.startsWith('java'));
    const cognito = children.find((c) => c.args.includes('cognito-local'));
    expect(dynamo, JSON.stringify(children)).toBeDefined();
    expect(cognito, JSON.stringify(children)).toBeDefined();
    started.push(dynamo!.pid, cognito!.pid);

    process.kill(dynamo!.pid, 'SIGKILL');
    expect(await exited).not.toBe(0);
    expect(stderr).toMatch(/DynamoDB Local was killed by SIGKILL/);
    expect(alive(cognito!.pid)).toBe(false);
    for (const [name, port] of Object.entries(ports)) expect(await free(port), `${name} port ${port}`).toBe(true);
  }, 150_000);
});
