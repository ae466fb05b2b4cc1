import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ApiSubCategory } from '@core/contracts/subcategory';
import { DESKTOP, PHONE, apiCall, openPage, useBrowser, type Ref } from './browser.js';

const patient = { timeout: 15_000 };
/** A row's cards (its products fetched, then rendered in a transition) took over 15 s on a machine at load ~25. */
const rowRenders = { timeout: 40_000 };

/** What a category's tile and See All must open: its sub category with the most products, the first by name among equals. */
async function topSubCategoryOf(categoryName: string): Promise<{ category: Ref; top: ApiSubCategory; firstByName: ApiSubCategory }> {
  const categories = await apiCall<Ref[]>('GET', '/api/category/get');
  const category = categories.find((c) => c.name === categoryName)!;
  const subs = (await apiCall<ApiSubCategory[]>('POST', '/api/subcategory/get', {})).filter((s) => s.category.some((c) => c._id === category._id));
  const top = subs.reduce((best, sub) => (sub.productCount > best.productCount ? sub : best));
  return { category, top, firstByName: subs[0]! };
}

async function expectAisle(page: Page, category: Ref, sub: ApiSubCategory): Promise<void> {
  await page.waitForURL(new RegExp(`-${category._id}/[^/]+-${sub._id}$`), patient);
  // The sub category's own name, "&" and "," included, not the slug's words.
  await page.getByRole('heading', { level: 1, name: sub.name, exact: true }).waitFor(patient);
  await expect.poll(() => page.title()).toBe(`${sub.name} · QuickBasket`);
  const current = page.getByRole('navigation', { name: 'Sub categories' }).locator('[aria-current=page]');
  expect((await current.textContent())?.trim()).toBe(sub.name);
  await expect.poll(() => page.locator('main article').count(), patient).toBeGreaterThan(0);
}

describe('aisles', () => {
  const browser = useBrowser();

  it('phone: a category tile opens its busiest sub category under its real name ("Atta & Flours")', async () => {
    const { category, top } = await topSubCategoryOf('Atta, Rice & Dal');
    expect(top.name).toBe('Atta & Flours');
    const page = await openPage(browser(), PHONE, '/');
    const tile = page.getByRole('link', { name: category.name, exact: true });
    // The link is there once the sub categories have loaded.
    await expect.poll(() => tile.getAttribute('href'), patient).toMatch(new RegExp(`-${top._id}$`));
    await tile.click();
    await expectAisle(page, category, top);
    await page.context().close();
  });

  it('desktop: See All opens the sub category with the most products, not the first by name', async () => {
    const { category, top, firstByName } = await topSubCategoryOf('Dairy & Breakfast');
    // The demo catalog tells the two rules apart here.
    expect(top._id).not.toBe(firstByName._id);
    const page = await openPage(browser(), DESKTOP, '/');
    const seeAll = page.getByRole('link', { name: `See All ${category.name}` });
    await expect.poll(() => seeAll.getAttribute('href'), patient).toMatch(new RegExp(`-${top._id}$`));
    await seeAll.click();
    await expectAisle(page, category, top);
    await page.context().close();
  });

  for (const [label, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`${label}: an aisle address whose ids do not exist is the 404 page`, async () => {
      const { category, top } = await topSubCategoryOf('Dairy & Breakfast');
      const missing = 'ffffffffffffffffffffffff';
      const page = await openPage(browser(), viewport, '/');
      for (const path of [
        `/Dairy-Breakfast-${category._id}/Milk-${missing}`,
        `/Dairy-Breakfast-${missing}/Milk-${top._id}`,
        `/Nowhere-${missing}/Nothing-${missing}`,
      ]) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: '404 Not Found' }).waitFor(patient);
        expect(await page.getByRole('navigation', { name: 'Sub categories' }).count(), path).toBe(0);
      }
      // The real address still works.
      await page.goto(`/Dairy-Breakfast-${category._id}/Milk-${top._id}`);
      await expectAisle(page, category, top);
      await page.context().close();
    });
  }

  it('desktop: a row arrow moves a page of whole cards, and back', async () => {
    const page = await openPage(browser(), DESKTOP, '/');
    const heading = page.getByRole('heading', { level: 2, name: 'Dairy & Breakfast', exact: true });
    const row = page.locator('main section[aria-labelledby]').filter({ has: heading });
    const list = row.getByRole('list');
    // Cards render as their row nears the screen.
    await heading.waitFor(patient);
    await heading.scrollIntoViewIfNeeded();
    await expect.poll(() => row.getByRole('article').count(), rowRenders).toBeGreaterThan(8);
    /** The cards wholly inside the row's visible width, by index. */
    const seen = () =>
      list.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return [...el.children].flatMap((card, index) => {
          const r = card.getBoundingClientRect();
          return r.left >= box.left - 1 && r.right <= box.right + 1 ? [index] : [];
        });
      });
    /**
     * Clicks a row arrow and waits until the smooth scroll it starts has ended (`scrollend`), however
     * late it starts: a row read while it still moves shows the page it left.
     */
    const scrollWith = async (name: string) => {
      await list.evaluate((el: HTMLElement & { scrolled?: Promise<void> }) => {
        el.scrolled = new Promise((resolve) => el.addEventListener('scrollend', () => resolve(), { once: true }));
      });
      await row.getByRole('button', { name }).click();
      await list.evaluate((el: HTMLElement & { scrolled?: Promise<void> }) => el.scrolled);
    };
    const before = await seen();
    expect(before[0]).toBe(0);
    const perPage = before.length;
    expect(perPage).toBeGreaterThan(2);
    // A busy machine (a fresh clone at load ~8): the scroll starts and moves late.
    await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });

    await scrollWith('Scroll Dairy & Breakfast right');
    const after = await seen();
    // The next card not wholly seen now comes first, and a whole page of cards is in view.
    expect(after[0]).toBe(perPage);
    expect(after.length).toBe(perPage);

    await scrollWith('Scroll Dairy & Breakfast left');
    expect(await seen()).toEqual(before);
    await page.context().close();
  });
});
