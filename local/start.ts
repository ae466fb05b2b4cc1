import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, defaultPorts } from './config.js';
import { EVENTBRIDGE_PATH } from './events.js';
import { DEMO_ACCOUNTS } from './provision.js';
import { LOCAL_DATA_DIR, startStack } from './stack.js';

/** `npm start`: build the site and serve it with the whole embedded stack. `--dev`: Vite hot reload instead. */
const dev = process.argv.includes('--dev');
const ports = defaultPorts();
const started = Date.now();

if (!dev) {
  console.log('Building the frontend...');
  const build = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'frontend/vite.config.ts', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

try {
  const stack = await startStack({
    ports,
    dataDir: LOCAL_DATA_DIR,
    staticDir: dev ? undefined : path.join(ROOT, 'frontend/dist'),
    seed: {},
    siteUrl: dev ? 'http://localhost:5173' : undefined,
    log: (line) => console.log(line),
  });
  let vite: ReturnType<typeof spawn> | undefined;
  if (dev) {
    vite = spawn(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), '--config', 'frontend/vite.config.ts'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, PORT: String(ports.gateway) },
    });
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
${DEMO_ACCOUNTS.map((a) => `    ${a.admin ? 'admin  ' : 'shopper'}  ${a.email} / ${a.password}`).join('\n')}

Data is kept in .local/ (npm run reset wipes it). Ctrl-C stops everything.
`);
  const shutdown = async () => {
    console.log('\nStopping...');
    vite?.kill('SIGTERM');
    await stack.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
