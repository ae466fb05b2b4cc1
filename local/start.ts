import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, defaultPorts } from './config.js';
import { EVENTBRIDGE_PATH } from './events.js';
import { stopAllWhenAPartDies } from './part-guard.js';
import { DEMO_ACCOUNTS } from './provision.js';
import { LOCAL_DATA_DIR, startStack, type Stack } from './stack.js';

/** `npm start`: build the site and serve it with the whole embedded stack. `--dev`: Vite hot reload instead. */
const dev = process.argv.includes('--dev');
const ports = defaultPorts();
const started = Date.now();

/**
 * The site is built while the stack starts and seeds (the gateway reads the files per request, and
 * nothing is served before both are done): on a first start, drawing the demo images and building
 * the site no longer wait for each other.
 */
let build: ReturnType<typeof spawn> | undefined;
function buildSite(): Promise<void> {
  console.log('Building the frontend...');
  build = spawn(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'frontend/vite.config.ts', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  const child = build;
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The frontend build failed (exit code ${code})`))));
  });
}

let vite: ReturnType<typeof spawn> | undefined;
let stack: Stack | undefined;
const die = stopAllWhenAPartDies(async () => {
  build?.kill('SIGTERM');
  vite?.kill('SIGTERM');
  await stack?.stop();
});

const built = dev ? Promise.resolve() : buildSite();
// Awaited below; a failure before then must not go unhandled.
built.catch(() => undefined);

try {
  const starting = startStack({
    ports,
    dataDir: LOCAL_DATA_DIR,
    staticDir: dev ? undefined : path.join(ROOT, 'frontend/dist'),
    seed: {},
    siteUrl: dev ? 'http://localhost:5173' : undefined,
    log: (line) => console.log(line),
  });
  [stack] = await Promise.all([
    starting,
    built.catch(async (error: unknown) => {
      await (await starting.catch(() => undefined))?.stop();
      throw error;
    }),
  ]);
  if (dev) {
    vite = spawn(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), '--config', 'frontend/vite.config.ts'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, PORT: String(ports.gateway) },
    });
    vite.once('exit', (code, signal) => die('the Vite dev server', signal === null ? `exited with code ${code}` : `was killed by ${signal}`));
  }
  const siteUrl = dev ? 'http://localhost:5173' : stack.gateway.url;
  // The credentials the stand-ins of AWS and Stripe APIs ask for, as the real ones do (docs/local.md, "What asks for credentials locally").
  const stripeLine = stack.env.STRIPE_API_URL
    ? `Stripe (local)   ${stack.gateway.url}/local-stripe   API key ${stack.env.STRIPE_SECRET_KEY}`
    : 'Stripe           your test-mode account (STRIPE_SECRET_KEY)';
  console.log(`
QuickBasket is running (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)

  Store            ${siteUrl}
  API              ${stack.gateway.url}/api/category/get
  Local mail (OTP) http://localhost:${ports.ses}/  (JSON: /store)
  DynamoDB Local   http://localhost:${ports.dynamodb}   table ${stack.env.TABLE_NAME}
  S3 (s3rver)      http://localhost:${ports.s3}   bucket ${stack.env.IMAGES_BUCKET}
  Cognito (local)  http://localhost:${ports.cognito}   pool ${stack.userPool.userPoolId}
  ${stripeLine}
  EventBridge      ${stack.gateway.url}${EVENTBRIDGE_PATH}   SigV4 as ${stack.env.AWS_ACCESS_KEY_ID} / ${stack.env.AWS_SECRET_ACCESS_KEY} (${stack.env.AWS_REGION})

  Sign in as
${DEMO_ACCOUNTS.map((a) => `    ${a.admin ? 'admin  ' : a.rider ? 'rider  ' : a.picker ? 'picker ' : 'shopper'}  ${a.email} / ${a.password}`).join('\n')}

Data is kept in .local/ (npm run reset wipes it). Ctrl-C stops everything.
`);
  const running = stack;
  const shutdown = async () => {
    console.log('\nStopping...');
    vite?.removeAllListeners('exit');
    vite?.kill('SIGTERM');
    await running.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (err) {
  console.error((err as Error).message);
  build?.kill('SIGTERM');
  process.exit(1);
}
