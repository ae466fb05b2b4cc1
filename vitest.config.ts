import { defineConfig } from 'vitest/config';
import { siteAliases } from './frontend/aliases.ts';

/**
 * The suites (projects), one command (`npm test`); README.md names them and test/docs.test.ts holds it:
 * - unit: pure functions and modules beside the code, and the docs check (test/docs.test.ts);
 * - infra: the CDK app synthesized, its templates and cdk-nag's findings;
 * - integration: the real handlers over HTTP through the local gateway on one embedded stack,
 *   started once for every file (global-setup.ts; a few files start a stack of their own);
 * - e2e: Playwright (playwright-core + Debian Chromium) against the built site on its own stack.
 */
/** Handlers log JSON and metrics (EMF lines) through Powertools; tests keep only what matters. */
const quietLogs = { POWERTOOLS_LOG_LEVEL: 'CRITICAL', POWERTOOLS_METRICS_DISABLED: 'true', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: siteAliases },
        test: {
          name: 'unit',
          environment: 'node',
          env: quietLogs,
          include: ['functions/**/*.test.ts', 'local/**/*.test.ts', 'frontend/src/**/*.test.ts', 'events/**/*.test.ts', 'bench/**/*.test.ts', 'test/docs.test.ts'],
        },
      },
      {
        test: {
          name: 'infra',
          environment: 'node',
          env: quietLogs,
          include: ['infra/**/*.test.ts'],
          // One module cache per worker across files: the dev app (infra/test-app.ts devApp) is
          // synthesized once per worker, not once per file.
          isolate: false,
          testTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          env: quietLogs,
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One shared stack: files run one after another so counts stay predictable.
          fileParallelism: false,
        },
      },
      {
        resolve: { alias: siteAliases },
        test: {
          name: 'e2e',
          environment: 'node',
          env: quietLogs,
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
