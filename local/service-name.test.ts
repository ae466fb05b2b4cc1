import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * The handlers' logs name the service locally as in AWS (`"service":"quickbasket"`): the stack sets
 * the environment after its own modules load and before the handlers', so nothing the stack
 * imports at load may construct the handlers' logger (it reads POWERTOOLS_SERVICE_NAME once).
 */
describe('local logs', () => {
  it('name the service, as the stack starts them', () => {
    const script = `
      await import('./local/stack.ts');
      const { defaultPorts, serviceEnv } = await import('./local/config.ts');
      Object.assign(process.env, serviceEnv(defaultPorts()));
      const { logger } = await import('./functions/platform/logger.ts');
      logger.info('started');
    `;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: new URL('..', import.meta.url),
      env: { ...process.env, POWERTOOLS_LOG_LEVEL: 'INFO', POWERTOOLS_SERVICE_NAME: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(child.stderr).toBe('');
    const line = child.stdout.split('\n').find((text) => text.includes('"started"'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({ message: 'started', service: 'quickbasket' });
    // A fresh Node loading the stack's modules through tsx: seconds on a loaded machine, not 5.
  }, 60_000);
});
