import { CfnGuardValidator } from '@cdklabs/cdk-validator-cfnguard';

/**
 * AWS Control Tower's proactive rules (cfn-guard, shipped with @cdklabs/cdk-validator-cfnguard), run
 * by app.ts beside cdk-nag on every synth. Each rule below reported findings on this app and is off,
 * with why; every other rule runs, and a finding from one of them fails the synth.
 * `rule` is the rule file's name (CT.LAMBDA.PR.3 is `ct-lambda-pr-3`). docs/aws-checks.md lists the same.
 */
export const DISABLED_CONTROL_TOWER_RULES: readonly { rule: string; reason: string }[] = [
  { rule: 'ct-lambda-pr-2', reason: 'every permission names its API in SourceArn, but built with Fn::Join or a weak cross-stack output, which the rule does not resolve' },
  { rule: 'ct-lambda-pr-3', reason: 'no function reaches a private resource: DynamoDB, S3, SQS, SES, Cognito and Stripe are called over HTTPS with IAM, and a VPC would add NAT gateways and cold-start time' },
  { rule: 'ct-cloudwatch-pr-1', reason: 'a burn-rate window alarm (constructs/slo-alarms.ts) has no action on purpose: it is one half of a composite alarm, which pages; an action on each half would page for half a burn. Infra tests hold that every other alarm has its action (api, observability, routes, slo tests)' },
  { rule: 'ct-cloudwatch-pr-2', reason: 'logs are kept 30 days on purpose (infra tests hold it): they carry shoppers\' requests, and a year would keep personal data longer than support needs' },
  { rule: 'ct-cloudwatch-pr-3', reason: 'CloudWatch Logs encrypts at rest with its own keys; a customer key would add a key policy per log group and exclude no reader this account has' },
  { rule: 'ct-apigateway-pr-5', reason: 'the flagged routes are public on purpose, each with its reason in the routes manifest (sign-in, catalog reads, the signed Stripe webhook, WebSocket routes after an authorized $connect)' },
  { rule: 'ct-sqs-pr-1', reason: 'the flagged queues are the dead-letter queues themselves; a dead-letter queue of a dead-letter queue has no reader, they alarm on depth instead (constructs/dead-letters.ts)' },
  { rule: 'ct-s3-pr-2', reason: 'the log bucket cannot log to itself, and the catalog bucket does log, to the web stack\'s log bucket through a weak cross-stack output the rule does not resolve' },
  { rule: 'ct-s3-pr-4', reason: 'no consumer reads these buckets\' events: the site is written by deploys, the catalog is written by its builder, the log bucket only receives logs' },
  { rule: 'ct-s3-pr-6', reason: 'the site bucket keeps earlier builds\' hashed assets (never pruned) so a page loaded before a deploy still finds its chunks; expiring them by age would break such a page' },
  { rule: 'ct-s3-pr-9', reason: 'object lock forbids what these buckets do: deploys overwrite the site\'s shell, the catalog object is rewritten, images are replaced, logs expire' },
  { rule: 'ct-s3-pr-10', reason: 'S3-managed encryption (SSE-S3): the site, images and catalog are served to anyone through CloudFront, and KMS would add a key grant and a charge per request' },
  { rule: 'ct-s3-pr-11', reason: 'the site is rebuilt from git, the catalog object is rewritten on every catalog change, logs are append-only: versions would only pile up; images are replaced by their admin on purpose' },
  { rule: 'ct-cloudfront-pr-4', reason: 'one origin per behaviour in one region (the site bucket, the API); a failover origin needs a second region this store does not run' },
  { rule: 'ct-cloudfront-pr-6', reason: 'without a custom domain the distribution uses CloudFront\'s own certificate; with one (context domainName), its ACM certificate is set' },
  { rule: 'ct-cloudfront-pr-7', reason: 'SNI applies only to a custom certificate: see ct-cloudfront-pr-6' },
  { rule: 'ct-cloudfront-pr-9', reason: 'CloudFront\'s own certificate fixes the minimum TLS version; with a custom domain the distribution sets TLSv1.2_2021' },
];

/** The validator app.ts adds to the app's plugins (`Validations.of(app).addPlugins`): all Control Tower rules but the disabled ones. */
export function controlTowerValidator(): CfnGuardValidator {
  return new CfnGuardValidator({ controlTowerRulesEnabled: true, disabledRules: DISABLED_CONTROL_TOWER_RULES.map((r) => r.rule) });
}
