/**
 * Low-stock alerts, fed by the table's stream of stock items (consumers/low-stock.ts): for each
 * changed product at a store, its level now is recorded (the admin's badge counts them), and the
 * products that are at or below their threshold and have had no alert today are mailed to the
 * admins, one digest per store. Nothing here scans: it reads the items the records name.
 */
import * as z from 'zod';
import { lowLevel, lowStockMail, thresholdFor, type LowStockLine } from '../core/low-stock.js';
import { reportDay } from '../core/report.js';
import { getProductsAtStore } from '../data/repos/products.js';
import { claimLowStockAlert, releaseLowStockAlert, setLowNow } from '../data/repos/low-stock.js';
import { listStores } from '../data/repos/stores.js';
import { readStoreStock } from '../data/repos/store-stock.js';
import { ADMIN_GROUP } from '../core/roles.js';
import { groupMemberEmails } from '../platform/cognito.js';
import { readEnv } from '../platform/env.js';
import { logger } from '../platform/logger.js';
import { sendMail } from '../platform/mail.js';

const env = readEnv(z.object({ SITE_URL: z.url() }));

/** The admins' addresses, kept a few minutes per container (a batch of alerts asks once). */
const KEEP_ADMINS_MS = 5 * 60_000;
let admins: { at: number; emails: Promise<string[]> } | undefined;
function adminEmails(): Promise<string[]> {
  if (!admins || Date.now() - admins.at > KEEP_ADMINS_MS) {
    const emails = groupMemberEmails(ADMIN_GROUP);
    admins = { at: Date.now(), emails };
    emails.catch(() => (admins = undefined));
  }
  return admins.emails;
}

export interface StockChange {
  storeId: string;
  productId: string;
}

/** Checks the changed products of one store; returns the lines it mailed. */
async function checkStore(store: { _id: string; name: string; lowStockThreshold: number }, productIds: string[], now: Date): Promise<LowStockLine[]> {
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
  if (fresh.length === 0) return fresh;
  try {
    const recipients = await adminEmails();
    const mail = lowStockMail(store, fresh, env.SITE_URL);
    for (const to of recipients) await sendMail(to, mail);
    if (recipients.length === 0) logger.warn('low stock: no admin to tell', { storeId: store._id, products: fresh.length });
  } catch (error) {
    // Give the claims back, so the stream's retry of this batch mails them.
    await Promise.all(fresh.map((l) => releaseLowStockAlert(store._id, l.productId, day)));
    throw error;
  }
  return fresh;
}

export async function checkLowStock(changes: readonly StockChange[], now = new Date()): Promise<{ mailed: number }> {
  const byStore = new Map<string, Set<string>>();
  for (const { storeId, productId } of changes) byStore.set(storeId, (byStore.get(storeId) ?? new Set()).add(productId));
  const stores = new Map((await listStores()).map((s) => [s._id, s]));
  let mailed = 0;
  for (const [storeId, productIds] of byStore) {
    const store = stores.get(storeId);
    if (!store) continue;
    mailed += (await checkStore(store, [...productIds], now)).length;
  }
  return { mailed };
}
