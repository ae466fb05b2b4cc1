import { api, type ApiResponse } from '../helpers.js';
import { manifest, routeKey, seededCatalog, type Account, type RouteKey } from './support.js';
import type { Sample, SampleContext } from './sample-kit.js';
import { operationsSamples } from './samples-operations.js';
import { shopSamples } from './samples-shop.js';
import { claimSamples } from './claim-samples.js';

export { ownedResourceRoutes, type OwnedResourceCheck } from './owned-resources.js';
export type { Sample, SampleContext, SampleRequest } from './sample-kit.js';

/**
 * One valid-looking request per route, keyed by 'METHOD /path' of the routes manifest: the parts
 * joined (samples-shop.ts, samples-operations.ts; the rules for a sample are in sample-kit.ts).
 * Typed as every route's, so tsc names a route of the manifest that no part samples.
 */
export const samples: Record<RouteKey, Sample> = { ...shopSamples, ...operationsSamples, ...claimSamples };


export const sampleFor = (key: RouteKey): Sample => samples[key];

/** The manifest's routes that have no sample here (the authorization matrix fails on any). */
export const routesWithoutSample = (): RouteKey[] => manifest.map(routeKey).filter((key) => !Object.hasOwn(samples, key));

export async function sampleContext(caller: Account | undefined, spare: Account): Promise<SampleContext> {
  return { caller, spare, catalog: await seededCatalog() };
}

/** Sends a route's sample as one caller: their access token unless the sample brings its own authorization. */
export async function callWithSample(
  route: { method: string; path: string },
  sample: Sample,
  ctx: SampleContext,
): Promise<ApiResponse> {
  const { body, headers } = sample.request(ctx);
  // api() puts `token` over any authorization header, so a sample's own one means no token.
  const token = headers && Object.keys(headers).some((h) => h.toLowerCase() === 'authorization') ? undefined : ctx.caller?.accessToken;
  return api(route.method, route.path, { token, body: route.method === 'GET' ? undefined : body, headers });
}

/** Routes the manifest declares that a sample key or an owned-resource check names (typos fail a test). */
export const knownRouteKeys = new Set<string>(manifest.map(routeKey));
