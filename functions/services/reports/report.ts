/**
 * The sales dashboard: an order's change applied to its store's figures (the stream consumer and
 * the backfill share this step), and the summary of a range of days (POST /api/report/summary).
 */
import { orderContribution, reportDay, reportDays, summarize, type ReportSummary } from '../../core/report.js';
import { defaultStoreOf } from '../../core/stores.js';
import { orderClaims } from '../../data/repos/claims.js';
import { getOrder, listAllOrders } from '../../data/repos/orders/queries.js';
import { applyShare, readApplied, readReportDays } from '../../data/repos/reports.js';
import { listStores } from '../../data/repos/stores.js';
import { BadRequest, NotFound } from '../../platform/errors.js';

/** Tries when another writer applied a share of the same order between our read and our write. */
const STALE_RETRIES = 5;

/** The store an order counts for: its own; orders from before stores: the default store. */
async function storeOf(order: { storeId?: string }): Promise<string | undefined> {
  if (order.storeId) return order.storeId;
  return defaultStoreOf(await listStores())?._id;
}

/**
 * Brings the figures up to the order as it is now, its claims with it (each claim's change bumps
 * the order's `claimsRev`, so the stream brings it here; a deleted order: its share taken out). Safe to
 * call any number of times for any state: only the difference to the share applied is written, in
 * one transaction with the record of that share.
 */
export async function applyOrderToReport(userId: string, orderId: string): Promise<'applied' | 'unchanged'> {
  for (let attempt = 1; ; attempt++) {
    const [order, seen] = await Promise.all([getOrder(userId, orderId), readApplied(orderId)]);
    const storeId = order ? await storeOf(order) : undefined;
    // Only a delivered order can have claims: the others cost no read of them.
    const claims = order?.deliveredAt ? await orderClaims(orderId) : [];
    const next = order && storeId ? orderContribution(order, storeId, claims) : null;
    const outcome = await applyShare(orderId, seen, next);
    if (outcome !== 'stale') return outcome;
    if (attempt >= STALE_RETRIES) throw new Error(`report share of order ${orderId} kept changing under ${STALE_RETRIES} tries`);
  }
}

/** Every order, newest first, applied (npm run backfill): what is already applied changes nothing. */
export async function backfillReport(onProgress?: (done: number) => void): Promise<{ orders: number; applied: number }> {
  let cursor: string | undefined;
  let orders = 0;
  let applied = 0;
  do {
    const page = await listAllOrders({ limit: 100, cursor });
    if (!page.ok) throw new Error('the order listing refused its own cursor');
    for (const order of page.orders) {
      if ((await applyOrderToReport(order.userId, order._id)) === 'applied') applied++;
    }
    orders += page.orders.length;
    onProgress?.(orders);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return { orders, applied };
}

/** The figures of `from`..`to` (default: today in the stores' time zone), of one store or all. */
export async function reportSummary(request: { from?: string; to?: string; storeId?: string }, now = new Date()): Promise<ReportSummary> {
  const today = reportDay(now);
  const from = request.from ?? request.to ?? today;
  const to = request.to ?? (request.from ? from : today);
  const days = reportDays(from, to);
  if (typeof days === 'string') throw new BadRequest(days);
  const stores = (await listStores()).filter((s) => !request.storeId || s._id === request.storeId);
  if (request.storeId && stores.length === 0) throw new NotFound('Store not found');
  const read = await Promise.all(stores.map((store) => readReportDays(store._id, from, to)));
  return summarize(
    { from, to },
    read.flatMap((r) => r.figures),
    read.flatMap((r) => r.products),
    stores.map((s) => ({ _id: s._id, name: s.name })),
  );
}
