import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import Stripe from 'stripe';
import * as z from 'zod';
import { readEnv } from './env.js';
import { tracer } from './tracer.js';

/**
 * Stripe, configured one of two ways (never a plain-text secret in a deployed function's env):
 * - deployed: STRIPE_SECRET_ARN names a Secrets Manager secret {"secretKey","webhookSecret"},
 *   read once per container on first use;
 * - local: STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET, and STRIPE_API_URL pointing the same client
 *   at the local gateway's Stripe stand-in (see local/stripe.ts).
 */
const env = readEnv(
  z
    .object({
      STRIPE_SECRET_ARN: z.string().min(1).optional(),
      STRIPE_SECRET_KEY: z.string().min(1).optional(),
      STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
      STRIPE_API_URL: z.url().optional(),
    })
    .refine((e) => Boolean(e.STRIPE_SECRET_ARN) !== Boolean(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET), {
      message: 'set STRIPE_SECRET_ARN, or STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    }),
);

const stripeSecrets = z.object({ secretKey: z.string().min(1), webhookSecret: z.string().min(1) });
type StripeSecrets = z.infer<typeof stripeSecrets>;

async function loadSecrets(): Promise<StripeSecrets> {
  if (!env.STRIPE_SECRET_ARN) {
    return stripeSecrets.parse({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET });
  }
  const result = await tracer.captureAWSv3Client(new SecretsManagerClient({})).send(new GetSecretValueCommand({ SecretId: env.STRIPE_SECRET_ARN }));
  return stripeSecrets.parse(JSON.parse(result.SecretString ?? '{}'));
}

function clientOptions(): Stripe.StripeConfig {
  if (!env.STRIPE_API_URL) return { maxNetworkRetries: 2, timeout: 8000 };
  const url = new URL(env.STRIPE_API_URL);
  return {
    maxNetworkRetries: 0,
    host: url.hostname,
    port: url.port,
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

let ready: Promise<{ stripe: Stripe; webhookSecret: string }> | undefined;

/** The Stripe client and webhook secret, created once per container. */
export function payments(): Promise<{ stripe: Stripe; webhookSecret: string }> {
  ready ??= loadSecrets().then((secrets) => ({
    stripe: new Stripe(secrets.secretKey, clientOptions()),
    webhookSecret: secrets.webhookSecret,
  }));
  return ready;
}
