import type { RouteEntry } from '../functions/api/routes.js';

/**
 * The API's routes are deployed in several stacks, `quickbasket-<stage>-routes-<name>`, because each
 * route is ~8 resources (function, role, policy, log group, integration, route, permission, alarm)
 * and CloudFormation takes at most 500 resources per stack: ~70 routes no longer fit in one.
 *
 * A route's stack follows from the first segment of its path (`/api/<segment>/...`), so adding a route
 * to functions/api/routes.ts never moves another route between stacks (a moved route would be created
 * in its new stack while its old stack still holds the same route key: the deploy fails).
 * To add a route: add its manifest entry; if its segment is new, add the segment to one stack below.
 * Keep each stack under ~30 routes (≤ 300 resources; infra/routes.test.ts holds every stack under 400):
 * when one grows past that, give some of its segments a stack of their own. Moving a segment to
 * another stack needs its old stack deployed without it first (docs/deploy.md).
 */
export const ROUTE_STACKS = {
  account: ['user', 'file', 'cart', 'address', 'credit'],
  catalog: ['category', 'subcategory', 'product', 'export', 'rating'],
  orders: ['order', 'report', 'picker', 'claim'],
  stores: ['store', 'rider', 'offer'],
} as const satisfies Record<string, readonly string[]>;

export type RouteStackName = keyof typeof ROUTE_STACKS;

/** The `/api/<segment>/` of a route. */
export function routeSegment(route: RouteEntry): string {
  return route.path.split('/')[2] ?? '';
}

/** The stack a route belongs to; throws for a segment no stack lists. */
export function routeStackOf(route: RouteEntry): RouteStackName {
  const segment = routeSegment(route);
  for (const [name, segments] of Object.entries(ROUTE_STACKS) as [RouteStackName, readonly string[]][]) {
    if (segments.includes(segment)) return name;
  }
  throw new Error(`${route.method} ${route.path}: no routes stack lists "/api/${segment}/"; add "${segment}" to ROUTE_STACKS (infra/route-stacks.ts)`);
}

/** The routes of each stack, in manifest order; stacks without routes are left out. */
export function splitRoutes(routes: readonly RouteEntry[]): [RouteStackName, RouteEntry[]][] {
  const byStack = new Map<RouteStackName, RouteEntry[]>();
  for (const route of routes) {
    const name = routeStackOf(route);
    byStack.set(name, [...(byStack.get(name) ?? []), route]);
  }
  return (Object.keys(ROUTE_STACKS) as RouteStackName[]).flatMap((name) => {
    const list = byStack.get(name);
    return list ? [[name, list] as [RouteStackName, RouteEntry[]]] : [];
  });
}
