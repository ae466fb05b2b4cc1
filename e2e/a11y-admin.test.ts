import { describe, expect, it } from 'vitest';
import { ADMIN, openPage, signIn, useBrowser } from './browser.js';
import { SLOW, SOON, audit, placedOrder, report, settled, widths } from './accessibility.js';

/** The order pages and the admin's pages; the public and shopper pages are in a11y.test.ts. */

/** One browser for the whole file. */
const browser = useBrowser();

describe('accessibility (axe-core, WCAG 2.1 A/AA: no serious or critical violations)', () => {

  for (const { label, viewport } of widths) {
    it(`order pages at ${label} width: a shopper's order, the admin's orders and an order's panel`, async () => {
      const findings: string[] = [];
      const order = await placedOrder();
      const page = await openPage(browser(), viewport, '/login');
      await signIn(page, order.shopper.email, order.shopper.password);
      await page.goto(`/dashboard/myorders/${order._id}`);
      await page.getByRole('region', { name: 'Order status' }).waitFor(SLOW);
      await settled(page);
      findings.push(...(await audit(page, `/dashboard/myorders/{_id} (${label})`)));
      await page.context().close();

      const admin = await openPage(browser(), viewport, '/login');
      await signIn(admin, ADMIN.email, ADMIN.password);
      await admin.goto('/dashboard/orders');
      const row = admin.getByRole('list', { name: 'All orders' }).getByRole('button', { name: new RegExp(order.orderId) });
      await row.waitFor(SLOW);
      await settled(admin);
      findings.push(...(await audit(admin, `/dashboard/orders (${label})`)));
      await row.click();
      const panel = admin.getByRole('dialog', { name: `Order ${order.orderId}` });
      await panel.getByRole('button', { name: 'Mark packed' }).waitFor(SOON);
      await settled(admin);
      findings.push(...(await audit(admin, `order panel (${label})`, '[role="dialog"]')));

      expect(findings, report(findings)).toEqual([]);
      await admin.context().close();
    });

    it(`admin pages at ${label} width: category, sub category, upload product, product`, async () => {
      const findings: string[] = [];
      const page = await openPage(browser(), viewport, '/login');
      await signIn(page, ADMIN.email, ADMIN.password);

      await page.goto('/dashboard/category');
      await page.getByRole('heading', { name: 'Category', level: 1 }).waitFor(SOON);
      await expect.poll(() => page.getByRole('button', { name: /^Edit / }).count(), SLOW).toBeGreaterThan(0);
      await settled(page);
      findings.push(...(await audit(page, `/dashboard/category (${label})`)));

      await page.goto('/dashboard/subcategory');
      await page.getByRole('heading', { name: 'Sub Category', level: 1 }).waitFor(SOON);
      // A table on wide screens, a card each on phones: either way an Edit per sub category.
      await expect.poll(() => page.getByRole('button', { name: /^Edit / }).count(), SLOW).toBeGreaterThan(0);
      await settled(page);
      findings.push(...(await audit(page, `/dashboard/subcategory (${label})`)));

      await page.goto('/dashboard/upload-product');
      await page.getByRole('heading', { name: 'Upload Product', level: 1 }).waitFor(SOON);
      await settled(page);
      findings.push(...(await audit(page, `/dashboard/upload-product (${label})`)));

      await page.goto('/dashboard/product');
      await page.getByRole('heading', { name: 'Product', level: 1 }).waitFor(SOON);
      await expect.poll(() => page.getByRole('button', { name: /^Edit / }).count(), SLOW).toBeGreaterThan(0);
      await settled(page);
      findings.push(...(await audit(page, `/dashboard/product (${label})`)));

      expect(findings, report(findings)).toEqual([]);
      await page.context().close();
    });

    it(`store pages at ${label} width: stores, a store's form, its stock`, async () => {
      const findings: string[] = [];
      const page = await openPage(browser(), viewport, '/login');
      await signIn(page, ADMIN.email, ADMIN.password);

      await page.goto('/dashboard/stores');
      await page.getByRole('heading', { name: 'Stores', level: 1 }).waitFor(SOON);
      await page.getByRole('button', { name: 'Edit Mumbai Central' }).waitFor(SLOW);
      await settled(page);
      findings.push(...(await audit(page, `/dashboard/stores (${label})`)));

      await page.getByRole('button', { name: 'Edit Mumbai Central' }).click();
      await page.getByRole('dialog', { name: 'Edit Mumbai Central' }).getByLabel('Pincode 1', { exact: true }).waitFor(SOON);
      findings.push(...(await audit(page, `store form (${label})`, '[role="dialog"]')));
      await page.keyboard.press('Escape');

      await page.getByRole('link', { name: 'Stock at Mumbai Central' }).click();
      await page.getByRole('heading', { name: 'Stock at Mumbai Central', level: 1 }).waitFor(SOON);
      await expect.poll(() => page.getByLabel(/^Stock of /).count(), SLOW).toBeGreaterThan(0);
      await settled(page);
      findings.push(...(await audit(page, `a store's stock (${label})`)));

      expect(findings, report(findings)).toEqual([]);
      await page.context().close();
    });
  }
});
