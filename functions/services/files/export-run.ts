/**
 * The admin's CSV exports, built by the export job (jobs/export-csv.ts) from the job
 * item that services/files/export-start.ts put: the catalog (the import's own columns, so export → edit →
 * import round-trips) or the orders of a date range, one row per line, written to the job's key
 * under export/ for the presigned GET the admin was given.
 *
 * The catalog is read in paged Queries (all products from gsi1, each store's stock partition, the
 * taxonomy), never an item per product; the job's rows count moves after each page of products
 * (at most once a second). The file is built as one string and written with one PutObject: 50,000
 * products are about 15 MB, far under PutObject's 5 GB.
 */
import type { ExportJobRecord, OrderRange } from '../../core/export-job.js';
import { csvLine } from '../../core/csv.js';
import { dayEndMs, dayStartMs, ORDER_EXPORT_COLUMNS, orderRows } from '../../core/order-csv.js';
import { exportHeader, exportRow } from '../../core/product-csv-columns.js';
import type { OnPage } from '../../data/client.js';
import { listCategories } from '../../data/repos/categories.js';
import { finishExportJob, getExportJob, recordExportProgress } from '../../data/repos/exports.js';
import { listOrdersBetween } from '../../data/repos/orders/between.js';
import { getProductsAtStore, listAllProducts } from '../../data/repos/products.js';
import { listStoreStock } from '../../data/repos/store-stock.js';
import { listStores } from '../../data/repos/stores.js';
import { listSubCategories } from '../../data/repos/subcategories.js';
import { getProfiles } from '../../data/repos/users.js';
import { writeFile } from '../../platform/import-files.js';
import { logger } from '../../platform/logger.js';

interface Csv {
  text: string;
  rows: number;
}

/** Every product, oldest first, with its shelf and stock at every store and every custom field. */
async function productsCsv(onPage: OnPage): Promise<Csv> {
  const [products, stores, categories, subCategories] = await Promise.all([listAllProducts(onPage), listStores({ consistent: true }), listCategories(), listSubCategories()]);
  const stockByStore = new Map(await Promise.all(stores.map(async (s) => [s._id, new Map((await listStoreStock(s._id)).map((i) => [i.productId, i]))] as const)));
  const fields = [...new Set(products.flatMap((p) => Object.keys(p.more_details)))].sort();
  const categoryName = new Map(categories.map((c) => [c._id, c.name]));
  const subName = new Map(subCategories.map((s) => [s._id, s.name]));
  const names = { category: (id: string) => categoryName.get(id), subCategory: (id: string) => subName.get(id) };
  const parts = [csvLine(exportHeader(stores, fields))];
  for (let i = products.length - 1; i >= 0; i--) {
    const record = products[i]!;
    const at = (storeId: string) => stockByStore.get(storeId)?.get(record._id);
    parts.push(csvLine(exportRow(record, (storeId) => at(storeId)?.stock, stores, fields, names, (storeId) => at(storeId)?.shelf)));
  }
  return { text: parts.join(''), rows: products.length };
}

/** The orders placed from `from` to `to` (whole IST days), of one store or all, one row per line. */
async function ordersCsv(range: OrderRange, onPage: OnPage): Promise<Csv> {
  const [orders, stores] = await Promise.all([listOrdersBetween(dayStartMs(range.from), dayEndMs(range.to), range.storeId, onPage), listStores()]);
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
  return { text: parts.join(''), rows };
}

/** The job's progress: what was read so far, written at most once a second. */
function progressOf(jobId: string): OnPage {
  let last = 0;
  return async (rows) => {
    if (Date.now() - last < 1000) return;
    last = Date.now();
    await recordExportProgress(jobId, rows);
  };
}

const build = (job: ExportJobRecord, onPage: OnPage): Promise<Csv> => {
  if (job.kind === 'products') return productsCsv(onPage);
  if (!job.range) throw new Error(`export ${job.jobId}: an orders export without its range`);
  return ordersCsv(job.range, onPage);
};

/**
 * Runs the export `jobId` names. The queue may deliver its message again: an export that already
 * ended is left as it is; one cut off half-way runs again (the same key is written whole). A failure
 * is written to the job as its end (the admin asks again); only a failure to write that end throws,
 * for the queue's retries and its dead-letter queue.
 */
export async function runExport(jobId: string): Promise<ExportJobRecord['state'] | 'missing'> {
  const job = await getExportJob(jobId);
  if (!job) return 'missing';
  if (job.state === 'done' || job.state === 'failed') return job.state;
  await recordExportProgress(jobId, 0);
  const started = Date.now();
  try {
    const csv = await build(job, progressOf(jobId));
    const built = Date.now();
    await writeFile(job.key, csv.text, 'text/csv; charset=utf-8');
    await finishExportJob(jobId, { state: 'done', rows: csv.rows });
    logger.info('export written', { kind: job.kind, rows: csv.rows, bytes: Buffer.byteLength(csv.text), readAndBuildMs: built - started, writeMs: Date.now() - built });
    return 'done';
  } catch (err) {
    logger.error('export failed', { error: err as Error, kind: job.kind });
    await finishExportJob(jobId, { state: 'failed', message: 'The export failed: try again. If it fails again, tell the operator (the export-csv log).' });
    return 'failed';
  }
}
