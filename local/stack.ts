import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { LOCAL_BUCKET, LOCAL_STRIPE_SECRET_KEY, ROOT, serviceEnv, type Service, type StackPorts } from './config.js';
import { startDynamoCounter, type DynamoCounter } from './dynamodb-counter.js';
import { RECONCILE_EVERY_MINUTES } from '../events/rules.js';
import { createLocalEventBus } from './events.js';
import { startGateway, type Gateway } from './gateway.js';
import { sendJson } from './send-json.js';
import { createLocalObjectJobs } from './object-jobs.js';
import { createLocalJobs } from './jobs.js';
import { startTableStream, type TableStream } from './table-stream.js';
import { createLocalStripe, type LocalStripe } from './stripe.js';
import { DEMO_ACCOUNTS, ensureCognitoUser, ensureTable, ensureUserPool, type UserPoolIds } from './provision.js';
import { cognitoIssuer, markStopping, startCognito, startDynamoDb, startS3, startSes } from './services.js';

export interface StackOptions {
  ports: StackPorts;
  /** Persistent data (DynamoDB, S3, Cognito); the tests use a fresh temporary directory. */
  dataDir: string;
  /** Serve the built frontend from here (omit for an API-only stack). */
  staticDir?: string;
  /**
   * Seed the demo catalog (the demo accounts are always there); products scales it (benchmarks);
   * storesAlwaysOpen opens the demo stores at every hour (test stacks).
   */
  seed: false | { products?: number; storesAlwaysOpen?: boolean };
  /** Where Stripe sends shoppers back to (Vite's dev server in `npm run dev`); the gateway by default. */
  siteUrl?: string;
  /** Keep DynamoDB in memory (tests): faster, nothing left behind. */
  inMemoryDb?: boolean;
  /** Put a counting proxy in front of DynamoDB Local (benchmarks); the handlers talk to it. */
  countDynamoRequests?: boolean;
  /** The local event queues' first retry delay (1000 ms by default; it doubles each time). */
  eventRetryDelayMs?: number;
  /** How long the local Stripe keeps a refund pending before it succeeds (1000 ms by default). */
  stripeRefundDelayMs?: number;
  /** Local Checkout Sessions expire this long after they open (by default at the 31 minutes the store asks). */
  stripeSessionLifeSeconds?: number;
  /** How often the reconciliation job runs (every RECONCILE_EVERY_MINUTES by default; 0: only when asked on its path). */
  reconcileEveryMs?: number;
  /** The catalog builder runs from the table's stream after every change, as in AWS ('on-change', the default), or only when asked on its path ('on-demand'). */
  catalogBuilds?: 'on-change' | 'on-demand';
  /** Serve FAULTS_PATH, which stops and starts DynamoDB Local (keep the table on disk for that) and makes Cognito operations fail (fault tests). */
  faults?: boolean;
  log?: (line: string) => void;
}

/**
 * Only with the `faults` option: `POST <FAULTS_PATH>/dynamodb/stop` and `.../start`;
 * `POST <FAULTS_PATH>/cognito/<Operation>/fail` (every call of it answers 500) and `.../recover`.
 */
export const FAULTS_PATH = '/__local/faults';

export interface Stack {
  gateway: Gateway;
  userPool: UserPoolIds;
  ports: StackPorts;
  env: Record<string, string>;
  events: ReturnType<typeof createLocalEventBus>;
  stripe: LocalStripe;
  /** The key the Cognito front signs tokens with (local/cognito-front.ts). */
  tokenSigningKeyFile: string;
  /** Present with countDynamoRequests: DynamoDB requests by operation. */
  dynamoCounter?: DynamoCounter;
  /** The stream consumers' feed: held while a count must be one call's own, settled when it must be all a call caused; their invocations. */
  tableStream: Pick<TableStream, 'hold' | 'settled' | 'invocations'>;
  stop(): Promise<void>;
}

/**
 * Starts the embedded stack: DynamoDB Local, s3rver, cognito-local, local SES and the local gateway,
 * provisions the table, bucket and user pool, and seeds. Handlers run in this process, unchanged.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const log = options.log ?? (() => {});
  const { ports, dataDir } = options;
  fs.mkdirSync(dataDir, { recursive: true });
  const env = serviceEnv(ports);
  if (options.siteUrl) env.SITE_URL = options.siteUrl;
  const dynamoCounter = options.countDynamoRequests ? await startDynamoCounter(ports.dynamodb) : undefined;
  if (dynamoCounter) env.AWS_ENDPOINT_URL_DYNAMODB = dynamoCounter.url;
  // The handlers read their configuration from the environment, as they do in Lambda.
  Object.assign(process.env, env);

  const services: Service[] = dynamoCounter ? [{ name: 'DynamoDB counter', stop: () => dynamoCounter.stop() }] : [];
  const stop = async () => {
    markStopping();
    await Promise.allSettled(services.reverse().map((s) => s.stop()));
  };
  try {
    const siteOrigins = [`http://localhost:${ports.gateway}`, `http://127.0.0.1:${ports.gateway}`, 'http://localhost:5173'];
    const [dynamo, s3, cognito, ses] = await Promise.all([
      startDynamoDb(ports.dynamodb, options.inMemoryDb ? undefined : path.join(dataDir, 'dynamodb')),
      startS3(ports.s3, path.join(dataDir, 's3'), siteOrigins),
      startCognito(ports.cognito, path.join(dataDir, 'cognito'), siteOrigins),
      startSes(ports.ses),
    ]);
    services.push(s3, cognito, ses);
    // DynamoDB Local last to stop, and restartable by the fault routes.
    let dynamoNow = dynamo;
    services.unshift({ name: 'DynamoDB Local', stop: () => dynamoNow.stop() });
    const faultRoutes = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (!options.faults || req.method !== 'POST') return false;
      const operation = new RegExp(`^${FAULTS_PATH}/cognito/([A-Za-z]+)/(fail|recover)$`).exec(pathname);
      if (operation?.[1]) {
        if (operation[2] === 'fail') cognito.front.failing.add(operation[1]);
        else cognito.front.failing.delete(operation[1]);
        sendJson(res, 200, { failing: [...cognito.front.failing] });
        return true;
      }
      const match = new RegExp(`^${FAULTS_PATH}/dynamodb/(stop|start)$`).exec(pathname);
      if (!match) return false;
      if (match[1] === 'stop') await dynamoNow.stop();
      else dynamoNow = await startDynamoDb(ports.dynamodb, path.join(dataDir, 'dynamodb'));
      sendJson(res, 200, { dynamodb: match[1] === 'stop' ? 'stopped' : 'started' });
      return true;
    };
    log('services up: DynamoDB Local, s3rver, cognito-local, SES');

    await ensureTable(env.TABLE_NAME as string);
    const userPool = await ensureUserPool(path.join(dataDir, 'user-pool.json'));
    Object.assign(process.env, { USER_POOL_ID: userPool.userPoolId, USER_POOL_CLIENT_ID: userPool.clientId });
    env.USER_POOL_ID = userPool.userPoolId;
    env.USER_POOL_CLIENT_ID = userPool.clientId;

    // Imported only now: the repos read their environment at import, as at a cold start.
    const { createProfile } = await import('../functions/data/repos/users.js');
    const { handler: postAuthentication } = await import('../functions/triggers/post-authentication.js');
    // The user pool's trigger, as infra/stacks/auth-stack.ts attaches it in AWS.
    cognito.front.postAuthentication = postAuthentication;
    const { backfillOrderIndexes } = await import('../functions/data/migrations/order-indexes.js');
    const { migrated } = await backfillOrderIndexes();
    if (migrated > 0) log(`orders from an earlier version brought up to date: ${migrated}`);
    const { backfillOrderLookups } = await import('../functions/data/migrations/order-lookups.js');
    const lookups = await backfillOrderLookups();
    if (lookups.orders + lookups.profiles > 0) log(`order search: ${lookups.orders} orders and ${lookups.profiles} profiles made findable`);
    const { createAddress } = await import('../functions/data/repos/addresses.js');
    for (const account of DEMO_ACCOUNTS) {
      const userId = await ensureCognitoUser(account);
      const profile = await createProfile({ userId, name: account.name, email: account.email });
      // Once, with the profile: an address the shopper removed stays removed.
      if (profile === 'ok' && account.address) await createAddress(userId, account.address);
    }
    if (options.seed) {
      const { seedDemoCatalog } = await import('./seed/seed.js');
      // It reports what it did through log.
      await seedDemoCatalog({ products: options.seed.products, storesAlwaysOpen: options.seed.storesAlwaysOpen, log });
    }
    // After the seed, which writes catalog items directly: every category and sub category name claimed.
    const { backfillNameClaims } = await import('../functions/data/migrations/name-claims.js');
    const { claimed, duplicates } = await backfillNameClaims();
    if (claimed > 0) log(`category and sub category names claimed: ${claimed}`);
    if (duplicates.length > 0) log(`names saved twice before they were unique (rename or delete one of each): ${duplicates.join(', ')}`);
    // After the seed too: a seeded stack has its demo stores (the default among them); an older
    // data directory gets the default store and its products' stock moved there.
    const { migrateStoreStock } = await import('../functions/data/migrations/store-stock.js');
    const stores = await migrateStoreStock();
    if (stores.createdStore) log('created the default store (no zones yet: add the pincodes it serves on the Stores page)');
    if (stores.products + stores.orders > 0) log(`stock per store: ${stores.products} products' stock moved to the default store, ${stores.orders} orders given it`);
    // The demo rider's record (their Cognito user and profile were made above), once.
    const { putNewRider } = await import('../functions/data/repos/riders.js');
    for (const account of DEMO_ACCOUNTS) {
      if (!account.rider) continue;
      const riderId = await ensureCognitoUser(account);
      const at = new Date().toISOString();
      await putNewRider({ _id: riderId, name: account.name, email: account.email, mobile: account.rider.mobile, storeId: account.rider.storeId, active: true, createdAt: at, updatedAt: at });
    }
    // The demo picker's record, once.
    const { putNewPicker } = await import('../functions/data/repos/pickers.js');
    for (const account of DEMO_ACCOUNTS) {
      if (!account.picker) continue;
      const pickerId = await ensureCognitoUser(account);
      const at = new Date().toISOString();
      await putNewPicker({ _id: pickerId, name: account.name, email: account.email, storeId: account.picker.storeId, active: true, createdAt: at, updatedAt: at });
    }

    const { backfillProductSkus } = await import('../functions/data/migrations/product-skus.js');
    const skus = await backfillProductSkus();
    if (skus.given + skus.claimed > 0) log(`product SKUs: ${skus.given} products given one, ${skus.claimed} claimed`);

    // The object jobs' queues (import, export): the image bucket's S3 events of their prefixes (functions/workers.ts).
    const objectJobs = createLocalObjectJobs({ bucket: LOCAL_BUCKET, log });
    s3.onS3Event((event) => objectJobs.onS3Event(event));

    const jobs = createLocalJobs({
      everyMs: options.reconcileEveryMs ?? RECONCILE_EVERY_MINUTES * 60_000,
      catalogBuilds: options.catalogBuilds ?? 'on-change',
      log,
    });
    // The stand-ins that play AWS and Stripe APIs take the credentials the handlers are given, as
    // those do; the control paths (/__local/jobs, dead letters, faults) and /local-stripe are
    // developer pages (the console, the scheduler, the Stripe Dashboard) open on localhost.
    const eventBus = createLocalEventBus({
      region: env.AWS_REGION as string,
      credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID as string, secretAccessKey: env.AWS_SECRET_ACCESS_KEY as string },
      retryDelayMs: options.eventRetryDelayMs,
      log,
    });
    const cognitoEndpoint = `http://127.0.0.1:${ports.cognito}`;
    const stripe = createLocalStripe(env.SITE_URL as string, `http://127.0.0.1:${ports.gateway}/api/order/webhook`,
      env.STRIPE_WEBHOOK_SECRET as string,
      { secretKey: LOCAL_STRIPE_SECRET_KEY, refundDelayMs: options.stripeRefundDelayMs, sessionLifeSeconds: options.stripeSessionLifeSeconds },
    );
    const gateway = await startGateway({
      port: ports.gateway,
      staticDir: options.staticDir,
      connectOrigins: [env.AWS_ENDPOINT_URL_S3 as string, cognitoEndpoint],
      // What the web stack writes to /config.json, plus the endpoint Amplify talks to here.
      siteConfig: {
        apiUrl: '/api',
        region: env.AWS_REGION as string,
        userPoolId: userPool.userPoolId,
        userPoolClientId: userPool.clientId,
        userPoolEndpoint: cognitoEndpoint,
      },
      mediaOrigin: `http://127.0.0.1:${ports.s3}/${LOCAL_BUCKET}`,
      issuer: cognitoIssuer(ports, userPool.userPoolId),
      clientId: userPool.clientId,
      live: { region: env.AWS_REGION as string, credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID as string, secretAccessKey: env.AWS_SECRET_ACCESS_KEY as string } },
      extraRoutes: async (req, res, body) =>
        (await eventBus.routes(req, res, body)) ||
        (await jobs.routes(req, res)) ||
        (await faultRoutes(req, res)) ||
        stripe.routes(req, res, body),
    });
    services.push({ name: 'gateway', stop: () => gateway.stop() });
    // The table's stream feeds every stream consumer of functions/workers.ts (the live push, the
    // dashboard's figures, the low-stock alerts, the catalog builder), as their event source mappings do in AWS.
    const { streamConsumers } = await import('./stream-consumers.js');
    const buildCatalog = 'jobs/build-catalog.ts';
    const stream = await startTableStream({
      tableName: env.TABLE_NAME as string,
      endpoint: `http://127.0.0.1:${ports.dynamodb}`,
      region: env.AWS_REGION as string,
      credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID as string, secretAccessKey: env.AWS_SECRET_ACCESS_KEY as string },
      pollMs: STREAM_POLL_MS,
      consumers: streamConsumers({ replace: { [buildCatalog]: jobs.catalogFromStream }, skip: options.catalogBuilds === 'on-demand' ? [buildCatalog] : [] }),
      log,
    });
    services.push({ name: 'table stream', stop: () => stream.stop() });
    services.push({ name: 'scheduled jobs', stop: () => jobs.stop() });
    services.push({ name: 'object job queues', stop: () => objectJobs.stop() });
    services.push({ name: 'event deliveries', stop: () => eventBus.stop() });
    services.push({ name: 'Stripe deliveries', stop: () => stripe.stop() });
    return { gateway, userPool, ports, env, events: eventBus, stripe, tokenSigningKeyFile: cognito.front.keyFile, dynamoCounter, tableStream: stream, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Lambda polls each shard of a DynamoDB stream four times a second; so does the local reader. */
const STREAM_POLL_MS = 250;

export const LOCAL_DATA_DIR = path.join(ROOT, '.local');
