/**
 * Low-stock alerts (pure): which threshold applies and the store admins' digest mail.
 *
 * - A product is low at a store when its stock there is at or below the threshold: the product's
 *   own `lowStockThreshold` when it has one, else the store's (default 5). 0 is out of stock.
 * - One alert per store, product and day (the stores' day): the consumer writes a marker before the
 *   mail, so repeated stream records never mail twice.
 * - One digest per store at most every DIGEST_EVERY_MINUTES: a claimed alert waits in the store's
 *   pending list; the first alert of a quiet store goes out at once, a burst (an import) as one
 *   digest now and one more per interval with everything claimed since (out-of-stock lines first).
 */
import { escapeHtml, mailLayout, type Mail } from './mail.js';
import { stockLevel, type StockLevel } from './store-stock.js';

export const thresholdFor = (product: { lowStockThreshold?: number } | undefined, store: { lowStockThreshold: number }): number =>
  product?.lowStockThreshold ?? store.lowStockThreshold;

/** low or out when at or below the threshold, else undefined. */
export function lowLevel(stock: number, threshold: number): Exclude<StockLevel, 'ok'> | undefined {
  const level = stockLevel(stock, threshold);
  return level === 'ok' ? undefined : level;
}

export interface LowStockLine {
  productId: string;
  name: string;
  stock: number;
  threshold: number;
  level: 'low' | 'out';
}

/** The digest of one store's products that went low (out of stock first). */
export function lowStockMail(store: { _id: string; name: string }, lines: readonly LowStockLine[], siteUrl: string): Mail {
  const sorted = [...lines].sort((a, b) => (a.level === b.level ? a.stock - b.stock || a.name.localeCompare(b.name) : a.level === 'out' ? -1 : 1));
  const out = sorted.filter((l) => l.level === 'out').length;
  const low = sorted.length - out;
  const counts = [out ? `${out} out of stock` : '', low ? `${low} running low` : ''].filter(Boolean).join(', ');
  const subject = sorted.length === 1 && sorted[0]
    ? `${sorted[0].level === 'out' ? 'OUT OF STOCK' : 'Low stock'}: ${sorted[0].name} at ${store.name}`
    : `${out ? 'OUT OF STOCK and low stock' : 'Low stock'} at ${store.name}: ${counts}`;
  const link = `${siteUrl.replace(/\/+$/, '')}/dashboard/stores/${encodeURIComponent(store._id)}/stock?filter=low`;
  const textLine = (l: LowStockLine) => (l.level === 'out' ? `!! OUT OF STOCK: ${l.name} (0 left)` : `Low: ${l.name}: ${l.stock} left (alert at ${l.threshold})`);
  const htmlLine = (l: LowStockLine) =>
    l.level === 'out'
      ? `<li style="margin:6px 0;color:#b91c1c;font-weight:800">OUT OF STOCK: ${escapeHtml(l.name)} (0 left)</li>`
      : `<li style="margin:6px 0">Low: ${escapeHtml(l.name)}: <b>${l.stock}</b> left (alert at ${l.threshold})</li>`;
  const text = [`${store.name}: ${counts}.`, '', ...sorted.map(textLine), '', `Restock in the Stock view: ${link}`].join('\n');
  const html = mailLayout(
    `<p style="margin:0 0 12px;font-size:16px"><b>${escapeHtml(store.name)}</b>: ${escapeHtml(counts)}.</p>
<ul style="padding-left:18px;margin:0 0 16px">${sorted.map(htmlLine).join('')}</ul>
<p style="margin:0"><a href="${escapeHtml(link)}" style="color:#15803d;font-weight:700">Open the Stock view</a></p>`,
  );
  return { subject, text, html };
}

/** Further tries of a failed stream batch of the low-stock consumer (infra's retryAttempts; the local stream reader). */
export const LOW_STOCK_RETRIES = 5;

/** A store's admins get one low-stock digest at most this often (the digest job runs as often). */
export const DIGEST_EVERY_MINUTES = 5;
export const DIGEST_EVERY_MS = DIGEST_EVERY_MINUTES * 60_000;

/** The newest last-digest time (epoch ms) that lets a store's next digest go at `now`. */
export const digestCutoff = (now: number, everyMs = DIGEST_EVERY_MS): number => now - everyMs;

/** Whether a store's next digest may go at `now`: it never had one, or its last is `everyMs` old. */
export const digestDue = (lastDigestAt: number | undefined, now: number, everyMs = DIGEST_EVERY_MS): boolean =>
  lastDigestAt === undefined || lastDigestAt <= digestCutoff(now, everyMs);
