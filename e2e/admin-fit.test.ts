import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../local/seed/catalog-data.js';
import { DESKTOP, PHONE, openPage, pngFile, signIn, useBrowser, whatOverflowsSideways } from './browser.js';

const patient = { timeout: 15_000 };
const ADMIN = { email: 'admin@example.com', password: 'Admin#12345' };

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

async function boxOf(page: Page, locator: ReturnType<Page['locator']>): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return { left: box.x, right: box.x + box.width, top: box.y, bottom: box.y + box.height };
}

describe('admin pages fit their screens', () => {
  const browser = useBrowser();

  it('phone: the Sub Category list shows each name, image and categories, none under the actions or off screen', async () => {
    const page = await openPage(browser(), PHONE, '/login');
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/dashboard/subcategory');
    await page.getByRole('heading', { name: 'Sub Category', level: 1 }).waitFor(patient);
    const cards = page.getByRole('list', { name: 'Sub categories' }).locator(':scope > li');
    await expect.poll(() => cards.count(), patient).toBeGreaterThan(10);
    expect(await page.locator('table').isVisible()).toBe(false);

    // A sub category of two categories, whose names are the longest to fit.
    for (const name of ['Ayurveda & Immunity', 'Baby Bath & Skin Care', 'Eggs']) {
      const card = cards.filter({ has: page.getByRole('button', { name: `Edit ${name}`, exact: true }) });
      await card.scrollIntoViewIfNeeded();
      const actions = [await boxOf(page, card.getByRole('button', { name: `Edit ${name}` })), await boxOf(page, card.getByRole('button', { name: `Delete ${name}` }))];
      const image = card.getByRole('button', { name: `View image of ${name}` });
      expect(await image.locator('img').count(), name).toBe(1);
      const shown = [card.getByText(name, { exact: true }), image, ...(await card.getByRole('list', { name: `Categories of ${name}` }).getByRole('listitem').all())];
      expect(shown.length, name).toBeGreaterThan(2);
      for (const part of shown) {
        const box = await boxOf(page, part);
        expect(box.left, name).toBeGreaterThanOrEqual(0);
        expect(box.right, name).toBeLessThanOrEqual(PHONE.width);
        for (const action of actions) expect(overlaps(box, action), `${name}: ${await part.textContent()} under an action`).toBe(false);
      }
    }
    expect(await whatOverflowsSideways(page)).toEqual([]);
    await page.context().close();
  });

  it('desktop (1366 px): the category cards show whole names, on at most two lines', async () => {
    const page = await openPage(browser(), { width: 1366, height: 768 }, '/login');
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/dashboard/category');
    await page.getByRole('heading', { name: 'Category', level: 1 }).waitFor(patient);
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Edit / }) });
    await expect.poll(() => cards.count(), patient).toBeGreaterThan(10);
    const names = await cards.evaluateAll((items) =>
      items.map((item) => {
        const text = item.querySelector('p')!;
        const style = getComputedStyle(text);
        return {
          name: text.textContent ?? '',
          cut: text.scrollWidth > text.clientWidth + 1 || style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none',
          lines: Math.round(text.querySelector('span')!.getBoundingClientRect().height / Number.parseFloat(style.lineHeight)),
        };
      }),
    );
    expect(names.map((n) => n.name)).toContain('Tea, Coffee & Health Drinks');
    for (const { name, cut, lines } of names) {
      expect(cut, name).toBe(false);
      // The demo's names take two lines at most (another test's made-up names may take more, whole).
      if (CATEGORIES.some((category) => category.name === name)) expect(lines, name).toBeLessThanOrEqual(2);
    }
    // The longest ones do wrap: they would not fit on one line.
    expect(names.find((n) => n.name === 'Tea, Coffee & Health Drinks')?.lines).toBe(2);
    await page.context().close();
  });

  it('an image upload that worked leaves no failed request (net::ERR_ABORTED) behind', async () => {
    const page = await openPage(browser(), DESKTOP, '/login');
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/dashboard/category');
    await page.getByRole('heading', { name: 'Category', level: 1 }).waitFor(patient);
    const failed: string[] = [];
    /** How each upload (the PUT to the bucket) ended. */
    const uploads: string[] = [];
    page.on('requestfailed', (request) => {
      failed.push(`${request.method()} ${request.url().split('?')[0]} ${request.failure()?.errorText}`);
      if (request.method() === 'PUT') uploads.push(`failed: ${request.failure()?.errorText}`);
    });
    page.on('requestfinished', (request) => {
      if (request.method() === 'PUT') void request.response().then((response) => uploads.push(`finished: ${response?.status()}`));
    });

    await page.getByRole('button', { name: 'Add Category' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Category' });
    await dialog.getByLabel('Name').fill('Console Check');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload Image' }).click();
    await (await chooser).setFiles(pngFile('quiet.png', [90, 160, 220]));
    await dialog.getByRole('img', { name: 'Console Check preview' }).waitFor(patient);
    await expect.poll(() => uploads.length, patient).toBe(1);
    expect(uploads).toEqual(['finished: 200']);
    // Nothing is created: the dialog is left without saving.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count(), patient).toBe(0);
    expect(failed).toEqual([]);
    await page.context().close();
  });
});
