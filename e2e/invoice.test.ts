/**
 * The tax invoice in the browser: from a delivered order's page to its printable invoice, on a phone
 * and a desktop; printed (print media), the page is the invoice alone, without the site's header,
 * footer or buttons.
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, apiCall, apiToken, findProducts, openPage, placeCashOrder, shopperViaApi, signIn, useBrowser, whatOverflowsSideways } from './browser.js';

const ADMIN = { email: 'admin@example.com', password: 'Admin#12345' };
const SOON = { timeout: 15_000 };

/** A shopper's cash order of biscuits (18 % GST, HSN 1905 in the demo) at the default store, delivered by the store. */
async function deliveredOrder(label: string) {
  const [biscuits] = await findProducts('biscuits');
  const { shopper, token, addressIds } = await shopperViaApi(label, { productIds: [biscuits!._id] });
  const order = await placeCashOrder(token, addressIds[0]!);
  const admin = await apiToken(ADMIN.email, ADMIN.password);
  for (const status of ['packed', 'out_for_delivery', 'delivered']) await apiCall('PUT', '/api/order/update-status', { _id: order._id, status }, admin);
  return { shopper, order };
}

describe('tax invoice', () => {
  const browser = useBrowser();

  for (const [device, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`opens from a delivered order's page and prints as the invoice alone (${device})`, async () => {
      const { shopper, order } = await deliveredOrder(`invoice-${device}`);
      const page = await openPage(browser(), viewport);
      await signIn(page, shopper.email, shopper.password);
      await page.goto(`/dashboard/myorders/${order._id}`);
      const link = page.getByRole('link', { name: 'View tax invoice' });
      await link.waitFor(SOON);
      await link.click();
      await page.waitForURL(`**/invoice/${order._id}`);

      const sheet = page.getByRole('region', { name: 'Tax Invoice' });
      await sheet.waitFor(SOON);
      expect(await sheet.getByText('1905', { exact: true }).count()).toBeGreaterThan(0);
      expect(await sheet.getByText(/^Rupees .* Only$/).isVisible()).toBe(true);
      expect(await sheet.getByText('GSTIN 27AAPFU0939F1ZV').isVisible()).toBe(true);
      expect(await whatOverflowsSideways(page)).toEqual([]);

      // The Print button opens the browser's print dialog.
      await page.evaluate(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed += 1;
        };
      });
      await page.getByRole('button', { name: 'Print' }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('header').first().isVisible()).toBe(false);
      expect(await page.locator('footer').first().isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
      expect(await page.getByRole('link', { name: 'Back to the order' }).isVisible()).toBe(false);
      expect(await sheet.isVisible()).toBe(true);
      await page.context().close();
    }, 90_000);
  }
});
