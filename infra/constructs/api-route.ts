import path from 'node:path';
import { Duration, type RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  HttpMethod,
  HttpNoneAuthorizer,
  HttpRoute,
  HttpRouteKey,
  type IHttpApi,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { Resource, RouteEntry } from '../../functions/api/routes.js';
import { mailAddress, REPO_ROOT } from '../config.js';

/**
 * How every route handler is bundled: one minified ESM file per function, built by the locally
 * installed esbuild (never Docker).
 *
 * The AWS SDK is bundled (externalModules: []) rather than taken from the Lambda runtime: the code
 * then runs with exactly the SDK versions in package-lock.json that the tests and the local stack
 * use, and helpers that are not in the runtime (s3-presigned-post, lib-dynamodb, Powertools) never
 * mix with a different runtime copy of the clients they wrap. The cost is a larger bundle, which
 * tree-shaking and minification keep small.
 */
export const routeBundling: BundlingOptions = {
  format: OutputFormat.ESM,
  target: 'node22',
  platform: 'node',
  mainFields: ['module', 'main'],
  minify: true,
  sourceMap: true,
  // Stack traces only need the mappings; leaving the sources out roughly halves the asset.
  sourcesContent: false,
  externalModules: [],
  // CommonJS dependencies inside an ESM bundle still call require() for Node built-ins.
  banner: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  forceDockerBundling: false,
};

/** cognito-idp actions the user routes call with the function's role (register, login, profile). */
export const USER_POOL_ACTIONS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminInitiateAuth',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:RevokeToken',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:AdminDeleteUser',
] as const;

/** Everything a route may be granted; the manifest decides which part each route gets. */
export interface RouteResources {
  table: ITableV2;
  imagesBucket: IBucket;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  /** Sender for mail routes (context `mailFrom`). */
  mailFrom: string;
}

export interface ApiRouteProps {
  route: RouteEntry;
  api: IHttpApi;
  /** Attached to user and admin routes; public routes get none. */
  authorizer: IHttpRouteAuthorizer;
  resources: RouteResources;
  logRemovalPolicy: RemovalPolicy;
}

/** `category/add-category` → `CategoryAddCategory`: stable construct ids from the manifest. */
export function routeConstructId(route: RouteEntry): string {
  return route.handler
    .split(/[/-]/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/**
 * One manifest entry in AWS: its function (bundled from functions/api/<handler>.ts), its log
 * group, its HTTP API route, and exactly the grants and environment the entry declares.
 */
export class ApiRoute extends Construct {
  readonly fn: NodejsFunction;
  readonly route: HttpRoute;

  constructor(scope: Construct, id: string, props: ApiRouteProps) {
    super(scope, id);
    const { route, resources } = props;
    const label = `${route.method} ${route.path}`;

    this.fn = new NodejsFunction(this, 'Function', {
      description: label,
      entry: path.join(REPO_ROOT, 'functions', 'api', `${route.handler}.ts`),
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(10),
      bundling: routeBundling,
      // Without this Node ignores the bundled source map and stack traces point into minified code.
      environment: { NODE_OPTIONS: '--enable-source-maps' },
      logGroup: new LogGroup(this, 'Logs', {
        retention: RetentionDays.ONE_MONTH,
        removalPolicy: props.logRemovalPolicy,
      }),
    });

    this.grantData(route, resources.table);
    for (const resource of route.uses ?? []) this.grantResource(resource, route, resources);

    this.route = new HttpRoute(this, 'Route', {
      httpApi: props.api,
      routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
      integration: new HttpLambdaIntegration('Integration', this.fn),
      authorizer: route.auth === 'public' ? new HttpNoneAuthorizer() : props.authorizer,
    });
  }

  private grantData(route: RouteEntry, table: ITableV2): void {
    switch (route.data) {
      case 'none':
        return;
      case 'read':
        table.grantReadData(this.fn);
        break;
      case 'read-write':
        table.grantReadWriteData(this.fn);
        break;
      default:
        return assertNever(route.data);
    }
    this.fn.addEnvironment('TABLE_NAME', table.tableName);
  }

  private grantResource(resource: Resource, route: RouteEntry, resources: RouteResources): void {
    switch (resource) {
      case 'images': {
        // A presigned POST needs only PutObject; the signed policy pins key, type and size.
        this.fn.addToRolePolicy(
          new PolicyStatement({ actions: ['s3:PutObject'], resources: [resources.imagesBucket.arnForObjects('*')] }),
        );
        this.fn.addEnvironment('IMAGES_BUCKET', resources.imagesBucket.bucketName);
        return;
      }
      case 'userPool': {
        this.fn.addToRolePolicy(
          new PolicyStatement({ actions: [...USER_POOL_ACTIONS], resources: [resources.userPool.userPoolArn] }),
        );
        this.fn.addEnvironment('USER_POOL_ID', resources.userPool.userPoolId);
        this.fn.addEnvironment('USER_POOL_CLIENT_ID', resources.userPoolClient.userPoolClientId);
        return;
      }
      case 'mail': {
        this.fn.addToRolePolicy(
          new PolicyStatement({ actions: ['ses:SendEmail'], resources: sesIdentityArns(Stack.of(this), resources.mailFrom) }),
        );
        this.fn.addEnvironment('MAIL_FROM', resources.mailFrom);
        return;
      }
      case 'events':
      case 'payments':
        // Deliberately not granted yet: the events/payments stacks must exist before a built route
        // may use them, and silently deploying a function without its permission would 500 in AWS.
        throw new Error(
          `${route.method} ${route.path} uses '${resource}', which the api stack cannot grant yet: add it in infra/constructs/api-route.ts`,
        );
      default:
        return assertNever(resource);
    }
  }
}

/**
 * SES authorizes SendEmail against the identity that verified the sender: either the address
 * itself or its domain, so both (and nothing wider) are allowed.
 */
export function sesIdentityArns(stack: Stack, mailFrom: string): string[] {
  const { address, domain } = mailAddress(mailFrom);
  return [address, domain].map((identity) =>
    stack.formatArn({ service: 'ses', resource: 'identity', resourceName: identity }),
  );
}

function assertNever(value: never): never {
  throw new Error(`Unhandled manifest value: ${String(value)}`);
}
