/**
 * The operator's side over the real stack: the dashboard's figures after a scripted day
 * across two stores equal what this file computes from the orders themselves, the backfill rebuilds
 * the same figures (low stock: dashboard-low-stock.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiOrder } from '../../functions/core/order-api.js';
import { newId } from '../../functions/core/ids.js';
import type { OrderRecord } from '../../functions/core/order-record.js';
import { contributionDelta, orderContribution, type ReportSummary } from '../../functions/core/report.js';
import type { StoreRecord } from '../../functions/core/stores.js';
import { keys } from '../../functions/data/keys.js';
import * as orderItem from '../../functions/data/items/order.js';
import { api, createProduct, eventually, newShopper, partition, table, tokenFor, type TestProduct } from './helpers.js';
import { putStoreStock, shopperAt, testStore } from './stores-support.js';

const TableName = () => process.env.TABLE_NAME;
const IST = 330 * 60_000;
const dayOf = (iso: string) => new Date(Date.parse(iso) + IST).toISOString().slice(0, 10);
const hourOf = (iso: string) => new Date(Date.parse(iso) + IST).getUTCHours();

const step = async (_id: string, status: string) => {
  const res = await api<ApiOrder>('PUT', '/api/order/update-status', { token: await tokenFor('admin'), body: { _id, status } });
  expect(res.status, res.body.message).toBe(200);
};

/** An order written as it would be after a day's work, with its own times (late deliveries need minutes to pass). */
async function pastOrder(store: StoreRecord, product: TestProduct, qty: number, steps: [string, number][], promisedMinutes: number) {
  const start = Date.now() - 45 * 60_000;
  const at = (m: number) => new Date(start + m * 60_000).toISOString();
  const unit = Math.round(product.price * 100);
  const order = {
    // A real id of its own time: the admin's list sorts by id, so it stays among the orders of 45 minutes ago.
    _id: newId(start),
    orderId: `ORD-${randomUUID().slice(0, 10).toUpperCase()}`,
    userId: `dash-user-${randomUUID().slice(0, 8)}`,
    status: steps.at(-1)![0],
    paymentMethod: 'cod',
    lines: [{ productId: product._id, name: product.name, image: [], unit: '1 kg', pricePaise: unit, discount: 0, unitPricePaise: unit, quantity: qty, lineTotalPaise: unit * qty }],
    address: { _id: 'a', address_line: '1 Lane', city: 'Testpur', state: 'Maharashtra', country: 'India', pincode: store.zones[0]!.pincode, mobile: '9876501234' },
    totals: { itemsTotalPaise: unit * qty, discountedTotalPaise: unit * qty, savingsPaise: 0, totalQuantity: qty, deliveryChargePaise: 0, grandTotalPaise: unit * qty },
    cartLines: [],
    timeline: steps.map(([status, m]) => ({ status, at: at(m), by: 'admin' })),
    storeId: store._id,
    storeName: store.name,
    etaAt: at(promisedMinutes),
    createdAt: at(0),
    updatedAt: at(steps.at(-1)![1]),
  } as OrderRecord;
  await table.send(new PutCommand({ TableName: TableName(), Item: orderItem.toItem(order) }));
  return { userId: order.userId, orderId: order._id };
}

const readOrder = async (o: { userId: string; orderId: string }) =>
  orderItem.fromItem((await table.send(new GetCommand({ TableName: TableName(), Key: keys.order(o.userId, o.orderId), ConsistentRead: true }))).Item!);

/** The totals of a store's Stock view filtered to Low and to Out. */
/** The figures of one store, computed here from its orders (not by the rules under test). */
function expected(orders: OrderRecord[]) {
  const placedOf = (o: OrderRecord) => o.timeline?.find((e) => e.status === 'placed')?.at;
  const placed = orders.filter((o) => placedOf(o));
  const when = (o: OrderRecord, s: string) => o.timeline?.find((e) => e.status === s)?.at;
  const minutes = (a?: string, b?: string) => (a && b ? Math.floor((Date.parse(b) - Date.parse(a)) / 60_000) : undefined);
  const delivered = placed.filter((o) => when(o, 'delivered'));
  const cancelled = placed.filter((o) => when(o, 'cancelled') && !when(o, 'delivered'));
  const revenuePaise = delivered.filter((o) => o.status === 'delivered').reduce((s, o) => s + o.totals.grandTotalPaise, 0);
  const onTime = delivered.filter((o) => Date.parse(when(o, 'delivered')!) <= Date.parse(placedOf(o)!) + Math.round((Date.parse(o.etaAt!) - Date.parse(o.createdAt)) / 60_000) * 60_000);
  const median = (values: (number | undefined)[]) => {
    const v = values.filter((x): x is number => x !== undefined).sort((a, b) => a - b);
    return v.length ? v[Math.ceil(v.length / 2) - 1]! : null;
  };
  const pct = (a: number, b: number) => (b ? Math.round((a / b) * 1000) / 10 : 0);
  const byHour = Array.from({ length: 24 }, (_, hour) => ({ hour, orders: placed.filter((o) => hourOf(placedOf(o)!) === hour).length }));
  const quantities = new Map<string, number>();
  for (const o of placed.filter((x) => !cancelled.includes(x))) for (const l of o.lines) quantities.set(l.productId, (quantities.get(l.productId) ?? 0) + l.quantity);
  return {
    orders: placed.length,
    revenue: revenuePaise / 100,
    aov: delivered.length ? Math.round(revenuePaise / delivered.filter((o) => o.status === 'delivered').length) / 100 : 0,
    cancelledPct: pct(cancelled.length, placed.length),
    onTimePct: delivered.length ? pct(onTime.length, delivered.length) : null,
    medianMinutes: {
      pack: median(placed.map((o) => minutes(placedOf(o), when(o, 'packed')))),
      dispatch: median(placed.map((o) => minutes(when(o, 'packed'), when(o, 'out_for_delivery')))),
      deliver: median(placed.map((o) => minutes(when(o, 'out_for_delivery'), when(o, 'delivered')))),
    },
    byHour,
    topProducts: [...quantities].sort((a, b) => b[1] - a[1]).map(([productId, quantity]) => ({ productId, quantity })),
    days: placed.map((o) => dayOf(placedOf(o)!)),
  };
}

describe('the dashboard after a scripted day across two stores', () => {
  let a: StoreRecord;
  let b: StoreRecord;
  let refs: { store: StoreRecord; userId: string; orderId: string }[] = [];
  let range: { from: string; to: string };

  const summary = async (storeId: string) => {
    const res = await api<ReportSummary>('POST', '/api/report/summary', { token: await tokenFor('admin'), body: { ...range, storeId } });
    expect(res.status, res.body.message).toBe(200);
    return res.body.data!;
  };

  const check = async (store: StoreRecord) => {
    const orders = await Promise.all(refs.filter((r) => r.store === store).map(readOrder));
    const want = expected(orders);
    const got = await summary(store._id);
    expect({ ...got, topProducts: got.topProducts.map(({ productId, quantity }) => ({ productId, quantity })) }).toMatchObject({
      orders: want.orders,
      revenue: want.revenue,
      aov: want.aov,
      cancelledPct: want.cancelledPct,
      onTimePct: want.onTimePct,
      medianMinutes: want.medianMinutes,
      byHour: want.byHour,
      topProducts: want.topProducts,
    });
    expect(got.stores).toEqual([expect.objectContaining({ storeId: store._id, orders: want.orders, revenue: want.revenue, onTimePct: want.onTimePct })]);
    return want;
  };

  beforeAll(async () => {
    [a, b] = await Promise.all([testStore({ name: 'Dash A' }), testStore({ name: 'Dash B' })]);
    const [p1, p2] = await Promise.all([createProduct({ stock: 0, price: 40 }), createProduct({ stock: 0, price: 25.5 })]);
    await Promise.all([a, b].flatMap((s) => [putStoreStock(s._id, p1._id, 100), putStoreStock(s._id, p2._id, 100)]));
    const onTimeAtA = await shopperAt(a, [{ product: p1, qty: 2 }]);
    for (const s of ['packed', 'out_for_delivery', 'delivered']) await step(onTimeAtA.orderId, s);
    const cancelledAtA = await shopperAt(a, [{ product: p2, qty: 1 }]);
    expect((await api('POST', '/api/order/cancel', { token: cancelledAtA.token, body: { _id: cancelledAtA.orderId } })).status).toBe(200);
    const deliveredAtB = await shopperAt(b, [{ product: p1, qty: 1 }, { product: p2, qty: 3 }]);
    for (const s of ['packed', 'out_for_delivery', 'delivered']) await step(deliveredAtB.orderId, s);
    const openAtB = await shopperAt(b, [{ product: p2, qty: 1 }]);
    await step(openAtB.orderId, 'packed');
    const lateAtA = await pastOrder(a, p1, 4, [['placed', 0], ['packed', 5], ['out_for_delivery', 7], ['delivered', 35]], 12);
    const earlyAtB = await pastOrder(b, p2, 2, [['placed', 1], ['packed', 3], ['out_for_delivery', 4], ['delivered', 10]], 12);
    const neverPlaced = await pastOrder(a, p1, 9, [['pending_payment', 0], ['payment_failed', 20]], 12);
    refs = [
      ...[onTimeAtA, cancelledAtA, lateAtA, neverPlaced].map((r) => ({ store: a, ...r })),
      ...[deliveredAtB, openAtB, earlyAtB].map((r) => ({ store: b, ...r })),
    ];
    const days = [dayOf(new Date(Date.now() - 50 * 60_000).toISOString()), dayOf(new Date().toISOString())];
    range = { from: days[0]!, to: days[1]! };
  }, 120_000);

  it('every figure of each store equals what its orders say', async () => {
    const atA = await eventually(() => check(a), 30_000);
    expect(atA.orders).toBe(3);
    expect(atA.onTimePct).toBe(50);
    expect(atA.cancelledPct).toBe(33.3);
    const atB = await eventually(() => check(b), 30_000);
    expect(atB.orders).toBe(3);
    expect(atB.onTimePct).toBe(100);
  }, 60_000);

  it('applying an order again changes nothing (repeated stream records)', async () => {
    // The figures alone cannot say the stream is done: an order that never got placed adds nothing to
    // them. Each order's applied record can: it is the share of the order as it is now.
    const { readApplied } = await import('../../functions/data/repos/reports.js');
    await eventually(async () => {
      for (const r of refs) {
        const [order, seen] = await Promise.all([readOrder(r), readApplied(r.orderId)]);
        expect(seen, r.orderId).toBeDefined();
        expect(contributionDelta(seen!.applied, orderContribution(order, r.store._id))).toEqual([]);
      }
    }, 30_000);
    const { applyOrderToReport } = await import('../../functions/services/reports/report.js');
    const before = await summary(a._id);
    for (const r of refs) expect(await applyOrderToReport(r.userId, r.orderId)).toBe('unchanged');
    expect(await summary(a._id)).toEqual(before);
  });

  it('the backfill rebuilds the same figures from the orders, and again changes nothing', async () => {
    const [beforeA, beforeB] = await Promise.all([summary(a._id), summary(b._id)]);
    for (const store of [a, b]) {
      for (const item of await partition(`REPORT#${store._id}`)) {
        await table.send(new DeleteCommand({ TableName: TableName(), Key: { pk: item.pk, sk: item.sk } }));
      }
    }
    for (const r of refs) await table.send(new DeleteCommand({ TableName: TableName(), Key: keys.reportApplied(r.orderId) }));
    expect((await summary(a._id)).orders).toBe(0);
    const { backfillReport } = await import('../../functions/services/reports/report.js');
    // The listing index is eventually consistent: the orders written a moment ago are in it by now.
    await backfillReport();
    await eventually(async () => {
      expect(await summary(a._id)).toEqual(beforeA);
      expect(await summary(b._id)).toEqual(beforeB);
    });
    const again = await backfillReport();
    expect(again.applied).toBe(0);
    expect(await summary(a._id)).toEqual(beforeA);
  }, 120_000);

  it('only admins read it; a bad range is a 400', async () => {
    const shopper = await newShopper();
    expect((await api('POST', '/api/report/summary', { token: shopper.accessToken, body: {} })).status).toBe(403);
    expect((await api('POST', '/api/report/summary', { token: await tokenFor('admin'), body: { from: '2026-02-10', to: '2026-02-01' } })).status).toBe(400);
    expect((await api('POST', '/api/report/summary', { token: await tokenFor('admin'), body: {} })).status).toBe(200);
  });
});
