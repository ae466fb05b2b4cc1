// @vitest-environment node
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { DEV_SITE_ORIGIN } from './config.js';
import { MEDIA_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './constructs/security-headers.js';
import { ENV, IMAGES_BUCKET, INLINE_SCRIPT, type Statement, resourcesOf, onlyResource, refId, PUBLIC_ACCESS_BLOCKED, MANAGED, devApp } from './test-app.js';

/** The web stack: the buckets, the distribution and its behaviours, the site deployment. */

describe('web stack', () => {
  const { app, web } = devApp();

  const distribution = onlyResource(web, 'AWS::CloudFront::Distribution').Properties.DistributionConfig as {
    Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown; S3OriginConfig?: unknown }[];
    DefaultCacheBehavior: Record<string, unknown>;
    CacheBehaviors: (Record<string, unknown> & { PathPattern: string })[];
    CustomErrorResponses?: unknown;
    DefaultRootObject: string;
  };
  const behavior = (pattern: string) => distribution.CacheBehaviors.find((b) => b.PathPattern === pattern)!;
  const originOf = (b: Record<string, unknown>) => distribution.Origins.find((o) => o.Id === b.TargetOriginId)!;
  const functionCode = (prefix: string) =>
    Object.entries(resourcesOf(web, 'AWS::CloudFront::Function')).find(([id]) => id.startsWith(prefix))!;

  it('blocks all public access to the three buckets (site, images, logs), encrypts them and denies non-TLS requests', () => {
    const buckets = Object.values(resourcesOf(web, 'AWS::S3::Bucket'));
    expect(buckets).toHaveLength(3);
    for (const bucket of buckets) {
      expect(bucket.Properties).toMatchObject({
        PublicAccessBlockConfiguration: PUBLIC_ACCESS_BLOCKED,
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
      });
    }
    // ACLs off, but for the log bucket: CloudFront delivers its logs under an ACL grant (edge.test.ts).
    const ownership = buckets.map((b) => (b.Properties.OwnershipControls as { Rules: { ObjectOwnership: string }[] }).Rules[0]!.ObjectOwnership);
    expect(ownership.sort()).toEqual(['BucketOwnerEnforced', 'BucketOwnerEnforced', 'BucketOwnerPreferred']);
    const policies = Object.values(resourcesOf(web, 'AWS::S3::BucketPolicy'));
    expect(policies).toHaveLength(3);
    for (const policy of policies) {
      expect((policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Action: 's3:*',
          Principal: { AWS: '*' },
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
      );
    }
  });

  it('names the image bucket after stage, account and region; lets only the site PUT uploads; aborts stale multipart uploads', () => {
    web.hasResourceProperties('AWS::S3::Bucket', {
      BucketName: IMAGES_BUCKET,
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedMethods: ['PUT'],
            // The preflight of an upload asks for the headers it sends: content-type and if-none-match.
            AllowedHeaders: ['*'],
            AllowedOrigins: [
              { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.stringLikeRegexp('^Distribution'), 'DomainName'] }]] },
              DEV_SITE_ORIGIN,
            ],
          }),
        ],
      },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Status: 'Enabled', AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
        ]),
      },
    });
  });

  it('reads both buckets through Origin Access Control; the image bucket trusts this distribution only', () => {
    web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    web.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' }),
    });
    const s3Origins = distribution.Origins.filter((o) => o.S3OriginConfig);
    expect(s3Origins).toHaveLength(2);
    for (const origin of s3Origins) expect(origin.OriginAccessControlId).toBeDefined();
    expect(s3Origins.map((o) => o.DomainName)).toContainEqual(`${IMAGES_BUCKET}.s3.${ENV.region}.amazonaws.com`);

    const imagesPolicy = Object.values(resourcesOf(web, 'AWS::S3::BucketPolicy')).find((p) =>
      JSON.stringify(p.Properties.Bucket).includes('Images'),
    )!;
    const grant = (imagesPolicy.Properties.PolicyDocument as { Statement: Statement[] }).Statement.find((s) =>
      JSON.stringify(s.Principal).includes('cloudfront'),
    )!;
    expect(grant).toMatchObject({
      Action: 's3:GetObject',
      Principal: { Service: 'cloudfront.amazonaws.com' },
      Condition: { StringEquals: { 'AWS:SourceArn': expect.anything() as unknown } },
    });
    expect(JSON.stringify(grant.Condition)).toMatch(/Distribution/);
  });

  it('rewrites client routes to /index.html with a function on the default behaviour, with no error-page mapping', () => {
    expect(distribution.CustomErrorResponses).toBeUndefined();
    expect(distribution.DefaultRootObject).toBe('index.html');
    const [spaId] = functionCode('SpaRewrite');
    expect(distribution.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [spaId, 'FunctionARN'] } },
    ]);
    for (const b of distribution.CacheBehaviors) {
      expect(JSON.stringify(b.FunctionAssociations ?? []), b.PathPattern).not.toContain(spaId);
    }
  });

  it('sends /api/* to the HTTP API uncached, with every viewer header but Host and every method', () => {
    const apiBehavior = behavior('/api/*');
    expect(apiBehavior).toMatchObject({
      CachePolicyId: MANAGED.cachingDisabled,
      OriginRequestPolicyId: MANAGED.allViewerExceptHostHeader,
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      ViewerProtocolPolicy: 'https-only',
    });
    expect(JSON.stringify(originOf(apiBehavior).DomainName)).toContain('.execute-api.');
  });

  it('passes cookies both ways on /api/*: the reset proof cookie reaches reset-password, Set-Cookie reaches the viewer', () => {
    // The managed AllViewerExceptHostHeader policy forwards every viewer cookie (CookieBehavior all);
    // API Gateway hands them to the function as event.cookies, which route() reads.
    const apiBehavior = behavior('/api/*');
    expect(apiBehavior.OriginRequestPolicyId).toBe(MANAGED.allViewerExceptHostHeader);
    const policies = resourcesOf(web, 'AWS::CloudFront::ResponseHeadersPolicy');
    const config = policies[refId(apiBehavior.ResponseHeadersPolicyId)]!.Properties.ResponseHeadersPolicyConfig as Record<string, unknown>;
    expect(JSON.stringify(config.RemoveHeadersConfig ?? {})).not.toMatch(/set-cookie/i);
  });

  it('lets the functions gzip /api/* JSON: Accept-Encoding reaches the API, Content-Encoding and Vary reach the viewer', () => {
    // CloudFront cannot compress here (no cache policy with all TTLs 0 may enable gzip/brotli);
    // route() compresses instead, so the viewer's Accept-Encoding must reach it. The cache policy
    // compresses nothing, so the origin request policy decides: all viewer headers but Host.
    const apiBehavior = behavior('/api/*');
    expect(apiBehavior.CachePolicyId).toBe(MANAGED.cachingDisabled);
    expect(apiBehavior.OriginRequestPolicyId).toBe(MANAGED.allViewerExceptHostHeader);
    expect(resourcesOf(web, 'AWS::CloudFront::OriginRequestPolicy')).toEqual({});
    const policies = resourcesOf(web, 'AWS::CloudFront::ResponseHeadersPolicy');
    const apiHeaders = policies[refId(apiBehavior.ResponseHeadersPolicyId)]!;
    const config = apiHeaders.Properties.ResponseHeadersPolicyConfig as Record<string, unknown>;
    expect(JSON.stringify(config.RemoveHeadersConfig ?? {})).not.toMatch(/content-encoding|vary/i);
    expect(JSON.stringify(config.CustomHeadersConfig ?? {})).not.toMatch(/content-encoding|vary/i);
  });

  it('serves /media/* with its own headers policy: nosniff and a sandbox CSP, and a year of browser cache where S3 sent none', () => {
    const policies = resourcesOf(web, 'AWS::CloudFront::ResponseHeadersPolicy');
    const media = policies[refId(behavior('/media/*').ResponseHeadersPolicyId)]!.Properties.ResponseHeadersPolicyConfig as Record<string, unknown>;
    expect(media).toMatchObject({
      CustomHeadersConfig: { Items: [{ Header: 'Cache-Control', Value: 'public, max-age=31536000, immutable', Override: false }] },
    });
    expect(JSON.stringify(media)).toContain('"ContentTypeOptions":{"Override":true}');
    expect(refId(behavior('/media/*').ResponseHeadersPolicyId)).not.toBe(refId(behavior('/assets/*').ResponseHeadersPolicyId));
  });

  it('serves /media/* from the image bucket without its prefix, and /media and /assets with a year of cache', () => {
    const media = behavior('/media/*');
    expect(originOf(media).DomainName).toBe(`${IMAGES_BUCKET}.s3.${ENV.region}.amazonaws.com`);
    const [mediaId] = functionCode('MediaPrefix');
    expect(media.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [mediaId, 'FunctionARN'] } },
    ]);
    const assets = behavior('/assets/*');
    expect(assets.CachePolicyId).toEqual(media.CachePolicyId);
    web.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({ DefaultTTL: 31_536_000, MaxTTL: 31_536_000 }),
    });
    expect(distribution.DefaultCacheBehavior.CachePolicyId).toBe(MANAGED.cachingOptimized);
  });

  it('adds the security headers to every behaviour: CSP, HSTS, nosniff, DENY framing, strict-origin-when-cross-origin', () => {
    const policies = resourcesOf(web, 'AWS::CloudFront::ResponseHeadersPolicy');
    for (const b of [distribution.DefaultCacheBehavior, ...distribution.CacheBehaviors]) {
      expect(policies[refId(b.ResponseHeadersPolicyId)], String(b.PathPattern ?? 'default')).toBeDefined();
    }
    const mediaPolicyId = refId(behavior('/media/*').ResponseHeadersPolicyId);
    for (const [id, policy] of Object.entries(policies)) {
      const security = (policy.Properties.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: Record<string, Record<string, unknown>> })
        .SecurityHeadersConfig;
      // The local gateway sends these same values (infra/constructs/security-headers.ts).
      expect(security.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 63_072_000, Override: true });
      expect(security.ContentTypeOptions).toEqual({ Override: true });
      expect(SECURITY_HEADERS['x-content-type-options']).toBe('nosniff');
      expect(security.FrameOptions).toMatchObject({ FrameOption: SECURITY_HEADERS['x-frame-options'], Override: true });
      expect(security.ReferrerPolicy).toMatchObject({ ReferrerPolicy: SECURITY_HEADERS['referrer-policy'], Override: true });
      const csp = security.ContentSecurityPolicy!.ContentSecurityPolicy as string;
      if (id === mediaPolicyId) {
        // Uploaded files run nothing, whatever they are (a sandbox without scripts, an opaque origin).
        expect(csp).toBe(MEDIA_CONTENT_SECURITY_POLICY);
        expect(csp).toContain('sandbox');
        continue;
      }
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      // The built index.html's inline script, by its hash, and nothing else inline.
      const hash = createHash('sha256').update(INLINE_SCRIPT, 'utf8').digest('base64');
      expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
      expect(csp).not.toContain('unsafe-eval');
      // Presigned uploads to the image bucket, and Amplify's calls to the region's Cognito: nothing wider.
      const connect = /connect-src ([^;]+)/.exec(csp)?.[1]?.split(' ');
      expect(connect).toEqual([
        "'self'",
        `https://${IMAGES_BUCKET}.s3.${ENV.region}.amazonaws.com`,
        `https://${IMAGES_BUCKET}.s3.amazonaws.com`,
        `https://cognito-idp.${ENV.region}.amazonaws.com`,
      ]);
    }
  });

  it('deploys the built site, hashed assets first, and config.json from the auth outputs', () => {
    const deployments = Object.entries(resourcesOf(web, 'Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(2);
    const [, assets] = deployments.find(([id]) => id.startsWith('DeployAssets'))!;
    const [, shell] = deployments.find(([id]) => id.startsWith('DeployShell'))!;
    expect(assets.Properties).toMatchObject({ DestinationBucketKeyPrefix: 'assets/', Prune: false });
    expect(JSON.stringify(assets.Properties.SystemMetadata)).toContain('immutable');
    expect(shell.Properties).toMatchObject({ Exclude: ['assets/*'], DistributionPaths: ['/index.html', '/config.json'] });
    expect(JSON.stringify(shell.Properties.SystemMetadata)).toContain('no-cache');
    const markers = JSON.stringify(shell.Properties.SourceMarkers);
    expect(markers).toContain('quickbasket-dev-auth');
    web.hasOutput('SiteUrl', {});
  });

  it('compresses the site in CloudFront (Compress; gzip and brotli in the cache policies), so the bucket gets no compressed copies', () => {
    for (const b of [distribution.DefaultCacheBehavior, behavior('/assets/*')]) {
      expect(b.Compress, String(b.PathPattern ?? 'default')).toBe(true);
    }
    // The managed CachingOptimized policy has gzip and brotli enabled (AWS, "Use managed cache policies").
    expect(distribution.DefaultCacheBehavior.CachePolicyId).toBe(MANAGED.cachingOptimized);
    const policies = resourcesOf(web, 'AWS::CloudFront::CachePolicy');
    const assetsPolicy = policies[refId(behavior('/assets/*').CachePolicyId)]!;
    expect(assetsPolicy.Properties.CachePolicyConfig).toMatchObject({
      ParametersInCacheKeyAndForwardedToOrigin: { EnableAcceptEncodingGzip: true, EnableAcceptEncodingBrotli: true },
    });

    // What each deployment uploads: the files of its staged asset, without the build's .br and .gz.
    const assembly = app.synth();
    const uploaded = Object.entries(resourcesOf(web, 'Custom::CDKBucketDeployment')).flatMap(([id, deployment]) =>
      (deployment.Properties.SourceObjectKeys as unknown[])
        .filter((key): key is string => typeof key === 'string')
        .flatMap((key) => {
          const staged = path.join(assembly.directory, `asset.${key.replace(/\.zip$/, '')}`);
          return readdirSync(staged, { recursive: true }).map((file) => `${id.replace(/CustomResource.*$/, '')}: ${String(file)}`);
        }),
    );
    expect(uploaded.sort()).toEqual(['DeployAssets: index-abc123.js', 'DeployShell: config.json', 'DeployShell: index.html']);
  });
});
