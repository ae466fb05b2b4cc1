import { stopAllWhenAPartDies } from './part-guard.js';
import { startStack, type Stack, type StackOptions } from './stack.js';

/**
 * Runs one embedded stack in its own process (see stack-process.ts): handlers read their
 * configuration from process.env and keep SDK clients at module scope, so two stacks must never
 * share a process.
 */
const options = JSON.parse(process.env.QUICKBASKET_STACK_OPTIONS ?? '{}') as StackOptions;
const running: { stack?: Stack } = {};
stopAllWhenAPartDies(async () => running.stack?.stop());
const stack = await startStack(options);
running.stack = stack;
process.stdout.write(
  `READY ${JSON.stringify({ apiUrl: stack.gateway.url, env: stack.env, userPoolId: stack.userPool.userPoolId, clientId: stack.userPool.clientId, tokenSigningKeyFile: stack.tokenSigningKeyFile })}\n`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// If the parent goes away without a word, do not outlive it.
process.on('disconnect', stop);
