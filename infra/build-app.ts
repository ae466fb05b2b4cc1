import { type App, CrossStackReferences, type Environment, ReferenceStrength } from 'aws-cdk-lib';
import { routes as manifestRoutes, type RouteEntry } from '../functions/api/routes.js';
import { catalogBucketName, DEFAULT_SITE_DIR, imagesBucketName, PROJECT, readConfig, type AppConfig } from './config.js';
import { ApiStack } from './stacks/api-stack.js';
import { AuthStack } from './stacks/auth-stack.js';
import { ImportStack } from './stacks/import-stack.js';
import { DashboardStack } from './stacks/dashboard-stack.js';
import { DataStack } from './stacks/data-stack.js';
import { EventsStack } from './stacks/events-stack.js';
import { LiveStack } from './stacks/live-stack.js';
import { OperatorStack } from './stacks/operator-stack.js';
import { splitRoutes } from './route-stacks.js';
import { RoutesStack } from './stacks/routes-stack.js';
import { WAF_REGION, WafStack } from './stacks/waf-stack.js';
import { WebStack } from './stacks/web-stack.js';

/** Placeholders so `cdk synth` works without credentials; deploying to them fails loudly. */
export const PLACEHOLDER_ACCOUNT = '111111111111';
export const DEFAULT_REGION = 'ap-south-1';

export type DeploymentEnv = Required<Pick<Environment, 'account' | 'region'>>;

/** The CLI sets CDK_DEFAULT_ACCOUNT/REGION from the current credentials and profile. */
export function deploymentEnv(env: NodeJS.ProcessEnv = process.env): DeploymentEnv {
  return {
    account: env.CDK_DEFAULT_ACCOUNT || PLACEHOLDER_ACCOUNT,
    region: env.CDK_DEFAULT_REGION || DEFAULT_REGION,
  };
}

export interface BuildOptions {
  /** Explicit account and region: the image bucket's name and the site's CSP are built from them. */
  env: DeploymentEnv;
  /** Defaults to the manifest's built entries; tests pass their own to exercise every grant. */
  routes?: readonly RouteEntry[];
  /** The built site; defaults to context `siteDir`, else frontend/dist. */
  siteDir?: string;
}

export interface QuickBasketStacks {
  config: AppConfig;
  data: DataStack;
  auth: AuthStack;
  api: ApiStack;
  live: LiveStack;
  web: WebStack;
  /** Only when context `waf` is on (config.ts). */
  waf?: WafStack;
  /** The object jobs (product imports, CSV exports): each job, its queue and dead-letter queue. */
  imports: ImportStack;
  events: EventsStack;
  /** The API's routes, one stack per group of path segments (route-stacks.ts: why and how to add one). */
  routes: RoutesStack[];
  dashboard: DashboardStack;
  /** The dashboard's figures and the low-stock alerts (stream consumers). */
  operator: OperatorStack;
}

/**
 * Every stack of one stage, named `quickbasket-<stage>-<concern>`, in deploy order:
 * data → auth → api → live → (waf, in us-east-1) → web → events → routes-<group>..., and the dashboard (after the routes and live: its objectives measure their functions).
 * Reads its settings from context (config.ts).
 */
export function buildApp(app: App, options: BuildOptions): QuickBasketStacks {
  const config = readConfig(app);
  const { stage } = config;
  // Read from the consumer's context; set on the app before any stack exists, so it holds for all.
  if (config.crossStackReferences) {
    CrossStackReferences.of(app).consume(config.crossStackReferences === 'strong' ? ReferenceStrength.STRONG : ReferenceStrength.WEAK);
  }
  const common = {
    env: options.env,
    stage,
    terminationProtection: stage === 'prod',
    tags: { project: PROJECT, stage },
  };
  const name = (concern: string) => `${PROJECT}-${stage}-${concern}`;
  const images = imagesBucketName(stage, options.env.account, options.env.region);
  const catalog = catalogBucketName(stage, options.env.account, options.env.region);
  const customOrigins = config.customDomain ? [`https://${config.customDomain.domainName}`] : [];

  const data = new DataStack(app, name('data'), {
    ...common,
    ...(config.alarmEmail ? { alarmEmail: config.alarmEmail } : {}),
  });
  const auth = new AuthStack(app, name('auth'), {
    ...common,
    mailFrom: config.mailFrom,
    mailIdentity: config.mailIdentity,
    table: data.table,
    alarmTopic: data.alarmTopic,
  });

  const api = new ApiStack(app, name('api'), {
    ...common,
    // The site calls /api on its own origin; CORS is for the other origins (local dev, custom domain).
    corsOrigins: [...customOrigins, ...config.siteOrigins],
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    alarmTopic: data.alarmTopic,
  });

  // The WebSocket API of live orders: CloudFront (the web stack) reaches it on /ws.
  const live = new LiveStack(app, name('live'), {
    ...common,
    table: data.table,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    originSecret: data.originSecret,
    alarmTopic: data.alarmTopic,
  });

  // CloudFront takes its web ACL from us-east-1 only; the web stack reads the ARN from there.
  const waf = config.waf
    ? new WafStack(app, name('waf'), {
        ...common,
        env: { account: options.env.account, region: WAF_REGION },
        crossRegionReferences: true,
      })
    : undefined;

  // The object jobs (product imports, CSV exports): each job, its queue and dead-letter queue;
  // before the web stack, whose image bucket notifies the queues (by their ARN strings: no
  // reference between the two). The stack keeps the id `import` it had before exports joined it:
  // renaming a deployed stack would make `cdk deploy` create a second one beside it.
  const imports = new ImportStack(app, name('import'), {
    ...common,
    table: data.table,
    alarmTopic: data.alarmTopic,
    imagesBucketName: images,
  });

  const web = new WebStack(app, name('web'), {
    ...common,
    objectJobs: true,
    crossRegionReferences: true,
    ...(waf ? { webAclArn: waf.webAclArn } : {}),
    api: api.api,
    liveApi: live.api,
    originSecret: data.originSecret,
    imagesBucketName: images,
    extraOrigins: config.siteOrigins,
    ...(config.customDomain ? { customDomain: config.customDomain } : {}),
    siteDir: options.siteDir ?? readSiteDir(app),
    siteConfig: {
      userPoolId: auth.userPool.userPoolId,
      userPoolClientId: auth.userPoolClient.userPoolClientId,
      region: options.env.region,
    },
  });

  web.addDependency(imports, 'S3 checks the import queue\'s policy when the bucket notification is set');

  const events = new EventsStack(app, name('events'), {
    ...common,
    table: data.table,
    alarmTopic: data.alarmTopic,
    mailFrom: config.mailFrom,
    siteUrl: web.siteUrl,
    payments: data.payments,
    catalogBucketName: catalog,
    logBucket: web.logBucket,
  });

  const routeResources = {
    table: data.table,
    imagesBucket: web.imagesBucket,
    imagesBucketName: images,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    mailFrom: config.mailFrom,
    payments: data.payments,
    siteUrl: web.siteUrl,
    eventBus: events.bus,
    originSecret: data.originSecret,
    catalogBucket: events.catalogBucket,
    catalogBucketName: catalog,
    live: live.closeConnections,
  };
  // Over 500 resources in one stack (CloudFormation's limit): the routes go in several, by path segment.
  const routes = splitRoutes(options.routes ?? manifestRoutes).map(
    ([group, list]) =>
      new RoutesStack(app, name(`routes-${group}`), {
        ...common,
        api: api.api,
        authorizer: api.authorizer,
        routes: list,
        alarmTopic: data.alarmTopic,
        resources: routeResources,
      }),
  );

  const dashboard = new DashboardStack(app, name('dashboard'), {
    ...common,
    api: api.api,
    alarmTopic: data.alarmTopic,
    // The service level objectives (infra/slos.ts) measure these functions.
    routeFunctions: new Map(routes.flatMap((stack) => stack.routes.map((r) => [r.routeKey, r.fn] as const))),
    livePush: live.push.fn,
  });

  // The dashboard's figures and the low-stock alerts: consumers of the table's stream.
  const operator = new OperatorStack(app, name('operator'), {
    ...common,
    table: data.table,
    alarmTopic: data.alarmTopic,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    mailFrom: config.mailFrom,
    siteUrl: web.siteUrl,
  });

  return { config, data, auth, api, live, web, ...(waf ? { waf } : {}), imports, events, routes, dashboard, operator };
}

function readSiteDir(app: App): string {
  const value: unknown = app.node.tryGetContext('siteDir');
  if (value === undefined) return DEFAULT_SITE_DIR;
  if (typeof value !== 'string' || value === '') throw new Error('Context "siteDir" must be a path');
  return value;
}
