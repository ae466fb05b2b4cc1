import { existsSync } from 'node:fs';
import path from 'node:path';
import { Annotations, type Stack } from 'aws-cdk-lib';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { acknowledgeBucketDeploymentHandler } from '../nag.js';
import { YEAR } from './site-distribution.js';

/**
 * The build's brotli and gzip copies of the site's text files (frontend/vite-plugins.ts
 * precompress()) are for the local gateway only: the bucket holds the files as they are, and
 * CloudFront compresses them itself (Compress on every site behaviour, gzip and brotli enabled in
 * their cache policies). Uploaded, they would be objects nothing asks for, piling up under assets/
 * (never pruned).
 */
const COMPRESSED_COPIES = ['*.br', '*.gz'];

export interface SiteDeploymentProps {
  /** The built site (`npm run build:web`). */
  siteDir: string;
  /** Written to /config.json for the site. */
  siteConfig: Record<string, string>;
  siteBucket: Bucket;
  distribution: Distribution;
}

/**
 * The built site, in two deployments: hashed /assets first (kept across deploys, so a page
 * loaded before a deploy still finds its chunks), then index.html and config.json, never cached
 * stale (no-cache, and invalidated; every client route is served as /index.html).
 */
export function deploySite(stack: Stack, { siteDir, siteConfig, siteBucket, distribution }: SiteDeploymentProps): void {
  if (!existsSync(path.join(siteDir, 'index.html'))) {
    Annotations.of(stack).addError(
      `${siteDir}/index.html not found: build the site first (npm run build:web), then synthesize or deploy`,
    );
    return;
  }
  const assets = new BucketDeployment(stack, 'DeployAssets', {
    sources: [Source.asset(path.join(siteDir, 'assets'), { exclude: COMPRESSED_COPIES })],
    destinationBucket: siteBucket,
    destinationKeyPrefix: 'assets/',
    prune: false,
    cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(YEAR), CacheControl.immutable()],
    memoryLimit: 512,
  });
  const shell = new BucketDeployment(stack, 'DeployShell', {
    sources: [
      Source.asset(siteDir, { exclude: ['assets', ...COMPRESSED_COPIES] }),
      Source.jsonData('config.json', { apiUrl: '/api', ...siteConfig }),
    ],
    destinationBucket: siteBucket,
    // Prune stale top-level files, never the assets (the deployment above owns those).
    exclude: ['assets/*'],
    cacheControl: [CacheControl.noCache()],
    distribution,
    distributionPaths: ['/index.html', '/config.json'],
    memoryLimit: 512,
  });
  shell.node.addDependency(assets);
  acknowledgeBucketDeploymentHandler(stack, siteBucket);
}
