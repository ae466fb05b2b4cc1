import { CfnOutput, type RemovalPolicy, Validations } from 'aws-cdk-lib';
import { type CfnSecret, type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

export interface PaymentSecretsProps {
  /** Prefix of the secret's description, e.g. `QuickBasket prod`. */
  label: string;
  removalPolicy: RemovalPolicy;
}

/** The keys of the secret's JSON value, as functions/platform/payments.ts parses it. */
export const STRIPE_SECRET_FIELDS = ['secretKey', 'webhookSecret'] as const;

/**
 * The Stripe secret: one Secrets Manager secret whose value is the JSON object
 * `{"secretKey": <Stripe secret API key>, "webhookSecret": <signing secret of the webhook endpoint>}`
 * (functions/platform/payments.ts). It is created empty: no value is generated and none is in the
 * template, so nothing secret passes through CloudFormation, cdk.out or git. The operator puts the
 * value once (docs/deploy.md, "After the first deploy"); until then GetSecretValue fails and the payment routes fail loudly
 * instead of running with a wrong key.
 *
 * Functions receive only its ARN (STRIPE_SECRET_ARN) and read the value once per container; the
 * `payments` grant is secretsmanager:GetSecretValue on this ARN and nothing else.
 */
export class PaymentSecrets extends Construct {
  readonly stripe: ISecret;

  constructor(scope: Construct, id: string, props: PaymentSecretsProps) {
    super(scope, id);
    const secret = new Secret(this, 'Stripe', {
      description: `${props.label}: Stripe keys as JSON {${STRIPE_SECRET_FIELDS.map((f) => `"${f}"`).join(', ')}}`,
      removalPolicy: props.removalPolicy,
    });
    // The L2 construct generates a random value when given none; CloudFormation creates an empty
    // secret when neither GenerateSecretString nor SecretString is present.
    (secret.node.defaultChild as CfnSecret).addPropertyDeletionOverride('GenerateSecretString');
    Validations.of(secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Stripe issues these keys: a rotation function cannot make new ones; the operator rolls them in the Stripe dashboard and puts the new value (docs/operations.md, "Rotating secrets")',
    });
    this.stripe = secret;

    new CfnOutput(scope, 'StripeSecretArn', { value: secret.secretArn });
  }
}
