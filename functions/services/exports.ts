/**
 * The admin's CSV exports (issue 26): the catalog (the import's own columns, so export → edit →
 * import round-trips) and the orders of a date range, one row per line. Each is written to the
 * bucket under export/ and downloaded with a presigned GET.
 */
import { randomUUID } from 'node:crypto';
import type { ExportReply } from '../core/contracts/import-export.js';
import { csvLine } from '../core/csv.js';
import { dayEndMs, dayStartMs, ORDER_EXPORT_COLUMNS, orderRows } from '../core/order-csv.js';
import { exportHeader, exportRow } from '../core/product-csv-columns.js';
import { importObjects } from '../data/keys.js';
import { listCategories } from '../data/repos/categories.js';
import { listOrdersBetween } from '../data/repos/orders/between.js';
import { getProductsAtStore, listAllProducts } from '../data/repos/products.js';
import { listStoreStock } from '../data/repos/store-stock.js';
import { listStores } from '../data/repos/stores.js';
import { listSubCategories } from '../data/repos/subcategories.js';
import { getProfiles } from '../data/repos/users.js';
import { downloadUrl, writeFile } from '../platform/import-files.js';

async function publish(name: string, text: string, rows: number): Promise<ExportReply> {
  const stamp = new Date().toISOString().slice(0, 10);
  const key = importObjects.export(name, `${stamp}-${randomUUID()}`);
  await writeFile(key, text, 'text/csv; charset=utf-8');
  return { url: await downloadUrl(key, `${name}-${stamp}.csv`), rows };
}

/** Every product, oldest first, with its stock at every store and every custom field. */
export async function exportProducts(): Promise<ExportReply> {
  const [products, stores, categories, subCategories] = await Promise.all([listAllProducts(), listStores({ consistent: true }), listCategories(), listSubCategories()]);
  const stockByStore = new Map(await Promise.all(stores.map(async (s) => [s._id, new Map((await listStoreStock(s._id)).map((i) => [i.productId, i.stock]))] as const)));
  const fields = [...new Set(products.flatMap((p) => Object.keys(p.more_details)))].sort();
  const categoryName = new Map(categories.map((c) => [c._id, c.name]));
  const subName = new Map(subCategories.map((s) => [s._id, s.name]));
  const names = { category: (id: string) => categoryName.get(id), subCategory: (id: string) => subName.get(id) };
  const parts = [csvLine(exportHeader(stores, fields))];
  for (const record of [...products].reverse()) {
    parts.push(csvLine(exportRow(record, (storeId) => stockByStore.get(storeId)?.get(record._id), stores, fields, names)));
  }
  return publish('products', parts.join(''), products.length);
}

/** The orders placed from `from` to `to` (whole IST days), of one store or all, one row per line. */
export async function exportOrders(range: { from: string; to: string; storeId?: string }): Promise<ExportReply> {
  const [orders, stores] = await Promise.all([listOrdersBetween(dayStartMs(range.from), dayEndMs(range.to), range.storeId), listStores()]);
  const productIds = [...new Set(orders.flatMap((o) => o.lines.map((l) => l.productId)))];
  const [profiles, products] = await Promise.all([getProfiles([...new Set(orders.map((o) => o.userId))]), getProductsAtStore(undefined, productIds)]);
  const storeName = new Map(stores.map((s) => [s._id, s.name]));
  const defaultStore = stores.find((s) => s.isDefault)?.name ?? '';
  const parts = [csvLine(ORDER_EXPORT_COLUMNS)];
  let rows = 0;
  for (const order of orders) {
    const lines = orderRows(order, profiles.get(order.userId), (id) => products.get(id)?.record.sku, storeName.get(order.storeId ?? '') ?? defaultStore);
    rows += lines.length;
    for (const line of lines) parts.push(csvLine(line));
  }
  return publish('orders', parts.join(''), rows);
}
