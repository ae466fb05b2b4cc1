/**
 * Builds the catalog object of the current catalog version (data/repos/catalog-object.ts), once per
 * change: run by functions/jobs/build-catalog.ts when the version item changes (the table's stream
 * in AWS, a poll of the item locally). Readers then start from one GET instead of reading every
 * product from gsi1 and building the search index themselves.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_SETTLE_MS } from '../../core/catalog-cache.js';
import { encodeCatalog } from '../../core/catalog-blob.js';
import { catalogObjectExists, writeCatalogObject } from '../../data/repos/catalog-object.js';
import { loadCatalog } from '../../data/repos/catalog-snapshot.js';
import { readCatalogVersion } from '../../data/repos/catalog-version.js';

export type CatalogBuild =
  | { version: number; built: true; products: number; bytes: number; ms: number }
  | { version: number; built: false; reason: 'already built' };

/**
 * Reads the version (strongly consistent), waits until gsi1 has had DEFAULT_SETTLE_MS since that
 * change (the readers' own rule), reads the catalog from the table and stores it under
 * that version. The object is complete for the version it is named after: every write up to it is in
 * gsi1 by then. A write that lands during the build may be in it too; it bumps the version, and the
 * next build (its own stream record) stores that version.
 */
export async function buildCatalogObject(): Promise<CatalogBuild> {
  const started = Date.now();
  const { version, changedAt } = await readCatalogVersion();
  if (await catalogObjectExists(version)) return { version, built: false, reason: 'already built' };
  const wait = changedAt + DEFAULT_SETTLE_MS - Date.now();
  if (wait > 0) await sleep(wait);
  const view = await loadCatalog();
  const gzipped = encodeCatalog(version, view);
  await writeCatalogObject({ version, products: view.products.length }, gzipped);
  return { version, built: true, products: view.products.length, bytes: gzipped.length, ms: Date.now() - started };
}
