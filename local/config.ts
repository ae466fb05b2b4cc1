import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_TABLE_NAME } from '../functions/data/table.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface StackPorts {
  gateway: number;
  dynamodb: number;
  s3: number;
  cognito: number;
  ses: number;
}

const port = (name: string, fallback: number): number => {
  const value = process.env[name];
  return value ? Number.parseInt(value, 10) : fallback;
};

/** Default ports of DESIGN.md, each overridable by an environment variable. */
export function defaultPorts(): StackPorts {
  return {
    gateway: port('PORT', 3000),
    dynamodb: port('DYNAMODB_PORT', 8000),
    s3: port('S3_PORT', 4569),
    cognito: port('COGNITO_PORT', 9229),
    ses: port('SES_PORT', 8005),
  };
}

/** HOST values that keep 127.0.0.1 answering, which the stack itself calls its parts on. */
const LISTEN_HOSTS = ['127.0.0.1', '0.0.0.0', '::'];

/**
 * The address every port of the stack listens on: loopback unless HOST opens it to every interface
 * (HOST=0.0.0.0, e.g. in a container whose ports are published). Open, anyone who reaches it can use
 * the stand-ins as you do: cognito-local's admin calls make any user an admin, DynamoDB Local takes
 * any credentials. Any other value (a shell's host name) is refused rather than guessed at.
 */
export function listenHost(): string {
  const host = process.env.HOST || '127.0.0.1';
  if (!LISTEN_HOSTS.includes(host)) throw new Error(`HOST=${host}: use 127.0.0.1 (the default) or 0.0.0.0 / :: (every interface)`);
  return host;
}

export const LOCAL_BUCKET = 'quickbasket-images';
/** The catalog objects' bucket (functions/data/repos/catalog-object.ts): private, never served by the gateway. */
export const LOCAL_CATALOG_BUCKET = 'quickbasket-catalog';
export const LOCAL_REGION = 'us-east-1';
/** s3rver's only key pair (id and secret alike); local/s3-front.ts checks presigned uploads with it. */
export const S3RVER_KEY = 'S3RVER';

/**
 * The environment the handlers see locally: what infra writes in AWS, pointed at the stand-ins.
 * s3rver only accepts the S3RVER key pair; the other stand-ins accept any.
 */
export function serviceEnv(ports: StackPorts): Record<string, string> {
  return {
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: S3RVER_KEY,
    AWS_SECRET_ACCESS_KEY: S3RVER_KEY,
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${ports.dynamodb}`,
    AWS_ENDPOINT_URL_S3: `http://localhost:${ports.s3}`,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `http://127.0.0.1:${ports.cognito}`,
    AWS_ENDPOINT_URL_SES: `http://127.0.0.1:${ports.ses}`,
    S3_FORCE_PATH_STYLE: 'true',
    // Lambda runs Node 22+; the SDK's notice about Node 20 on developer machines is noise here.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    POWERTOOLS_SERVICE_NAME: 'quickbasket',
    // No X-Ray here (Powertools also turns it off outside Lambda); metrics go to the log as EMF lines.
    POWERTOOLS_TRACE_DISABLED: 'true',
    POWERTOOLS_METRICS_NAMESPACE: 'QuickBasket/local',
    TABLE_NAME: LOCAL_TABLE_NAME,
    IMAGES_BUCKET: LOCAL_BUCKET,
    CATALOG_BUCKET: LOCAL_CATALOG_BUCKET,
    MAIL_FROM: 'QuickBasket <no-reply@quickbasket.local>',
    // EventBridge: the gateway accepts PutEvents on its own path and runs the rules of events/ (local/events.ts).
    AWS_ENDPOINT_URL_EVENTBRIDGE: `http://127.0.0.1:${ports.gateway}/__local/eventbridge`,
    EVENT_BUS_NAME: 'quickbasket-local',
    // The WebSocket API's management API (PostToConnection): the gateway's stand-in (local/gateway-ws.ts).
    AWS_ENDPOINT_URL_APIGATEWAYMANAGEMENTAPI: `http://127.0.0.1:${ports.gateway}/__local/ws-management`,
    SITE_URL: `http://localhost:${ports.gateway}`,
    ...stripeEnv(ports),
  };
}

/**
 * The local Stripe API's secret key: what the handlers' Stripe client sends, and what the stand-in
 * (local/stripe.ts) requires on /v1/*, as Stripe requires its account's key. Not a secret (the
 * stand-in moves no money); a caller without it cannot play the store's server.
 */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_local_quickbasket';

/**
 * With STRIPE_SECRET_KEY set (a Stripe test-mode key, plus its STRIPE_WEBHOOK_SECRET, e.g. from
 * `stripe listen`), the store talks to real Stripe. Without it, the same client talks to the
 * gateway's Stripe stand-in and its local checkout page (local/stripe.ts).
 */
function stripeEnv(ports: StackPorts): Record<string, string> {
  const secretKey = process.env.STRIPE_SECRET_KEY;
  const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_local_dev';
  if (secretKey) return { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret };
  return {
    STRIPE_SECRET_KEY: LOCAL_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: `http://127.0.0.1:${ports.gateway}`,
  };
}

/** One part of the embedded stack (local/services.ts starts them), stopped with the stack. */
export interface Service {
  name: string;
  stop(): Promise<void>;
}
