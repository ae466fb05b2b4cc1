/** The orders section: the admin's order list with --orders past orders (local/seed/orders.ts), under autocannon. */
import { DEMO_ACCOUNTS } from '../local/provision.js';
import type { Stack } from '../local/stack.js';
import { assertLoadSucceeded, loadRow, runLoad, type LoadResult } from './api-load.js';
import type { BenchOptions } from './options.js';
import { signInByApi } from './page.js';
import type { Recorder } from './record.js';
import { progress, timed } from './util.js';

export async function ordersSection(record: Recorder, options: BenchOptions, s: Stack): Promise<void> {
  const { seedOrders } = await import('../local/seed/orders.js');
  await seedOrders({ count: options.orders, log: (line) => progress(`  ${line}`) });
  const admin = DEMO_ACCOUNTS.find((a) => a.admin);
  if (!admin) throw new Error('no demo admin');
  const session = await signInByApi(s.gateway.url, admin.email, admin.password);
  const first = await fetch(`${s.gateway.url}/api/order/admin-list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
    body: JSON.stringify({ limit: 20 }),
  });
  const { nextCursor, counts } = (await first.json()) as { nextCursor: string; counts: Record<string, number> };
  const list = (body: Record<string, unknown>) => [{ method: 'POST' as const, path: '/api/order/admin-list', body: { limit: 20, ...body }, auth: true }];
  const scenarios = [
    { id: 'admin-list', label: `admin order list, first page of 20 (${counts.all} orders)`, requests: list({}) },
    { id: 'admin-list-status', label: `admin order list, status placed (${counts.placed})`, requests: list({ status: 'placed' }) },
    { id: 'admin-list-next', label: 'admin order list, second page (cursor)', requests: list({ cursor: nextCursor }) },
  ];
  const results: LoadResult[] = [];
  for (const scenario of scenarios) {
    const result = await timed(`autocannon ${scenario.id}`, () => runLoad(s, scenario, session, { duration: options.duration, connections: options.connections }));
    results.push(result);
    record.rows.push(loadRow(`orders:${scenario.id}`, 'orders', scenario.label, result));
  }
  record.details.orders = { counts, results };
  assertLoadSucceeded(results);
}
