import { DefaultStackSynthesizer, type Stack, Validations } from 'aws-cdk-lib';
import type { Bucket, CfnBucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks, type NagPack, ServerlessChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/**
 * AWS's own rule packs for this app: AwsSolutions (security and operational best practice) and
 * Serverless (Lambda, API Gateway, queues). app.ts registers them, so `cdk synth` and `cdk deploy`
 * report any finding that is neither fixed nor acknowledged where it arises, with its reason:
 * `Validations.of(construct).acknowledge({ id, reason })`. infra/nag.test.ts runs them on the prod
 * stage and fails on any finding left.
 */
export function nagPacks(scope: IConstruct): NagPack[] {
  return [new AwsSolutionsChecks(scope), new ServerlessChecks(scope)];
}

export interface NagFinding {
  pack: string;
  /** e.g. `AwsSolutions-IAM5[Resource::*]`. */
  rule: string;
  severity: string;
  path: string;
}

/** Every unacknowledged finding of the packs over a synthesized app, one per rule and resource. */
export function nagFindings(app: IConstruct): NagFinding[] {
  return nagPacks(app).flatMap((pack) =>
    pack.validateScope(app).violations.flatMap((violation) =>
      violation.violatingResources.map((resource) => ({
        pack: pack.readPackName,
        rule: violation.ruleName,
        severity: violation.severity ?? 'error',
        path: (resource as { constructPath?: string }).constructPath ?? resource.resourceLogicalId ?? '?',
      })),
    ),
  );
}

/**
 * Acknowledges one wildcard of an IAM policy (AwsSolutions-IAM5 names each one: `Action::s3:Get*`,
 * `Resource::arn:<AWS::Partition>:s3:::bucket/prefix/*`) on the role or policy that holds it.
 */
export function acknowledgeWildcard(scope: IConstruct, finding: string, reason: string): void {
  Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
}

/**
 * CDK's BucketDeployment runs CDK's own Lambda function (one per stack: a Python runtime, a role
 * and policy CDK writes) at deploy time only. Its findings are acknowledged on that function, each
 * with what it is; `destination` is the bucket the deployments write to.
 */
export function acknowledgeBucketDeploymentHandler(stack: Stack, destination: Bucket): void {
  const handlers = stack.node.children.filter((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
  if (handlers.length === 0) throw new Error('acknowledgeBucketDeploymentHandler: call it after the BucketDeployments');
  const qualifier = (stack.synthesizer as DefaultStackSynthesizer).bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
  const assetsBucket = DefaultStackSynthesizer.DEFAULT_FILE_ASSETS_BUCKET_NAME.replace('${Qualifier}', qualifier)
    .replace('${AWS::AccountId}', stack.account)
    .replace('${AWS::Region}', stack.region);
  const destinationArn = `<${stack.getLogicalId(destination.node.defaultChild as CfnBucket)}.Arn>`;
  const cdkOwned = 'CDK\'s BucketDeployment handler, which runs only while CloudFormation deploys the site';
  const acknowledgements: Record<string, string> = {
    'AwsSolutions-L1': `${cdkOwned}: CDK sets its runtime (Python) and updates it with aws-cdk-lib`,
    'Serverless-LambdaLatestVersion': `${cdkOwned}: CDK sets its runtime (Python) and updates it with aws-cdk-lib`,
    'Serverless-LambdaDLQ': `${cdkOwned}: the custom resource framework reports a failure to CloudFormation, which rolls the deploy back`,
    'Serverless-LambdaTracing': `${cdkOwned}: a deploy-time copy job, nothing a shopper's request passes through`,
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]': `${cdkOwned}: CDK creates its role with the basic execution policy`,
    'AwsSolutions-IAM5[Action::s3:GetObject*]': `${cdkOwned}: reads the staged site archive (CDK's grantRead)`,
    'AwsSolutions-IAM5[Action::s3:GetBucket*]': `${cdkOwned}: CDK's grantRead/grantReadWrite on the asset and site buckets`,
    'AwsSolutions-IAM5[Action::s3:List*]': `${cdkOwned}: lists the site bucket to prune files the new build no longer has`,
    'AwsSolutions-IAM5[Action::s3:DeleteObject*]': `${cdkOwned}: deletes files the new build no longer has (prune)`,
    'AwsSolutions-IAM5[Action::s3:Abort*]': `${cdkOwned}: aborts its own failed multipart uploads`,
    [`AwsSolutions-IAM5[Resource::arn:aws:s3:::${assetsBucket}/*]`]: `${cdkOwned}: the staged archives in CDK's bootstrap asset bucket`,
    [`AwsSolutions-IAM5[Resource::${destinationArn}/*]`]: `${cdkOwned}: the objects of the site bucket it deploys`,
    'AwsSolutions-IAM5[Resource::*]': `${cdkOwned}: cloudfront:CreateInvalidation/GetInvalidation after a deploy, granted by CDK on every distribution`,
  };
  for (const handler of handlers) {
    for (const [id, reason] of Object.entries(acknowledgements)) Validations.of(handler).acknowledge({ id, reason });
  }
}
