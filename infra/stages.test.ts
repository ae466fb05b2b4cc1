// @vitest-environment node
import path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REGION, deploymentEnv, PLACEHOLDER_ACCOUNT } from './build-app.js';
import { catalogBucketName, imagesBucketName } from './config.js';
import { ENV, SITE_DIR, DEPLOYABLE, synth, onlyResource } from './test-app.js';

/** Stage settings (prod, custom domain, mail sender, origins) and what the app refuses to synthesize. */

describe('stage settings', () => {
  const prod = { stage: 'prod', mailFrom: 'QuickBasket <no-reply@shop.example.com>' };

  it('prod: names, termination protection, deletion protection, retained logs, images and catalog objects, no CORS beyond the site', () => {
    const { stacks, data, auth, api, web, events, routes: template } = synth({ context: prod, routes: DEPLOYABLE.slice(0, 1) });
    expect(stacks.api.stackName).toBe('quickbasket-prod-api');
    for (const stack of [stacks.data, stacks.auth, stacks.api, stacks.web, stacks.events, ...stacks.routes]) {
      expect(stack.terminationProtection).toBe(true);
    }
    data.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      Replicas: [Match.objectLike({ DeletionProtectionEnabled: true })],
    });
    data.hasResource('AWS::SecretsManager::Secret', { DeletionPolicy: 'Retain' });
    auth.hasResourceProperties('AWS::Cognito::UserPool', { DeletionProtection: 'ACTIVE' });
    auth.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'shop.example.com' });
    // The site calls /api on its own origin: no CORS; uploads come from the CloudFront domain only.
    expect(onlyResource(api, 'AWS::ApiGatewayV2::Api').Properties).not.toHaveProperty('CorsConfiguration');
    web.hasResourceProperties('AWS::S3::Bucket', {
      BucketName: imagesBucketName('prod', ENV.account, ENV.region),
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: [Match.objectLike({ 'Fn::Join': Match.anyValue() })] })] },
    });
    web.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Retain', Properties: Match.objectLike({ BucketName: Match.anyValue() }) });
    events.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ BucketName: catalogBucketName('prod', ENV.account, ENV.region) }),
    });
    template.resourceCountIs('AWS::Logs::LogGroup', 1);
    for (const t of [api, template]) t.allResources('AWS::Logs::LogGroup', { DeletionPolicy: 'Retain' });
  });

  it('prod: serves a custom domain with its us-east-1 certificate and allows it in CORS', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/abcd-1234';
    const { api, web } = synth({ routes: [], context: { ...prod, domainName: 'shop.example.com', certificateArn } });
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['shop.example.com'],
        ViewerCertificate: Match.objectLike({ AcmCertificateArn: certificateArn }),
      }),
    });
    web.hasOutput('SiteUrl', { Value: 'https://shop.example.com' });
    api.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: Match.objectLike({ AllowOrigins: ['https://shop.example.com'] }),
    });
    expect(() => synth({ context: { ...prod, domainName: 'shop.example.com' } })).toThrow(/go together/);
    expect(() =>
      synth({ context: { ...prod, domainName: 'shop.example.com', certificateArn: certificateArn.replace('us-east-1', 'eu-west-1') } }),
    ).toThrow(/us-east-1/);
  });

  it('prod: requires a mail sender; origins must be https', () => {
    expect(() => synth({ context: { ...prod, mailFrom: undefined } })).toThrow(/mailFrom.*required/);
    expect(() => synth({ context: { ...prod, siteOrigin: 'http://shop.example.com' } })).toThrow(/https/);
  });

  it('rejects wildcards, paths, unknown stages and unknown mail identity modes', () => {
    expect(() => synth({ context: { siteOrigin: '*' } })).toThrow(/siteOrigin/);
    expect(() => synth({ context: { siteOrigin: 'https://shop.example.com/' } })).toThrow(/origin like/);
    expect(() => synth({ context: { mailFrom: 'QuickBasket' } })).toThrow(/mailFrom/);
    expect(() => synth({ context: { stage: 'staging' } })).toThrow(/stage/);
    expect(() => synth({ context: { mailIdentity: 'dns' } })).toThrow(/mailIdentity/);
    expect(() => synth({ context: { alarmEmail: 'ops' } })).toThrow(/alarmEmail/);
  });

  it('accepts several comma-separated origins', () => {
    const { web } = synth({ routes: [], context: { siteOrigin: 'http://localhost:3000, http://localhost:5173' } });
    web.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedOrigins: [Match.anyValue(), 'http://localhost:3000', 'http://localhost:5173'] })],
      },
    });
  });

  it('subscribes alarmEmail to the alarm topic', () => {
    const { data } = synth({ routes: [], context: { alarmEmail: 'ops@shop.example' } });
    data.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@shop.example' });
  });

  it('refuses to synthesize a site that was not built', () => {
    expect(() => synth({ routes: [], siteDir: path.join(SITE_DIR, 'missing') })).toThrow(/npm run build:web/);
  });

  it('targets the CLI account and region, or placeholders when there are none', () => {
    expect(deploymentEnv({})).toEqual({ account: PLACEHOLDER_ACCOUNT, region: DEFAULT_REGION });
    expect(deploymentEnv({ CDK_DEFAULT_ACCOUNT: '210987654321', CDK_DEFAULT_REGION: 'eu-west-1' })).toEqual({
      account: '210987654321',
      region: 'eu-west-1',
    });
  });
});
