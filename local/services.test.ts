import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { reportedPort } from './services.js';

const LINE = /running on https?:\/\/[^\s:]+:(\d+)/;

/** A child that writes what `script` writes, as cognito-local's start-up line is written. */
const child = (script: string) => spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'ignore'] });

describe('reportedPort', () => {
  it('reads the port from a coloured start-up line split across writes, and keeps draining after it', async () => {
    const script = `
      process.stdout.write('\\u001b[32mINFO\\u001b[39m NONE NONE Cognito Local running on http://127.0');
      setTimeout(() => {
        process.stdout.write('.0.1:\\u001b[1m43117\\u001b[22m\\n');
        // Far more than a pipe holds: the child only ends if its output is still read.
        for (let i = 0; i < 2000; i++) process.stdout.write('x'.repeat(1024) + '\\n');
      }, 20);`;
    const started = child(script);
    const ended = new Promise((resolve) => started.once('exit', resolve));
    expect(await reportedPort(started, 'stand-in', LINE)).toBe(43117);
    expect(await ended).toBe(0);
  });

  it('fails with the child’s words when it exits before it listens', async () => {
    const started = child(`process.stdout.write('EADDRINUSE somewhere'); process.exit(3)`);
    await expect(reportedPort(started, 'stand-in', LINE)).rejects.toThrow(/stand-in exited with code 3 before it listened: EADDRINUSE somewhere/);
  });
});
