/**
 * THE workers manifest: every deployed function that is not an /api route or a live channel route
 * (functions/api/routes.ts, functions/ws/routes.ts): the bus's consumers, the table stream's
 * consumers, the scheduled jobs, the jobs started by an object under a prefix, and the user pool's
 * triggers. Read by infra (each stack takes its entries' files, descriptions, sizes, triggers and
 * retries from here; infra/function-env.ts their environment), by `npm run size` and the bench
 * (infra/bundle-size.ts deployedEntries), and by the local stack (local/stream-consumers.ts: the table
 * stream stand-in feeds every stream consumer; local/object-jobs.ts: the bucket's events every prefix job).
 * workers.test.ts holds it against the files: every file of consumers/, jobs/ and triggers/ has an
 * entry, every entry a file, every bus rule's target an entry.
 *
 * - entry: file under functions/, exporting `handler`.
 * - trigger: what invokes it.
 *   bus: the rule of events/rules.ts puts its events into a queue of its own that feeds the function;
 *   stream: the table's stream, filtered to the items whose keys equal (`exact`) or begin with `keys`;
 *   schedule: EventBridge Scheduler every `everyMinutes` (a failed run is not replayed: the next one redoes it);
 *   object: an object created under `prefix` of the image bucket, through a queue of the job's own;
 *   cognito: a user pool trigger (synchronous: Cognito gets its error).
 * - env: the variables the function reads at import (platform/env.ts), beyond what every function gets.
 * - data: its table access; uses: the other resources it is granted (as routes.ts says them).
 * - retries: further tries of a failed batch (stream) or receives of a message (bus, object) before
 *   its dead-letter queue; deadLetters: the alarm of that queue (one per stack's queue).
 */
import { MAX_RECEIVES, RECONCILE_EVERY_MINUTES, RULES } from '../events/rules.js';
import { DIGEST_EVERY_MINUTES, LOW_STOCK_RETRIES } from './core/low-stock.js';
import { REPORT_RETRIES } from './core/report.js';
import { EXPIRY_EVERY_MINUTES } from './core/stock-batches.js';
import { keys, ORDER_KEY_PREFIXES, STOCK_KEY_PREFIXES } from './data/keys.js';
import { jobFiles } from './data/objects.js';
import { LIVE_PUSH_RETRIES } from './ws/routes.js';

export type WorkerVariable =
  | 'TABLE_NAME'
  | 'MAIL_FROM'
  | 'SITE_URL'
  | 'STRIPE_SECRET_ARN'
  | 'CATALOG_BUCKET'
  | 'IMAGES_BUCKET'
  | 'USER_POOL_ID'
  | 'USER_POOL_CLIENT_ID'
  | 'AWS_ENDPOINT_URL_APIGATEWAYMANAGEMENTAPI';

export type WorkerResource = 'mail' | 'payments' | 'catalog' | 'jobFiles' | 'productImages' | 'userPool' | 'live';

export type WorkerTrigger =
  | { kind: 'bus'; rule: string }
  | { kind: 'stream'; keys: { pk: string; sk: string }; exact?: true }
  | { kind: 'schedule'; everyMinutes: number }
  | { kind: 'object'; prefix: string }
  | { kind: 'cognito'; operation: 'post-authentication' };

export interface WorkerEntry {
  entry: `${'consumers' | 'jobs' | 'triggers'}/${string}.ts`;
  description: string;
  trigger: WorkerTrigger;
  env: readonly WorkerVariable[];
  data: 'read' | 'read-write';
  uses?: readonly WorkerResource[];
  timeoutSeconds: number;
  /** MB; 'catalog': as much as the catalog read routes, which hold every product too (infra/constructs/api-route.ts). */
  memoryMb?: number | 'catalog';
  /** Absent where nothing is retried: a schedule's next run, Cognito's caller. */
  retries?: number;
  /** The alarm on the dead-letter queue that takes what failed its retries. */
  deadLetters?: 'DeadLettersWaiting' | 'OperatorDeadLetters' | 'LivePushFailed' | 'ImportDeadLettersWaiting' | 'ExportDeadLettersWaiting';
}

/** What the functions that change orders outside a request read: the table, the order mails and the site's link. */
const ORDER_FUNCTION = ['TABLE_NAME', 'MAIL_FROM', 'SITE_URL'] as const;
const LOW_STOCK_MAIL = ['TABLE_NAME', 'MAIL_FROM', 'SITE_URL', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID'] as const;
/** A bus consumer may run this long; its queue hides a message 6 times that while it is worked on (AWS's advice). */
export const CONSUMER_TIMEOUT_SECONDS = 30;
/** An object job's whole run (up to 50,000 rows): Lambda's longest. */
export const OBJECT_JOB_TIMEOUT_SECONDS = 15 * 60;
/** A bus consumer's description: its rule's (events/rules.ts). */
const ruleDescription = (name: string) => {
  const rule = RULES.find((r) => r.name === name);
  if (!rule) throw new Error(`${name}: no such rule in events/rules.ts`);
  return `${rule.name}: ${rule.description}`;
};
const versionItem = keys.catalogVersion();

const entries = [
  {
    entry: 'consumers/finish-order.ts',
    description: ruleDescription('checkout-finished'),
    trigger: { kind: 'bus', rule: 'checkout-finished' },
    env: ORDER_FUNCTION, data: 'read-write', uses: ['mail'], timeoutSeconds: CONSUMER_TIMEOUT_SECONDS, retries: MAX_RECEIVES, deadLetters: 'DeadLettersWaiting',
  },
  {
    entry: 'consumers/finish-refund.ts',
    description: ruleDescription('refund-settled'),
    trigger: { kind: 'bus', rule: 'refund-settled' },
    env: ORDER_FUNCTION, data: 'read-write', uses: ['mail'], timeoutSeconds: CONSUMER_TIMEOUT_SECONDS, retries: MAX_RECEIVES, deadLetters: 'DeadLettersWaiting',
  },
  {
    entry: 'consumers/live-orders.ts',
    description: 'live-orders: posts each changed order to the connections allowed to read it',
    trigger: { kind: 'stream', keys: ORDER_KEY_PREFIXES },
    env: ['TABLE_NAME', 'AWS_ENDPOINT_URL_APIGATEWAYMANAGEMENTAPI'], data: 'read-write', uses: ['live'], timeoutSeconds: 30, retries: LIVE_PUSH_RETRIES, deadLetters: 'LivePushFailed',
  },
  {
    entry: 'consumers/report-orders.ts',
    description: 'report-orders: keeps the dashboard figures of each store and day as orders change',
    trigger: { kind: 'stream', keys: ORDER_KEY_PREFIXES },
    env: ['TABLE_NAME'], data: 'read-write', timeoutSeconds: 60, retries: REPORT_RETRIES, deadLetters: 'OperatorDeadLetters',
  },
  {
    entry: 'consumers/low-stock.ts',
    description: 'low-stock: mails the admins when a product at a store falls to its low-stock threshold',
    trigger: { kind: 'stream', keys: STOCK_KEY_PREFIXES },
    env: LOW_STOCK_MAIL, data: 'read-write', uses: ['mail', 'userPool'], timeoutSeconds: 60, retries: LOW_STOCK_RETRIES, deadLetters: 'OperatorDeadLetters',
  },
  {
    entry: 'jobs/build-catalog.ts',
    description: 'build-catalog: writes the catalog object of the current catalog version to the catalog bucket',
    trigger: { kind: 'stream', keys: versionItem, exact: true },
    // Reads all products, encodes and gzips them: the catalog routes' load, backwards.
    env: ['TABLE_NAME', 'CATALOG_BUCKET'], data: 'read', uses: ['catalog'], timeoutSeconds: 120, memoryMb: 'catalog', retries: 3, deadLetters: 'DeadLettersWaiting',
  },
  {
    entry: 'jobs/reconcile-payments.ts',
    description: 'reconcile-payments: settles card orders still awaiting payment by asking Stripe',
    trigger: { kind: 'schedule', everyMinutes: RECONCILE_EVERY_MINUTES },
    env: [...ORDER_FUNCTION, 'STRIPE_SECRET_ARN'], data: 'read-write', uses: ['mail', 'payments'], timeoutSeconds: 120,
  },
  {
    entry: 'jobs/low-stock-digests.ts',
    description: 'low-stock-digests: mails each store\'s low-stock alerts that waited for its next digest',
    trigger: { kind: 'schedule', everyMinutes: DIGEST_EVERY_MINUTES },
    env: LOW_STOCK_MAIL, data: 'read-write', uses: ['mail', 'userPool'], timeoutSeconds: 60,
  },
  {
    entry: 'jobs/expire-batches.ts',
    description: 'expire-batches: writes off the stock batches past their last day at their store\'s midnight',
    trigger: { kind: 'schedule', everyMinutes: EXPIRY_EVERY_MINUTES },
    env: ['TABLE_NAME'], data: 'read-write', timeoutSeconds: 120,
  },
  {
    entry: 'jobs/import-products.ts',
    description: 'import-products: imports a CSV of products (the S3 event of its job request)',
    trigger: { kind: 'object', prefix: jobFiles.requestPrefix },
    // A 20 MB file read whole, parsed and its rows held while they are written.
    env: ['TABLE_NAME', 'IMAGES_BUCKET'], data: 'read-write', uses: ['jobFiles', 'productImages'], timeoutSeconds: OBJECT_JOB_TIMEOUT_SECONDS, memoryMb: 1024,
    retries: 3, deadLetters: 'ImportDeadLettersWaiting',
  },
  {
    entry: 'jobs/export-csv.ts',
    description: 'export-csv: writes a CSV export of the catalog or of orders (the S3 event of its job request)',
    trigger: { kind: 'object', prefix: jobFiles.exportRequestPrefix },
    // 50,000 products held while their CSV (about 15 MB) is built.
    env: ['TABLE_NAME', 'IMAGES_BUCKET'], data: 'read-write', uses: ['jobFiles'], timeoutSeconds: OBJECT_JOB_TIMEOUT_SECONDS, memoryMb: 1024,
    retries: 3, deadLetters: 'ExportDeadLettersWaiting',
  },
  {
    entry: 'triggers/post-authentication.ts',
    description: 'Cognito post-authentication: profile of a console-made user, last login date',
    trigger: { kind: 'cognito', operation: 'post-authentication' },
    // Cognito waits at most 5 s for a trigger; a sign-in should not wait that long.
    env: ['TABLE_NAME'], data: 'read-write', timeoutSeconds: 5,
  },
] as const satisfies readonly WorkerEntry[];

export type WorkerFile = (typeof entries)[number]['entry'];
export const workers: readonly WorkerEntry[] = entries;

/** The entry of `file`; throws for a file the manifest does not declare. */
export function worker(file: WorkerFile): WorkerEntry {
  const found = workers.find((w) => w.entry === file);
  if (!found) throw new Error(`${file}: not in functions/workers.ts`);
  return found;
}

/** The entries a trigger kind invokes, in manifest order. */
export const workersOf = <K extends WorkerTrigger['kind']>(kind: K): (WorkerEntry & { trigger: Extract<WorkerTrigger, { kind: K }> })[] =>
  workers.filter((w): w is WorkerEntry & { trigger: Extract<WorkerTrigger, { kind: K }> } => w.trigger.kind === kind);

/** Does a stream record's keys pass a stream worker's filter (infra's event source mapping filter, locally)? */
export function streamAccepts(trigger: Extract<WorkerTrigger, { kind: 'stream' }>, key: { pk?: string; sk?: string }): boolean {
  const { pk = '', sk = '' } = key;
  return trigger.exact ? pk === trigger.keys.pk && sk === trigger.keys.sk : pk.startsWith(trigger.keys.pk) && sk.startsWith(trigger.keys.sk);
}
