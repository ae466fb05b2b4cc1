import type { App, Environment } from 'aws-cdk-lib';
import { builtRoutes, type RouteEntry } from '../functions/api/routes.js';
import { PROJECT, readConfig, type AppConfig } from './config.js';
import { ApiStack } from './stacks/api-stack.js';
import { AuthStack } from './stacks/auth-stack.js';
import { DataStack } from './stacks/data-stack.js';

/** Placeholders so `cdk synth` works without credentials; deploying to them fails loudly. */
export const PLACEHOLDER_ACCOUNT = '111111111111';
export const DEFAULT_REGION = 'ap-south-1';

/** The CLI sets CDK_DEFAULT_ACCOUNT/REGION from the current credentials and profile. */
export function deploymentEnv(env: NodeJS.ProcessEnv = process.env): Required<Pick<Environment, 'account' | 'region'>> {
  return {
    account: env.CDK_DEFAULT_ACCOUNT || PLACEHOLDER_ACCOUNT,
    region: env.CDK_DEFAULT_REGION || DEFAULT_REGION,
  };
}

export interface BuildOptions {
  env: Environment;
  /** Defaults to the manifest's built entries; tests pass their own to exercise every grant. */
  routes?: readonly RouteEntry[];
}

export interface QuickBasketStacks {
  config: AppConfig;
  data: DataStack;
  auth: AuthStack;
  api: ApiStack;
}

/** Every stack of one stage, named `quickbasket-<stage>-<concern>`. Reads its settings from context. */
export function buildApp(app: App, options: BuildOptions): QuickBasketStacks {
  const config = readConfig(app);
  const { stage } = config;
  const common = {
    env: options.env,
    stage,
    terminationProtection: stage === 'prod',
    tags: { project: PROJECT, stage },
  };
  const name = (concern: string) => `${PROJECT}-${stage}-${concern}`;

  const data = new DataStack(app, name('data'), { ...common, siteOrigins: config.siteOrigins });
  const auth = new AuthStack(app, name('auth'), common);
  const api = new ApiStack(app, name('api'), {
    ...common,
    routes: options.routes ?? builtRoutes,
    siteOrigins: config.siteOrigins,
    resources: {
      table: data.table,
      imagesBucket: data.imagesBucket,
      userPool: auth.userPool,
      userPoolClient: auth.userPoolClient,
      mailFrom: config.mailFrom,
    },
  });

  return { config, data, auth, api };
}
