/**
 * The product import job, run by functions/jobs/import-products.ts once per import:
 * checks the file as a whole (size, UTF-8, CSV, header, row count: a bad file is refused and
 * nothing is written), then goes through the rows in batches: every row checked by the product
 * form's rules (core/product-csv.ts), its images read from the bucket as product create reads them
 * (import-images.ts), matched by SKU, created, updated or left unchanged; the link
 * counters once per batch, progress once per batch, the catalog version once at the end. Batches
 * overlap (the next one read while one is written, two written at once): DynamoDB Local spends most
 * of an import on the SKU claims' transactions and the BatchWrites, and one waits on the other.
 */
import { newId } from '../../core/ids.js';
import { CsvError, parseCsv } from '../../core/csv.js';
import { checkRows, ERRORS_SHOWN, rawRow, readHeader, productChanged, type ImportError, type RawRow, type ValidRow } from '../../core/product-csv.js';
import { errorReport, zeroCounts, type ImportCounts, type ImportJobRecord } from '../../core/import-job.js';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../core/limits.js';
import { toProductRecord, skuKey, type ProductRecord } from '../../core/product.js';
import { nameKey } from '../../core/sort.js';
import { jobFiles } from '../../data/objects.js';
import { listCategories, createCategory } from '../../data/repos/categories.js';
import { listSubCategories, createSubCategory } from '../../data/repos/subcategories.js';
import { listStores } from '../../data/repos/stores.js';
import { finishImportJob, getImportJob, recordProgress } from '../../data/repos/imports.js';
import { applyLinkCounts, bumpVersion, claimSkus, productsBySku, putItems, updateFields, type StockWrite, type StoredProduct } from '../../data/repos/product-import.js';
import { setShelf } from '../../data/repos/store-stock.js';
import { nextUpdatedAt } from '../../data/repos/transact.js';
import { readFile, writeFile } from '../../platform/import-files.js';
import { inParallel } from '../../platform/in-parallel.js';
import { imageHeadsOnce, withUploadedImages } from './import-images.js';

/** Rows per batch: its stored products read in BatchGets of 100, its new products written 25 to a BatchWrite, one progress write. */
const BATCH_ROWS = 250;
/** Batches being written at once. */
const BATCHES_WRITING = 2;

class Refused extends Error {}

export type ImportOutcome = { state: 'done' | 'failed' | 'skipped'; counts: ImportCounts; message?: string };

export async function runImport(jobId: string): Promise<ImportOutcome> {
  const job = await getImportJob(jobId);
  // Delivered again after it ended (at-least-once): nothing more to do.
  if (!job || job.state === 'done' || job.state === 'failed') return { state: 'skipped', counts: zeroCounts() };
  const counts = zeroCounts();
  const errors: ImportError[] = [];
  try {
    const { rows, layout, stores } = await readImportFile(job);
    counts.total = rows.length;
    await recordProgress(jobId, counts);
    const names = await taxonomyByName(job, rows);
    const firstRowOf = new Map<string, number>();
    const storeIds = stores.map((s) => s._id);
    /** A batch's rows checked (pure, in file order) and its stored products read. */
    const readHead = imageHeadsOnce();
    const lookUp = (start: number) => {
      const batch = rows.slice(start, start + BATCH_ROWS);
      const checked = checkRows(batch, layout, names, firstRowOf);
      const stored = withUploadedImages(checked, readHead).then(async ({ valid, errors: invalid, failed }) => {
        const found = await productsBySku(valid.map((v) => v.sku), storeIds);
        return { size: batch.length, valid, invalid, failed, stored: found };
      });
      // Awaited after the batch before it is written; marked handled so a failure meanwhile is not an unhandled rejection.
      stored.catch(() => undefined);
      return stored;
    };
    let wrote = false;
    let next = lookUp(0);
    // Progress writes one after the other, each of the counts when it is sent: done never goes back.
    let progress = Promise.resolve();
    const writing: Promise<void>[] = [];
    try {
      for (let start = 0; start < rows.length; start += BATCH_ROWS) {
        const { size, valid, invalid, failed, stored } = await next;
        // The next batch is read while this one is written: its SKUs are others (a SKU twice in the file fails in checkRows).
        if (start + BATCH_ROWS < rows.length) next = lookUp(start + BATCH_ROWS);
        errors.push(...invalid);
        counts.failed += failed;
        const deltas = { categories: new Map<string, number>(), subCategories: new Map<string, number>() };
        const batch = writeBatch(valid, stored, deltas, names.nameOf).then(async (written) => {
          counts.created += written.created;
          counts.updated += written.updated;
          counts.unchanged += written.unchanged;
          counts.failed += written.errors.length;
          errors.push(...written.errors);
          if (written.created + written.updated > 0) wrote = true;
          counts.done += size;
          progress = progress.then(() => recordProgress(jobId, counts));
          await Promise.all([applyLinkCounts(deltas), progress]);
        });
        batch.catch(() => undefined);
        writing.push(batch);
        // A batch's SKU claims go on while the one before it writes its products: the two requests DynamoDB is slowest at, overlapped.
        if (writing.length >= BATCHES_WRITING) await writing.shift();
      }
      await Promise.all(writing);
    } catch (err) {
      // No write of this run goes on behind the next delivery's (it would find SKUs claimed under it).
      await Promise.allSettled(writing);
      throw err;
    }
    // A retry (the job was left running) may find its rows written by the attempt that was cut off,
    // which never got to bump the version: bump it then too, or the catalog object is never rebuilt.
    if (wrote || job.state === 'running') await bumpVersion();
    errors.sort((a, b) => a.row - b.row);
    const reportKey = errors.length > 0 ? jobFiles.report(jobId) : undefined;
    if (reportKey) await writeFile(reportKey, errorReport(errors), 'text/csv; charset=utf-8');
    await finishImportJob(job, { state: 'done', counts, errors: errors.slice(0, ERRORS_SHOWN), ...(reportKey ? { reportKey } : {}) });
    return { state: 'done', counts };
  } catch (err) {
    if (!(err instanceof Refused)) throw err;
    await finishImportJob(job, { state: 'failed', counts: zeroCounts(), errors: [], message: err.message });
    return { state: 'failed', counts: zeroCounts(), message: err.message };
  }
}

interface FileRow {
  fields: string[];
  raw: RawRow;
}

/** The whole file checked before anything is written; Refused says why not. */
async function readImportFile(job: ImportJobRecord) {
  const bytes = await readFile(job.key);
  if (!bytes) throw new Refused('The uploaded file is gone: upload it again.');
  if (bytes.length > IMPORT_MAX_BYTES) throw new Refused(`The file is over ${IMPORT_MAX_BYTES / (1024 * 1024)} MB.`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new Refused('The file is not UTF-8 text: save it as "CSV UTF-8" and upload it again.');
  }
  if (text.includes('\u0000')) throw new Refused('The file is not a CSV file (it holds binary data).');
  let records: string[][];
  try {
    records = parseCsv(text).filter((fields) => fields.some((f) => f.trim() !== ''));
  } catch (err) {
    if (err instanceof CsvError) throw new Refused(`The file is not a valid CSV file: ${err.message}.`);
    throw err;
  }
  const [header, ...data] = records;
  if (!header) throw new Refused('The file is empty: it needs a header row and at least one product.');
  if (data.length === 0) throw new Refused('The file has a header but no products.');
  if (data.length > IMPORT_MAX_ROWS) throw new Refused(`The file has ${data.length.toLocaleString('en-IN')} rows; at most ${IMPORT_MAX_ROWS.toLocaleString('en-IN')} are imported at once.`);
  const stores = await listStores({ consistent: true });
  const read = readHeader(header, stores);
  if (!read.ok) throw new Refused(read.message);
  const rows: FileRow[] = data.map((fields, i) => ({ fields, raw: rawRow(fields, i + 1, read.layout) }));
  return { rows, layout: read.layout, stores };
}

/**
 * Categories and sub categories by name. With "create missing categories", names no category has
 * are created first (image: the first row's first image naming it; a new sub category under that
 * row's categories).
 */
async function taxonomyByName(job: ImportJobRecord, rows: readonly FileRow[]) {
  const [allCategories, allSubs] = await Promise.all([listCategories(), listSubCategories()]);
  const categories = new Map(allCategories.map((c) => [nameKey(c.name), c._id]));
  const subCategories = new Map(allSubs.map((s) => [nameKey(s.name), s._id]));
  const nameOf = new Map([...allCategories, ...allSubs].map((t) => [t._id, t.name]));
  if (job.createMissing) {
    for (const { raw } of rows) {
      const image = raw.cell('images').split('|')[0]?.trim() ?? '';
      if (image === '') continue;
      for (const name of raw.categoryNames) {
        if (categories.has(nameKey(name))) continue;
        const created = await createCategory({ name, image });
        if (created !== 'name-taken') {
          categories.set(nameKey(name), created._id);
          nameOf.set(created._id, name);
        }
      }
      const categoryIds = raw.categoryNames.map((n) => categories.get(nameKey(n))).filter((id) => id !== undefined);
      for (const name of raw.subCategoryNames) {
        if (subCategories.has(nameKey(name)) || categoryIds.length === 0) continue;
        const created = await createSubCategory({ name, image, categoryIds });
        if (created.ok) {
          subCategories.set(nameKey(name), created.value._id);
          nameOf.set(created.value._id, name);
        }
      }
    }
  }
  return {
    category: (name: string) => categories.get(nameKey(name)),
    subCategory: (name: string) => subCategories.get(nameKey(name)),
    nameOf: (id: string) => nameOf.get(id) ?? '',
  };
}

const add = (map: Map<string, number>, ids: readonly string[], delta: number) => {
  for (const id of ids) map.set(id, (map.get(id) ?? 0) + delta);
};

/** The stock a row sets: only where it differs from both the live stock and the one last set (core/product.ts stockEdit). */
function stockWrites(row: ValidRow, stored: StoredProduct | undefined) {
  return row.stock.filter(({ storeId, stock }) => {
    const current = stored?.stock.get(storeId);
    if (!current) return !(stored?.record && stock === 0);
    return stock !== current.stock && stock !== current.stockSet;
  });
}

/** The shelves a row sets: only where they differ from the stored one. */
const shelfWrites = (row: ValidRow, stored: StoredProduct | undefined) =>
  (row.shelf ?? []).filter(({ storeId, shelf }) => (stored?.stock.get(storeId)?.shelf ?? null) !== shelf);

type Deltas = { categories: Map<string, number>; subCategories: Map<string, number> };
interface Planned {
  row: ValidRow;
  record: ProductRecord;
  stock: StockWrite[];
  shelves: { storeId: string; shelf: string | null }[];
  found: StoredProduct | undefined;
}

/** One batch of valid rows: new products (SKU claimed first), changed ones, stock; what each came to. */
async function writeBatch(valid: readonly ValidRow[], stored: Map<string, StoredProduct>, deltas: Deltas, nameOf: (id: string) => string) {
  const result = { created: 0, updated: 0, unchanged: 0, errors: [] as ImportError[] };
  const creates: (Planned & { claimed: boolean })[] = [];
  const updates: (Planned & { old: ProductRecord; changed: boolean })[] = [];
  const now = new Date().toISOString();
  for (const row of valid) {
    const found = stored.get(skuKey(row.sku));
    const stock = stockWrites(row, found);
    const shelves = shelfWrites(row, found);
    const links = { category: row.input.category.map((_id) => ({ _id, name: nameOf(_id) })), subCategory: row.input.subCategory.map((_id) => ({ _id, name: nameOf(_id) })) };
    const old = found?.record;
    if (!old) {
      const record = toProductRecord(found?.claimedBy ?? newId(), { ...row.input, stock: 0 }, links, { createdAt: now, updatedAt: now }, row.sku);
      creates.push({ row, record, stock, shelves, found, claimed: found !== undefined });
      continue;
    }
    const changed = productChanged(old, row.input);
    if (!changed && stock.length === 0 && shelves.length === 0) {
      result.unchanged++;
      continue;
    }
    const record = toProductRecord(old._id, { ...row.input, stock: 0 }, links, { createdAt: old.createdAt, updatedAt: nextUpdatedAt(old.updatedAt) }, old.sku);
    updates.push({ row, record, stock, shelves, found, old, changed });
  }

  const taken = await claimSkus(creates.filter((p) => !p.claimed).map((p) => ({ sku: p.record.sku, productId: p.record._id })));
  const claimed: Planned[] = [];
  for (const plan of creates) {
    if (!taken.has(plan.record.sku)) claimed.push(plan);
    else result.errors.push({ row: plan.row.row, column: 'sku', message: `SKU "${plan.row.sku}" was taken by another product while importing` });
  }
  const applied: Planned[] = [];
  await inParallel(updates, async (plan) => {
    if (!plan.changed || (await updateFields(plan.old, plan.record, plan.row.input)) === 'ok') {
      applied.push(plan);
      if (plan.changed) {
        add(deltas.categories, plan.row.input.category, 1);
        add(deltas.categories, plan.old.category.map((c) => c._id), -1);
        add(deltas.subCategories, plan.row.input.subCategory, 1);
        add(deltas.subCategories, plan.old.subCategory.map((c) => c._id), -1);
      }
    } else {
      result.errors.push({ row: plan.row.row, column: 'sku', message: `Product ${plan.old.sku} changed while importing: import the file again` });
    }
  });
  const stockOf = (plans: readonly Planned[]) =>
    plans.flatMap((p) => p.stock.map((write) => ({ productId: p.record._id, at: p.record.updatedAt, write, stored: p.found?.stock.get(write.storeId) })));
  await putItems(
    claimed.map((p) => p.record),
    [...stockOf(claimed), ...stockOf(applied)],
  );
  // After the stock items' puts, which carry the shelves as they were read: a shelf is its own update.
  const shelves = [...claimed, ...applied].flatMap((p) => p.shelves.map((s) => ({ ...s, productId: p.record._id })));
  await inParallel(shelves, ({ storeId, productId, shelf }) => setShelf(storeId, productId, shelf));
  for (const plan of claimed) {
    add(deltas.categories, plan.row.input.category, 1);
    add(deltas.subCategories, plan.row.input.subCategory, 1);
  }
  result.created = claimed.length;
  result.updated = applied.length;
  return result;
}
