import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { PROJECT, type Stage } from '../config.js';

/** CloudFront reads web ACLs (scope CLOUDFRONT) from this region only, whatever the app's region. */
export const WAF_REGION = 'us-east-1';

/**
 * The routes that take a password or a mailed code: guessing either is what an attacker repeats.
 * Matched as path prefixes after URL-decoding and lowercasing, so an encoded or upper-case spelling
 * of a path is counted too; no other route starts with one of them (app tests check the manifest).
 */
export const RATE_LIMITED_PATHS = [
  '/api/user/login',
  '/api/user/register',
  '/api/user/forgot-password',
  '/api/user/verify-forgot-password-otp',
  '/api/user/reset-password',
] as const;

/**
 * Requests to those paths one client IP may make per window, all five counted together. A shopper
 * signs in, registers or recovers a password in a handful of requests; 100 leaves room for
 * households and carrier NAT sharing one address.
 */
export const AUTH_RATE_LIMIT = { requests: 100, windowSeconds: 300 } as const;

/** Same shape as the API's errors (SPEC section 8), so the site shows the message as it is. */
export const TOO_MANY_ATTEMPTS_BODY = JSON.stringify({
  success: false,
  error: true,
  message: 'Too many attempts from your network. Please wait a few minutes and try again.',
});

export interface WafStackProps extends StackProps {
  stage: Stage;
}

/**
 * The web ACL in front of the CloudFront distribution: AWS's common rule set, and a per-IP rate
 * limit on the sign-in and password-recovery routes. It lives in us-east-1 (WAF_REGION), so the web
 * stack reads its ARN across regions (crossRegionReferences on both stacks; with the app's weak
 * references, cdk.json, that is an Fn::GetStackOutput of this stack's output; with
 * -c crossStackReferences=strong, CDK's export writer and reader: docs/decisions/0035).
 */
export class WafStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: WafStackProps) {
    super(scope, id, props);
    const metric = (name: string): CfnWebACL.VisibilityConfigProperty => ({
      metricName: `${PROJECT}-${props.stage}-${name}`,
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
    });

    const acl = new CfnWebACL(this, 'WebAcl', {
      name: `${PROJECT}-${props.stage}-edge`,
      description: 'QuickBasket CloudFront: AWS common rules and a rate limit on sign-in and password recovery',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: metric('web-acl'),
      customResponseBodies: {
        'too-many-attempts': { contentType: 'APPLICATION_JSON', content: TOO_MANY_ATTEMPTS_BODY },
      },
      rules: [
        {
          name: 'auth-rate-limit',
          priority: 0,
          // 429 with the API's error shape rather than WAF's bare 403 page.
          action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: 'too-many-attempts' } } },
          statement: {
            rateBasedStatement: {
              limit: AUTH_RATE_LIMIT.requests,
              evaluationWindowSec: AUTH_RATE_LIMIT.windowSeconds,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                orStatement: {
                  statements: RATE_LIMITED_PATHS.map((path) => ({
                    byteMatchStatement: {
                      fieldToMatch: { uriPath: {} },
                      positionalConstraint: 'STARTS_WITH',
                      searchString: path,
                      textTransformations: [
                        { priority: 0, type: 'URL_DECODE' },
                        { priority: 1, type: 'LOWERCASE' },
                      ],
                    },
                  })),
                },
              },
            },
          },
          visibilityConfig: metric('auth-rate-limit'),
        },
        {
          name: 'aws-common-rules',
          priority: 1,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              // SizeRestrictions_BODY blocks bodies over 8 KB. Only /api/* accepts bodies (the other
              // behaviours allow GET and HEAD; uploads go to S3 by presigned URL, not through
              // CloudFront), and route() already refuses bodies over its own 64 KB limit with 413
              // (MAX_BODY_BYTES), which a product with a long description may come near. So the rule
              // only counts (its metric and samples still show how often it would have fired).
              ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
            },
          },
          visibilityConfig: metric('aws-common-rules'),
        },
      ],
    });

    this.webAclArn = acl.attrArn;
    new CfnOutput(this, 'WebAclArn', { value: acl.attrArn });
  }
}
