import { useId, useState, type FormEvent } from 'react';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@core/limits';
import { BASE_COLUMNS, DETAIL_PREFIX, LIST_SEPARATOR, REQUIRED_COLUMNS, SHELF_PREFIX, STOCK_PREFIX } from '@core/product-csv-columns';
import { Button } from '@/components/button';
import { useStores } from '@/entities/store/stores';
import { IMAGE_ACCEPT, IMAGE_TYPE_NAMES, MAX_IMAGE_SIZE } from '@/lib/upload-image';
import { useImportStatus, useStartImport } from '../api/import-export';
import type { PictureProblem, PictureProgress } from '../api/import-pictures';
import { ImportResult } from './import-result';
import { PicturesResult } from './pictures-result';

const LIMITS = `CSV (UTF-8), up to ${IMPORT_MAX_BYTES / (1024 * 1024)} MB and ${IMPORT_MAX_ROWS.toLocaleString('en-IN')} products`;

/** The template: the columns, a shelf and a stock column per store (as an export writes them), one custom field. */
function templateHref(storeNames: readonly string[]): string {
  const header = [...BASE_COLUMNS, ...storeNames.map((name) => `${SHELF_PREFIX}${name}`), ...storeNames.map((name) => `${STOCK_PREFIX}${name}`), `${DETAIL_PREFIX}Brand`];
  const line = header.map((c) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`${line}\r\n`)}`;
}

/** Upload a CSV, start its import, follow its progress and show what it did. */
export function ImportPanel() {
  const headingId = useId();
  const fileId = useId();
  const picturesId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [pictures, setPictures] = useState<File[]>([]);
  const [createMissing, setCreateMissing] = useState(false);
  const [jobId, setJobId] = useState<string>();
  const [pictureProgress, setPictureProgress] = useState<PictureProgress>();
  const [pictureProblems, setPictureProblems] = useState<PictureProblem[]>([]);
  const start = useStartImport();
  const status = useImportStatus(jobId);
  const stores = useStores();
  const running = jobId !== undefined && (!status.data || status.data.state === 'queued' || status.data.state === 'running');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setJobId(undefined);
    setPictureProgress(undefined);
    setPictureProblems([]);
    start.mutate(
      { file, pictures, createMissingCategories: createMissing, onPictures: setPictureProgress },
      {
        onSuccess: (started) => {
          setJobId(started.jobId);
          setPictureProblems(started.pictureProblems);
        },
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-line bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-ink">
          Import products
        </h2>
        <a className="text-sm font-semibold text-brand underline" href={templateHref((stores.data ?? []).map((s) => s.name))} download="products-template.csv">
          Download CSV template
        </a>
      </div>
      <p className="text-sm text-ink-muted">
        {LIMITS}. One row per product, matched by <strong>sku</strong>: a new SKU creates a product, a known one updates it, an
        unchanged row changes nothing. Columns: {BASE_COLUMNS.join(', ')}, <code>{STOCK_PREFIX}&lt;store&gt;</code> per store
        (blank: left as is), <code>{SHELF_PREFIX}&lt;store&gt;</code> per store (where it is there, like A3-2; blank: none), <code>{DETAIL_PREFIX}&lt;field&gt;</code> per custom field. Several categories, sub categories or
        images are separated by <code>{LIST_SEPARATOR}</code>; categories and sub categories by name.
      </p>
      <p className="text-sm text-ink-muted">
        <strong className="text-ink">Required columns: {REQUIRED_COLUMNS.join(', ')}</strong> (every row needs at least one
        category, sub category and image; discount may be left out).
      </p>
      <p className="text-sm text-ink-muted">
        Images: the file names of pictures you choose below (<code>apple.jpg</code>), matched by name, or addresses of images
        already uploaded (<code>/media/product/…</code>, as an export writes them). Pictures are {IMAGE_TYPE_NAMES}, up to{' '}
        {MAX_IMAGE_SIZE} each.
      </p>
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <label htmlFor={fileId} className="flex flex-col gap-1 text-sm font-medium text-ink">
          CSV file
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className="text-sm"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              start.reset();
            }}
          />
        </label>
        <label htmlFor={picturesId} className="flex flex-col gap-1 text-sm font-medium text-ink">
          Pictures (optional)
          <input
            id={picturesId}
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            className="text-sm"
            onChange={(e) => {
              setPictures([...(e.target.files ?? [])]);
              start.reset();
            }}
          />
        </label>
        <label className="flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" checked={createMissing} onChange={(e) => setCreateMissing(e.target.checked)} />
          Create missing categories
        </label>
        <Button type="submit" disabled={!file || running} pending={start.isPending}>
          Import
        </Button>
      </form>
      {start.error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {start.error.message}
        </p>
      ) : null}
      {pictureProgress ? <PicturesResult progress={pictureProgress} problems={start.isPending ? [] : pictureProblems} /> : null}
      {jobId !== undefined ? <ImportResult status={status.data} /> : null}
    </section>
  );
}
