import { Aws, type Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { catalogObjects } from '../../functions/data/objects.js';
import { mailAddress } from '../config.js';
import { acknowledgeWildcard } from '../nag.js';

/** Grants that routes (api-route.ts) and workers (the stacks) share. */

/**
 * `actions` on the catalog objects (`catalog/*`, functions/data/keys.ts catalogObjects) of the
 * catalog bucket, and s3:ListBucket on the bucket itself, without which S3 answers a missing object
 * (a version not built yet) with 403 AccessDenied instead of 404 NoSuchKey. Nothing else: no
 * DeleteObject (the bucket's lifecycle removes old objects), no other prefix.
 */
export function grantCatalogObjects(fn: NodejsFunction, bucketName: string, actions: string[], use: string): void {
  const bucketArn = `arn:${Aws.PARTITION}:s3:::${bucketName}`;
  fn.addToRolePolicy(new PolicyStatement({ actions, resources: [`${bucketArn}/${catalogObjects.prefix}*`] }));
  fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucketArn] }));
  acknowledgeWildcard(fn.role!, `Resource::arn:<AWS::Partition>:s3:::${bucketName}/${catalogObjects.prefix}*`,
    `${actions.join(' and ')} on the catalog objects only: the function ${use}, and their keys hold the version (${catalogObjects.snapshot(0).replace('0', '<version>')}, ${catalogObjects.latest}), so the prefix is the narrowest ARN`);
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
