/**
 * Bulk import for admins: the Import / Export page from the admin menu, a CSV chosen and
 * imported with a progress bar that moves while the job runs, then the summary, the rows that
 * failed and the error report downloaded; the products export, a job: a double click starts one,
 * "Preparing…" until its file is written, then the file offered as a download. A new catalog
 * brings its pictures: chosen with the CSV, matched by the file names of its images column, each
 * uploaded and checked as every upload is, with their progress and problems beside the rows'.
 */
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvLine, parseCsv } from '../functions/core/csv.js';
import { DESKTOP, apiCall, apiToken, openPage, pngFile, signIn, useBrowser, useBrowserPages } from './browser.js';

const ADMIN = { email: 'admin@example.com', password: 'Admin#12345' };
const patient = { timeout: 30_000 };
/** The whole import, on a busy machine. */
const importDone = { timeout: 150_000 };
/**
 * Enough rows that the job runs for several of the page's 1 s status polls even on a fast machine
 * (progress is written after each batch of 250 rows), so the bar is seen between 0 and the end.
 */
const ROWS = 1500;
const BAD_ROWS = [7, 300, 550];

describe('admin: import products from CSV', () => {
  const browser = useBrowser();
  const pages: Page[] = [];
  let csv = '';

  beforeAll(async () => {
    const token = await apiToken(ADMIN.email, ADMIN.password);
    const subs = await apiCall<{ name: string; category: { name: string }[] }[]>('POST', '/api/subcategory/get', {}, token);
    const sub = subs[0]!;
    // An image the store's media has (a seeded product's), so the imported products show one.
    const [seeded] = await apiCall<{ image: string[] }[]>('POST', '/api/product/get', { page: 1, limit: 1 }, token);
    const image = seeded!.image[0]!;
    const prefix = `E2E${randomUUID().slice(0, 6).toUpperCase()}`;
    const lines = [csvLine(['sku', 'name', 'description', 'unit', 'price', 'discount', 'category', 'subCategory', 'images', 'stock:Mumbai Central'])];
    for (let i = 1; i <= ROWS; i++) {
      const price = BAD_ROWS.includes(i) ? 'ten rupees' : (20 + i / 100).toFixed(2);
      lines.push(csvLine([`${prefix}-${i}`, `Imported Snack ${prefix} ${i}`, 'A crunchy snack.', '100 g', price, '0', sub.category[0]!.name, sub.name, image, '9']));
    }
    csv = lines.join('');
  });
  afterAll(async () => {
    for (const page of pages) await page.context().close();
  });

  it('imports with a moving progress bar, then shows the summary and downloads the error report', { timeout: 240_000 }, async () => {
    const page = await openPage(browser(), DESKTOP, '/login');
    pages.push(page);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/dashboard/profile');
    await page.getByRole('link', { name: 'Import / Export' }).first().click();
    await page.waitForURL((url) => url.pathname === '/dashboard/import');
    await page.getByRole('heading', { level: 1, name: 'Import / Export' }).waitFor(patient);
    await page.getByText('up to 20 MB and 50,000 products').waitFor();

    await page.getByLabel('CSV file').setInputFiles({ name: 'snacks.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await page.getByRole('button', { name: 'Import' }).click();

    // The bar moves: a value between the first and the last row is shown while the job runs.
    const bar = page.getByRole('progressbar', { name: 'Import progress' });
    await bar.waitFor(patient);
    await expect
      .poll(async () => {
        if (!(await bar.isVisible())) return 'finished before';
        const now = Number(await bar.getAttribute('aria-valuenow'));
        return now > 0 && now < ROWS ? 'moving' : 'waiting';
      }, patient)
      .toBe('moving');
    await page.getByText(/Rows done: [\d,]+ of 1,500/).waitFor();

    await page.getByText('Import finished: 1,500 rows.').waitFor(importDone);
    expect(await page.getByTestId('import-created').textContent()).toBe((ROWS - BAD_ROWS.length).toLocaleString('en-IN'));
    expect(await page.getByTestId('import-failed').textContent()).toBe('3');
    const failedRows = page.getByRole('table', { name: 'Rows not imported' }).getByRole('row');
    expect(await failedRows.count()).toBe(1 + BAD_ROWS.length);
    expect(await failedRows.nth(1).textContent()).toContain('7price');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download error report' }).click()]);
    const report = parseCsv(fs.readFileSync((await download.path())!, 'utf8'));
    expect(report).toEqual([['row', 'column', 'message'], ...BAD_ROWS.map((row) => [String(row), 'price', expect.any(String) as unknown as string])]);
  });
  it('exports the products once for a double click, then offers the file', { timeout: 120_000 }, async () => {
    const page = await openPage(browser(), DESKTOP, '/login');
    pages.push(page);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/dashboard/import');
    let exports = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/product/export') exports++;
    });
    await page.getByRole('button', { name: 'Export products' }).dblclick();
    await page.getByText(/^Preparing…/).waitFor(patient);
    const link = page.getByRole('link', { name: /^Download products CSV \([\d,]+ rows\)$/ });
    await link.waitFor(importDone);
    expect(exports).toBe(1);
    const rows = Number((await link.textContent())!.replace(/\D/g, ''));
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const records = parseCsv(fs.readFileSync((await download.path())!, 'utf8'));
    expect(records[0]!.slice(0, 2)).toEqual(['sku', 'name']);
    expect(records.length - 1).toBe(rows);
  });
});

describe('admin: a new catalog brings its pictures', () => {
  const open = useBrowserPages();

  it('uploads the pictures the images column names, imports the rows with them, and reports what could not be', { timeout: 240_000 }, async () => {
    const token = await apiToken(ADMIN.email, ADMIN.password);
    const subs = await apiCall<{ name: string; category: { name: string }[] }[]>('POST', '/api/subcategory/get', {}, token);
    const sub = subs[0]!;
    const prefix = `PIC${randomUUID().slice(0, 6).toUpperCase()}`;
    const name = (i: number) => `Picture Import ${prefix} ${i}`;
    const images = ['Apple.PNG', 'pear.png|apple.png', 'missing.png', 'fake.png'];
    const lines = [csvLine(['sku', 'name', 'description', 'unit', 'price', 'category', 'subCategory', 'images'])];
    images.forEach((cell, i) => lines.push(csvLine([`${prefix}-${i + 1}`, name(i + 1), 'Fresh fruit.', '1 kg', '99.00', sub.category[0]!.name, sub.name, cell])));

    const page = await open(DESKTOP, '/login');
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/dashboard/import');
    await page.getByText('Required columns: sku, name, description, unit, price, category, subCategory, images').waitFor(patient);

    await page.getByLabel('CSV file').setInputFiles({ name: 'fruit.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join(''), 'utf8') });
    await page.getByLabel('Pictures (optional)').setInputFiles([
      pngFile('apple.png', [200, 30, 30]),
      pngFile('pear.png', [120, 200, 40]),
      { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html>not a picture</html>') },
      pngFile('unused.png'),
    ]);
    await page.getByRole('button', { name: 'Import' }).click();

    await page.getByText('Pictures done: 3 of 3').waitFor(patient);
    await page.getByText('Import finished: 4 rows.').waitFor(importDone);
    expect(await page.getByTestId('import-created').textContent()).toBe('2');
    expect(await page.getByTestId('import-failed').textContent()).toBe('2');
    const pictures = page.getByRole('table', { name: 'Pictures not uploaded' }).getByRole('row');
    expect(await pictures.allTextContents()).toEqual([
      'PictureProblem',
      'unused.pngNo row names it in the images column',
      expect.stringMatching(/^fake\.pngThat file is not a picture/) as unknown as string,
    ]);
    const failed = page.getByRole('table', { name: 'Rows not imported' }).getByRole('row');
    expect(await failed.allTextContents()).toEqual([
      'RowColumnProblem',
      '3imagesNo picture named "missing.png" was uploaded with the file: choose it with the CSV on the Import page',
      '4imagesNo picture named "fake.png" was uploaded with the file: choose it with the CSV on the Import page',
    ]);

    // The products carry the uploaded pictures, served by the site: apple's on both rows that name it.
    const found = await apiCall<{ name: string; image: string[] }[]>('POST', '/api/product/get', { page: 1, limit: 12, search: prefix }, token);
    const imageOf = (i: number) => found.find((p) => p.name === name(i))?.image;
    expect(imageOf(1)).toEqual([expect.stringMatching(/^\/media\/product\/[\w-]+\.png$/)]);
    expect(imageOf(2)).toHaveLength(2);
    expect(imageOf(2)![1]).toBe(imageOf(1)![0]);
    const served = await fetch(new URL(imageOf(2)![0]!, page.url()));
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
  });
});
