/**
 * The import section: on the bench stack (`npm start`'s, DynamoDB requests counted),
 * the demo admin imports CSVs of 5,000 and 50,000 new products end to end (upload, the S3 event,
 * the job, its last status) and the catalog is exported: rows per second, DynamoDB requests per
 * row (by operation in the note), and catalog version bumps per import (one: one build of the
 * catalog object, whose time is shown); then the catalog (at least --export-products products) is
 * exported through the export job. Import sizes: --import-rows (bench/options.ts).
 */
import type { ExportReply, ExportStatusReply, ImportStatusReply } from '../functions/core/contracts/import-export.js';
import { csvLine } from '../functions/core/csv.js';
import { DEMO_ACCOUNTS } from '../local/provision.js';
import type { Stack } from '../local/stack.js';
import { signInByApi } from './page.js';
import type { Recorder } from './record.js';
import { metric } from './report.js';
import { buildCatalogObject, scaleCatalog } from './stack-setup.js';
import { progress } from './util.js';

export const IMPORT_5K_TARGET_S = 60;

export async function importSection(record: Recorder, s: Stack, sizes: readonly number[], exportProducts = 0): Promise<void> {
  const admin = DEMO_ACCOUNTS.find((a) => a.admin);
  if (!admin) throw new Error('no demo admin');
  const { accessToken } = await signInByApi(s.gateway.url, admin.email, admin.password);
  const call = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${s.gateway.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` }, body: JSON.stringify(body) });
    const answer = (await res.json()) as { data?: T; message?: string };
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${answer.message ?? ''}`);
    return answer.data as T;
  };
  const subs = await call<{ name: string; category: { name: string }[] }[]>('/api/subcategory/get', {});
  const sub = subs[0];
  if (!sub?.category[0]) throw new Error('no seeded sub category');
  const counter = s.dynamoCounter;

  for (const rows of sizes) {
    const lines = [csvLine(['sku', 'name', 'description', 'unit', 'price', 'discount', 'category', 'subCategory', 'images', 'stock:Mumbai Central'])];
    const tag = `B${rows}-${Date.now().toString(36).toUpperCase()}`;
    for (let i = 1; i <= rows; i++) {
      lines.push(csvLine([`${tag}-${i}`, `Bench Product ${tag} ${i}`, 'Imported by the bench.', '1 pc', (10 + (i % 500) / 100).toFixed(2), String(i % 30), sub.category[0].name, sub.name, '/media/product/bench.webp', String(i % 40)]));
    }
    const bytes = Buffer.from(lines.join(''), 'utf8');
    // The catalog object of the version before the import (built already: this returns at once).
    const versionBefore = (await buildCatalogObject(s)).version;
    const byOpBefore = (await counter?.counts()) ?? {};
    const before = (await counter?.total()) ?? Number.NaN;
    const started = Date.now();
    const upload = await call<{ uploadUrl: string; headers: Record<string, string>; key: string }>('/api/file/upload', { contentType: 'text/csv', size: bytes.length, purpose: 'import' });
    const put = await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: bytes });
    if (!put.ok) throw new Error(`upload answered ${put.status}`);
    const { jobId } = await call<{ jobId: string }>('/api/product/import', { key: upload.key });
    let status: ImportStatusReply;
    for (;;) {
      status = await call<ImportStatusReply>('/api/product/import-status', { jobId });
      if (status.state === 'done' || status.state === 'failed') break;
      progress(`  import ${rows}: ${status.done}/${status.total}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const seconds = (Date.now() - started) / 1000;
    const requests = ((await counter?.total()) ?? Number.NaN) - before;
    const byOp = Object.entries((await counter?.counts()) ?? {}).map(([op, n]) => [op, n - (byOpBefore[op] ?? 0)] as const).filter(([, n]) => n > 0);
    if (status.state !== 'done' || status.created !== rows) throw new Error(`import of ${rows} rows: ${status.state} ${status.message ?? ''} (created ${status.created}, failed ${status.failed})`);
    // What `npm start`'s poll (the table's stream in AWS) does next: one build of the catalog object,
    // of the one version the import bumped.
    const build = await buildCatalogObject(s);
    record.details[`import:${rows}`] = { seconds, requests, byOperation: Object.fromEntries(byOp), catalogBuild: build };
    record.rows.push({
      id: `import:${rows}`,
      section: 'import',
      label: `import ${rows.toLocaleString('en-IN')} new products from CSV, end to end (upload → S3 event → job → done)`,
      metrics: {
        seconds: metric(seconds, 's'),
        'rows/s': metric(rows / seconds, 'req/s', 'higher'),
        'ddb req/row': metric(requests / rows, 'x'),
        'catalog builds': metric(build.version - versionBefore, 'count'),
        'catalog build': metric((build.ms ?? Number.NaN) / 1000, 's'),
      },
      targets: [...(rows === 5000 ? [{ metric: 'seconds', op: '<=' as const, value: IMPORT_5K_TARGET_S }] : []), { metric: 'catalog builds', op: '<=' as const, value: 1 }],
      note: `DynamoDB requests, all callers: ${byOp.map(([op, n]) => `${op} ${n}`).join(', ')} (with the status polls, one a second, and the low-stock consumer's, fed by the stream); catalog builds: versions the import bumped, each one build of the catalog object (then built in the time shown)`,
    });
  }

  // The export: the whole catalog end to end (the call, the job, the file downloaded), with at least
  // `exportProducts` products in it (demo products seeded up to that, beside those imported).
  const imported = sizes.reduce((sum, n) => sum + n, 0);
  if (exportProducts > imported) await scaleCatalog(exportProducts - imported);
  // The seed's and imports' stream records are still being consumed (catalog, low stock, reports):
  // measured alone, the export starts once DynamoDB has been quiet for two seconds (at most 3 minutes).
  for (let last = -1, quietSince = Date.now(), deadline = Date.now() + 180_000; counter && Date.now() < deadline; ) {
    const total = await counter.total();
    if (total !== last) [last, quietSince] = [total, Date.now()];
    else if (Date.now() - quietSince >= 2000) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const before = (await counter?.total()) ?? Number.NaN;
  const started = Date.now();
  const { jobId, url } = await call<ExportReply>('/api/product/export', {});
  const answered = (Date.now() - started) / 1000;
  let status: ExportStatusReply;
  for (;;) {
    status = await call<ExportStatusReply>('/api/export/status', { jobId });
    if (status.state === 'done' || status.state === 'failed') break;
    progress(`  export: ${status.state}, ${status.rows} rows read`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (status.state !== 'done') throw new Error(`export: ${status.state} ${status.message ?? ''}`);
  const file = await fetch(url);
  const bytes = (await file.arrayBuffer()).byteLength;
  if (!file.ok) throw new Error(`export download answered ${file.status}`);
  const seconds = (Date.now() - started) / 1000;
  record.rows.push({
    id: 'import:export-products',
    section: 'import',
    label: `export the catalog (${status.rows.toLocaleString('en-IN')} products) to CSV, end to end (call → job → file downloaded)`,
    metrics: {
      seconds: metric(seconds, 's'),
      'rows/s': metric(status.rows / seconds, 'req/s', 'higher'),
      'call answered': metric(answered, 's'),
      file: metric(bytes / 1_048_576, 'MB'),
      'ddb requests': metric(((await counter?.total()) ?? Number.NaN) - before, 'count'),
    },
    note: 'DynamoDB requests include the status polls (two a second) and the progress writes',
  });
}
