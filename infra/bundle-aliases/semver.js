/**
 * What the functions' bundles get for `require('semver')` (bundling.ts BUNDLE_ALIASES).
 *
 * Its one importer in any bundle is the X-Ray SDK under Powertools Tracer (aws-xray-sdk-core/dist/lib/patchers/aws_p.js), and
 * its one call is `semver.gte`, in the AWS SDK v2 patcher. semver's index requires every class,
 * function and range of the package, 29 KB of each function's bundle; this hands over the same
 * `gte`, from the same copy of semver, and nothing else. bundle-aliases.test.ts fails when an
 * importer uses anything more. Should npm ever hoist X-Ray's semver, this path stops resolving and
 * the bundle fails to build, loudly.
 */
export { default as gte } from 'aws-xray-sdk-core/node_modules/semver/functions/gte.js';
