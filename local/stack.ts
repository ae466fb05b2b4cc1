import fs from 'node:fs';
import path from 'node:path';
import { LOCAL_BUCKET, ROOT, serviceEnv, type StackPorts } from './config.js';
import { startDynamoCounter, type DynamoCounter } from './dynamodb-counter.js';
import { createLocalEventBus } from './events.js';
import { startGateway, type Gateway } from './gateway.js';
import { createLocalStripe, type LocalStripe } from './stripe.js';
import { DEMO_ACCOUNTS, ensureCognitoUser, ensureTable, ensureUserPool, type UserPoolIds } from './provision.js';
import { cognitoIssuer, markStopping, startCognito, startDynamoDb, startS3, startSes, type Service } from './services.js';

export interface StackOptions {
  ports: StackPorts;
  /** Persistent data (DynamoDB, S3, Cognito); the tests use a fresh temporary directory. */
  dataDir: string;
  /** Serve the built frontend from here (omit for an API-only stack). */
  staticDir?: string;
  /** Seed the demo catalog (the demo accounts are always there); products scales it (benchmarks). */
  seed: false | { products?: number };
  /** Where Stripe sends shoppers back to (Vite's dev server in `npm run dev`); the gateway by default. */
  siteUrl?: string;
  /** Keep DynamoDB in memory (tests): faster, nothing left behind. */
  inMemoryDb?: boolean;
  /** Put a counting proxy in front of DynamoDB Local (benchmarks); the handlers talk to it. */
  countDynamoRequests?: boolean;
  /** How long the local Stripe keeps a refund pending before it succeeds (1000 ms by default). */
  stripeRefundDelayMs?: number;
  log?: (line: string) => void;
}

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
    services.push(dynamo, s3, cognito, ses);
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
    for (const account of DEMO_ACCOUNTS) {
      const userId = await ensureCognitoUser(userPool.userPoolId, account);
      await createProfile({ userId, name: account.name, email: account.email });
    }
    if (options.seed) {
      const { seedDemoCatalog } = await import('./seed/seed.js');
      // It reports what it did through log.
      await seedDemoCatalog({ products: options.seed.products, log });
    }
    // After the seed, which writes catalog items directly: every category and sub category name claimed.
    const { backfillNameClaims } = await import('../functions/data/migrations/name-claims.js');
    const { claimed, duplicates } = await backfillNameClaims();
    if (claimed > 0) log(`category and sub category names claimed: ${claimed}`);
    if (duplicates.length > 0) log(`names saved twice before they were unique (rename or delete one of each): ${duplicates.join(', ')}`);

    const eventBus = createLocalEventBus(env.AWS_REGION as string);
    const cognitoEndpoint = `http://127.0.0.1:${ports.cognito}`;
    const stripe = createLocalStripe(env.SITE_URL as string, `http://127.0.0.1:${ports.gateway}/api/order/webhook`,
      env.STRIPE_WEBHOOK_SECRET as string, { refundDelayMs: options.stripeRefundDelayMs },
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
      extraRoutes: async (req, res, body) => (await eventBus.routes(req, res, body)) || stripe.routes(req, res, body),
    });
    services.push({ name: 'gateway', stop: () => gateway.stop() });
    services.push({ name: 'event deliveries', stop: () => eventBus.settled() });
    services.push({ name: 'Stripe deliveries', stop: () => stripe.settled() });
    return { gateway, userPool, ports, env, events: eventBus, stripe, tokenSigningKeyFile: cognito.front.keyFile, dynamoCounter, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

export const LOCAL_DATA_DIR = path.join(ROOT, '.local');
