import { Annotations, Aws, type RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { HttpMethod, HttpNoneAuthorizer, HttpRoute, HttpRouteKey, type IHttpApi, type IHttpRouteAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import type { Resource, RouteEntry } from '../../functions/api/routes.js';
import { UPLOAD_PURPOSES } from '../../functions/core/uploads.js';
import { jobFiles } from '../../functions/data/objects.js';
import { routeEnvironment } from '../function-env.js';
import { acknowledgeWildcard } from '../nag.js';
import { grantCatalogObjects, sesIdentityArns } from './grants.js';
import { AppFunction } from './app-function.js';
import type { PaymentSecrets } from './payment-secrets.js';
import { grantTableAccess } from './table-access.js';

/**
 * The cognito-idp actions each handler calls with its role: the Admin* calls, which IAM authorizes.
 * The other user calls (InitiateAuth for login and refresh, RevokeToken for logout) are the public
 * web client's own: Cognito does not evaluate IAM for them, so those routes get no cognito-idp
 * grant, only the pool and client ids. infra/route-grants.test.ts compares this with the commands each
 * function's bundle sends (through functions/platform/cognito.ts, the one module that calls Cognito).
 */
export const USER_POOL_ACTIONS: Readonly<Record<string, readonly string[]>> = {
  'user/register': ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminDeleteUser'],
  'user/reset-password': ['cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminUserGlobalSignOut'],
  'user/update-user': ['cognito-idp:AdminUpdateUserAttributes'],
  'user/verify-email': ['cognito-idp:AdminUpdateUserAttributes'],
  'rider/create-rider': ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminDeleteUser', 'cognito-idp:AdminAddUserToGroup'],
  'rider/update-rider': ['cognito-idp:AdminDisableUser', 'cognito-idp:AdminEnableUser', 'cognito-idp:AdminUserGlobalSignOut'],
  'picker/create-picker': ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminDeleteUser', 'cognito-idp:AdminAddUserToGroup'],
};

/**
 * Memory of the functions that hold the whole catalog (the routes that use 'catalog', and its
 * builder in the events stack). Lambda gives CPU in proportion to memory, one full vCPU at 1,769 MB,
 * and a cold start of those routes is CPU-bound: at 50,000 products, loading the catalog object took
 * 1.2 s on one core (gunzip and JSON.parse 0.82 s, loading the search index 0.42 s) and the heap
 * grew to about 200 MB. At the default 512 MB (0.29 of a vCPU) that start would take some 3.5 times
 * as long, for about the same GB-seconds; warm requests, which mostly wait on DynamoDB, cost 3.5
 * times as much per millisecond.
 */
export const CATALOG_FUNCTION_MEMORY_MB = 1769;

/** Everything a route may be granted; the manifest decides which part each route gets. */
export interface RouteResources {
  table: ITableV2;
  imagesBucket: IBucket;
  /** The image bucket's fixed name (config.ts imagesBucketName): its object ARNs are plain strings. */
  imagesBucketName: string;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  /** Sender for mail routes (context `mailFrom`). */
  mailFrom: string;
  /** The Stripe secret (data stack); its value is put by the operator, never by the stack. */
  payments: PaymentSecrets;
  /** The site's public origin (https://<CloudFront or custom domain>): Stripe returns shoppers there. */
  siteUrl: string;
  /** The value CloudFront sends as ORIGIN_HEADER; every route requires it (ORIGIN_VERIFY, functions/platform/origin.ts). */
  originSecret: ISecret;
  /** The built catalog objects (events stack), read by the catalog routes. */
  catalogBucket: IBucket;
  /** Its fixed name (config.ts catalogBucketName): its object ARNs are plain strings. */
  catalogBucketName: string;
  /**
   * The bus the Stripe webhook puts checkout events on. Created by the events stack
   * (infra/stacks/events-stack.ts, not written yet); until buildApp passes it, a route that
   * uses 'events' is an error that stops `cdk synth` and `cdk deploy`.
   */
  eventBus?: IEventBus;
  /** The live channel's stage (live stack): its management API's endpoint, and the ARNs of DELETE and POST on its connections. */
  live?: { callbackUrl: string; deleteConnectionsArn: string; postConnectionsArn: string };
}

export interface ApiRouteProps {
  route: RouteEntry;
  api: IHttpApi;
  /** Attached to user and admin routes; public routes get none. */
  authorizer: IHttpRouteAuthorizer;
  resources: RouteResources;
  logRemovalPolicy: RemovalPolicy;
  alarmTopic: ITopic;
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
 * One manifest entry in AWS: its function (bundled from functions/api/<handler>.ts, see
 * AppFunction), its HTTP API route, and exactly the grants and environment the entry declares.
 */
export class ApiRoute extends Construct {
  readonly fn: NodejsFunction;
  readonly errorAlarm: Alarm;
  readonly route: HttpRoute;
  /** "POST /api/order/checkout": what the service level objectives name it by (infra/slos.ts). */
  readonly routeKey: string;

  constructor(scope: Construct, id: string, props: ApiRouteProps) {
    super(scope, id);
    const { route, resources } = props;
    this.routeKey = `${route.method} ${route.path}`;

    const fn = new AppFunction(this, 'Handler', {
      entry: `api/${route.handler}.ts`,
      description: `${route.method} ${route.path}`,
      logRemovalPolicy: props.logRemovalPolicy,
      alarmTopic: props.alarmTopic,
      ...(route.uses?.includes('catalog') ? { memorySize: CATALOG_FUNCTION_MEMORY_MB } : {}),
      environment: routeEnvironment(route),
    });
    this.fn = fn.fn;
    this.errorAlarm = fn.errorAlarm;

    // Every route: requests that did not come through CloudFront (and its web ACL) get 403. The value
    // is resolved at deploy (dynamic reference), so the function needs no Secrets Manager grant.
    this.fn.addEnvironment('ORIGIN_VERIFY', resources.originSecret.secretValue.unsafeUnwrap());
    this.grantData(route, resources.table);
    for (const resource of route.uses ?? []) this.grantResource(resource, route, resources);

    this.route = new HttpRoute(this, 'Route', {
      httpApi: props.api,
      routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
      integration: new HttpLambdaIntegration('Integration', this.fn),
      authorizer: route.auth === 'public' ? new HttpNoneAuthorizer() : props.authorizer,
    });
    if (route.auth === 'public') {
      Validations.of(this.route).acknowledge({ id: 'AwsSolutions-APIG4', reason: whyPublic(route) });
    }
    Validations.of(this.fn).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason: 'API Gateway invokes the function synchronously and gets its error; a DLQ only catches asynchronous invocations',
    });
  }

  private grantData(route: RouteEntry, table: ITableV2): void {
    switch (route.data) {
      case 'none':
        return;
      case 'read':
      case 'read-write':
        grantTableAccess(table, this.fn, route.data);
        break;
      default:
        return assertNever(route.data);
    }
    this.fn.addEnvironment('TABLE_NAME', table.tableName);
  }

  private grantResource(resource: Resource, route: RouteEntry, resources: RouteResources): void {
    switch (resource) {
      case 'images': {
        // A presigned PUT needs only PutObject; its signature pins key, type and size. Keys are
        // <purpose>/<file> (core/uploads.ts imageKey), so only those prefixes. And only with
        // If-None-Match (which presignUpload signs): a URL this role signs can create an
        // object, never replace one, even if the signing code forgot the condition.
        this.grantUploadObjects('s3:PutObject', resources.imagesBucketName, 'the presigned PUT of a new upload', {
          Null: { 's3:if-none-match': 'false' },
        }, true);
        this.fn.addEnvironment('IMAGES_BUCKET', resources.imagesBucket.bucketName);
        return;
      }
      case 'uploads': {
        // The ranged GET of assertUploadedImages, under the upload prefixes only (<purpose>/<file>).
        this.grantUploadObjects('s3:GetObject', resources.imagesBucketName, 'the ranged GET that checks an uploaded image');
        this.fn.addEnvironment('IMAGES_BUCKET', resources.imagesBucket.bucketName);
        return;
      }
      case 'userPool': {
        const actions = USER_POOL_ACTIONS[route.handler] ?? [];
        if (actions.length > 0) {
          this.fn.addToRolePolicy(new PolicyStatement({ actions: [...actions], resources: [resources.userPool.userPoolArn] }));
        }
        this.fn.addEnvironment('USER_POOL_ID', resources.userPool.userPoolId);
        this.fn.addEnvironment('USER_POOL_CLIENT_ID', resources.userPoolClient.userPoolClientId);
        return;
      }
      case 'mail': {
        this.fn.addToRolePolicy(
          new PolicyStatement({ actions: ['ses:SendEmail'], resources: sesIdentityArns(Stack.of(this), resources.mailFrom) }),
        );
        this.fn.addEnvironment('MAIL_FROM', resources.mailFrom);
        this.fn.addEnvironment('SITE_URL', resources.siteUrl);
        return;
      }
      case 'payments': {
        // Only the read of this one value: no DescribeSecret, no other secret, no wildcard.
        this.fn.addToRolePolicy(
          new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [resources.payments.stripe.secretArn] }),
        );
        this.fn.addEnvironment('STRIPE_SECRET_ARN', resources.payments.stripe.secretArn);
        this.fn.addEnvironment('SITE_URL', resources.siteUrl);
        return;
      }
      case 'events': {
        if (!resources.eventBus) {
          // Deploying the function without its permission would only fail in AWS, on a paid order.
          Annotations.of(this).addError(
            `${route.method} ${route.path} uses 'events', but there is no event bus yet: the events stack ` +
              '(infra/stacks/events-stack.ts) creates it, and buildApp passes it to the routes as resources.eventBus',
          );
          return;
        }
        this.fn.addToRolePolicy(
          new PolicyStatement({ actions: ['events:PutEvents'], resources: [resources.eventBus.eventBusArn] }),
        );
        this.fn.addEnvironment('EVENT_BUS_NAME', resources.eventBus.eventBusName);
        return;
      }
      case 'jobFiles': {
        // Import and export files only (data/keys.ts jobFiles): an upload's size, the job
        // requests that queue an import or an export, exports and reports presigned for download.
        const prefixes = [jobFiles.uploadPrefix, jobFiles.requestPrefix, jobFiles.exportPrefix, jobFiles.exportRequestPrefix];
        this.fn.addToRolePolicy(
          new PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject'], resources: prefixes.map((p) => `arn:${Aws.PARTITION}:s3:::${resources.imagesBucketName}/${p}*`) }),
        );
        for (const p of prefixes) {
          acknowledgeWildcard(this.fn.role!, `Resource::arn:<AWS::Partition>:s3:::${resources.imagesBucketName}/${p}*`,
            `s3:GetObject and s3:PutObject on the ${p} files of imports and exports: keys are made per import or export, so the prefix is the narrowest ARN`);
        }
        this.fn.addEnvironment('IMAGES_BUCKET', resources.imagesBucket.bucketName);
        return;
      }
      case 'live': {
        if (!resources.live) throw new Error(`${route.method} ${route.path} uses 'live', but no live stage was given`);
        this.fn.addEnvironment('AWS_ENDPOINT_URL_APIGATEWAYMANAGEMENTAPI', resources.live.callbackUrl);
        this.fn.addToRolePolicy(new PolicyStatement({ actions: ['execute-api:ManageConnections'], resources: [resources.live.deleteConnectionsArn] }));
        acknowledgeWildcard(this.fn.role!, `Resource::${resources.live.deleteConnectionsArn.replace(Aws.PARTITION, '<AWS::Partition>')}`,
          'DELETE on the connections of the live stage (by its name; its API id is another stack\'s): logout closes that session\'s sockets, whose ids API Gateway makes');
        return;
      }
      case 'livePush': {
        if (!resources.live) throw new Error(`${route.method} ${route.path} uses 'livePush', but no live stage was given`);
        this.fn.addEnvironment('AWS_ENDPOINT_URL_APIGATEWAYMANAGEMENTAPI', resources.live.callbackUrl);
        this.fn.addToRolePolicy(new PolicyStatement({ actions: ['execute-api:ManageConnections'], resources: [resources.live.postConnectionsArn] }));
        acknowledgeWildcard(this.fn.role!, `Resource::${resources.live.postConnectionsArn.replace(Aws.PARTITION, '<AWS::Partition>')}`,
          'POST on the connections of the live stage (by its name; its API id is another stack\'s): a rider\'s position goes to the sockets of its order\'s shopper and the admins, whose ids API Gateway makes');
        return;
      }
      case 'catalog': {
        grantCatalogObjects(this.fn, resources.catalogBucketName, ['s3:GetObject'], 'loads the catalog object of the current version at cold start and when the catalog changes');
        this.fn.addEnvironment('CATALOG_BUCKET', resources.catalogBucket.bucketName);
        return;
      }
      default:
        return assertNever(resource);
    }
  }

  /** `action` on the objects under each upload prefix of the image bucket, and nothing else. */
  private grantUploadObjects(action: string, bucketName: string, use: string, conditions?: Record<string, Record<string, string>>, alsoImports = false): void {
    // An import's CSV is uploaded the same way (purpose 'import', admins only: the handler checks).
    const purposes = alsoImports ? [...UPLOAD_PURPOSES, jobFiles.uploadPrefix.replace(/\/$/, '')] : UPLOAD_PURPOSES;
    const arns = purposes.map((purpose) => `arn:${Aws.PARTITION}:s3:::${bucketName}/${purpose}/*`);
    this.fn.addToRolePolicy(new PolicyStatement({ actions: [action], resources: arns, conditions }));
    for (const purpose of purposes) {
      acknowledgeWildcard(this.fn.role!, `Resource::arn:<AWS::Partition>:s3:::${bucketName}/${purpose}/*`,
        `${action} for ${use}: keys are ${purpose}/<random id>.<ext>, made per upload, so the prefix is the narrowest ARN`);
    }
  }
}

/** Why a route has no authorizer; a new public route must add its reason here. */
function whyPublic(route: RouteEntry): string {
  if (route.handler === 'order/stripe-webhook') {
    return 'Stripe calls the webhook without a Cognito token; the handler verifies Stripe\'s signature over the raw body';
  }
  if (route.path.startsWith('/api/user/')) {
    return 'sign-up, sign-in, token refresh and password recovery are for callers without a valid token; the handler checks the password, refresh token or mailed code';
  }
  if (route.auth === 'public' && route.data === 'read' && (route.uses ?? []).every((resource) => resource === 'catalog')) {
    return route.uses?.length
      ? 'the catalog is public (SPEC: anyone may browse); the function may only read the table and the built catalog objects'
      : 'the catalog is public (SPEC: anyone may browse); the function may only read the table';
  }
  throw new Error(`${route.method} ${route.path} is public: say why in whyPublic (infra/constructs/api-route.ts)`);
}

function assertNever(value: never): never {
  throw new Error(`Unhandled manifest value: ${String(value)}`);
}
