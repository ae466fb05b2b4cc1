/**
 * The cold section's budgets, one declaration: how long a new container of each deployed function
 * may take, measured on this machine (a shared 2-core box; bench/cold-start.ts). Two times, each
 * judged at its median over --import-runs fresh node processes (the max is shown, not judged: one
 * disturbed process on a loaded machine is not the function's cost):
 *
 * - import: `await import(bundle)`, the code's own start-up;
 * - first call: the handler's first invocation with its real environment (the local stack's
 *   endpoints and names for the variables infra gives it), SDK clients' first requests included.
 *
 * The 300 KB bundle rule (infra/bundle-size.ts) stays as a guard; these times are what decides a
 * split (docs/decisions/0057-cold-start-budgets.md).
 */
import { ALLOWED } from '../infra/bundle-size.js';

export interface ColdBudget {
  importMs: number;
  firstCallMs: number;
  reason: string;
}

export const COLD_BUDGETS = {
  function: {
    importMs: 250,
    firstCallMs: 1000,
    reason: "a route's, the live channel's or a worker's function: its module graph, zod schemas and the SDK clients it makes at import",
  },
  // The catalog routes' first call loads the catalog object and its search index (decisions 0033, 0034).
  catalog: {
    importMs: 250,
    firstCallMs: 2500,
    reason: 'a catalog route: its first call reads, decodes and indexes the catalog object, the cost every later call saves',
  },
  stripe: {
    importMs: 400,
    firstCallMs: 1500,
    reason: "a Stripe function: the Stripe SDK's 240 KB (its constructor registers every API resource, none can be shaken out) on top of a function's own",
  },
} as const satisfies Record<string, ColdBudget>;

export type BudgetKind = keyof typeof COLD_BUDGETS;

/**
 * Which budget an entry (relative to functions/) is held to: a catalog route's first (its first call
 * loads the catalog, and some of them have a bundle allowance for search), then Stripe's when it
 * bundles Stripe (the manifest's 'payments', allowed over the bundle budget).
 */
export function budgetKindOf(entry: string, catalogEntries: readonly string[]): BudgetKind {
  if (catalogEntries.includes(entry)) return 'catalog';
  if (entry in ALLOWED) return 'stripe';
  return 'function';
}

export interface ColdTimes {
  entry: string;
  kind: BudgetKind;
  importP50Ms: number;
  /** Undefined when the first call was not measured (no stack). */
  firstCallP50Ms?: number;
}

/** The functions over their budget, each with what it missed: the section fails naming them. */
export function overBudget(times: readonly ColdTimes[]): string[] {
  return times.flatMap((t) => {
    const budget = COLD_BUDGETS[t.kind];
    const missed = [
      t.importP50Ms > budget.importMs ? `import p50 ${t.importP50Ms.toFixed(0)} ms > ${budget.importMs} ms` : '',
      t.firstCallP50Ms !== undefined && t.firstCallP50Ms > budget.firstCallMs ? `first call p50 ${t.firstCallP50Ms.toFixed(0)} ms > ${budget.firstCallMs} ms` : '',
    ].filter(Boolean);
    return missed.length ? [`${t.entry} (${t.kind}): ${missed.join(', ')}`] : [];
  });
}
