/**
 * Low-stock alerts, fed by the table's stream of stock items (consumers/low-stock.ts): for each
 * changed product at a store, its level now is recorded (the admin's badge counts them), and the
 * products that are at or below their threshold and have had no alert today are claimed (one alert
 * per product and day) and added to the store's pending digest, which goes out now if the store had
 * none in the last few minutes (services/stores/low-stock-digest.ts), else with the digest job's next run.
 * Nothing here scans: it reads the items the records name.
 */
import { lowLevel, thresholdFor, type LowStockLine } from '../../core/low-stock.js';
import { reportDay } from '../../core/report.js';
import { getProductsAtStore } from '../../data/repos/products.js';
import { addPendingAlerts, claimLowStockAlert, releaseLowStockAlert, setLowNow } from '../../data/repos/low-stock.js';
import { listStores } from '../../data/repos/stores.js';
import { readStoreStock } from '../../data/repos/store-stock.js';
import { logger } from '../../platform/logger.js';
import { sendDigestIfDue } from './low-stock-digest.js';

export interface StockChange {
  storeId: string;
  productId: string;
}

/** Checks the changed products of one store; returns how many alerts it mailed (its pending digest, if due). */
async function checkStore(store: { _id: string; name: string; lowStockThreshold: number }, productIds: string[], now: Date): Promise<number> {
  // Batched reads and writes: an import changes thousands of stock items at once.
  const [stock, products] = await Promise.all([
    readStoreStock(store._id, productIds, { consistent: true }),
    getProductsAtStore(undefined, productIds, { consistent: true }),
  ]);
  const day = reportDay(now);
  const checked = productIds.map((productId) => {
    const product = products.get(productId)?.record;
    const left = stock.get(productId);
    // A deleted product (or a stock item removed with it) is nobody's concern any more.
    if (!product || left === undefined) return { productId };
    const threshold = thresholdFor(product, store);
    const level = lowLevel(left, threshold);
    return { productId, ...(level ? { low: { level, stock: left }, line: { productId, name: product.name, stock: left, threshold, level } } : {}) };
  });
  await setLowNow(store._id, checked);
  const fresh: LowStockLine[] = [];
  await Promise.all(checked.map(async ({ line }) => {
    if (line && (await claimLowStockAlert({ storeId: store._id, productId: line.productId, day, level: line.level, stock: line.stock }, now))) fresh.push(line);
  }));
  if (fresh.length === 0) return 0;
  try {
    await addPendingAlerts(store._id, fresh.map((l) => ({ ...l, day })), now);
  } catch (error) {
    // Give the claims back, so the stream's retry of this batch claims and adds them again.
    await Promise.all(fresh.map((l) => releaseLowStockAlert(store._id, l.productId, day)));
    throw error;
  }
  try {
    return await sendDigestIfDue(store, now);
  } catch (error) {
    // The alerts stay pending and the slot free: the digest job's next run mails them.
    logger.error('low stock: digest not sent, the digest job will send it', { storeId: store._id, error: error as Error });
    return 0;
  }
}

export async function checkLowStock(changes: readonly StockChange[], now = new Date()): Promise<{ mailed: number }> {
  const byStore = new Map<string, Set<string>>();
  for (const { storeId, productId } of changes) byStore.set(storeId, (byStore.get(storeId) ?? new Set()).add(productId));
  const stores = new Map((await listStores()).map((s) => [s._id, s]));
  let mailed = 0;
  for (const [storeId, productIds] of byStore) {
    const store = stores.get(storeId);
    if (!store) continue;
    mailed += await checkStore(store, [...productIds], now);
  }
  return { mailed };
}
