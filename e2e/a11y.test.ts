import { describe, expect, it } from 'vitest';
import { ADMIN, DESKTOP, addAddressViaApi, addToCartViaApi, apiCall, apiToken, createTestProduct, openPage, registerShopper, signIn, useBrowser } from './browser.js';
import { SLOW, SOON, audit, report, settled, shopperReadyToPay, widths } from './accessibility.js';

/** The public and shopper pages; the admin's are in a11y-admin.test.ts, the keyboard in keyboard.test.ts. */

/** One browser for the whole file. */
const browser = useBrowser();

describe('accessibility (axe-core, WCAG 2.1 A/AA: no serious or critical violations)', () => {

  for (const { label, viewport } of widths) {
    it(`public pages at ${label} width: home, search, product, login`, async () => {
      const findings: string[] = [];
      const page = await openPage(browser(), viewport, '/');
      // The first catalog call of a fresh stack loads its snapshot: allow it the time.
      await expect.poll(() => page.locator('main article').count(), { timeout: 30_000 }).toBeGreaterThan(6);
      await settled(page);
      findings.push(...(await audit(page, `home (${label})`)));

      await page.goto('/search?q=milk');
      await expect.poll(() => page.getByRole('heading', { name: /^Search Results: [1-9]\d*$/ }).count(), SLOW).toBe(1);
      await expect.poll(() => page.locator('main article').count(), SLOW).toBeGreaterThan(0);
      await settled(page);
      findings.push(...(await audit(page, `/search?q=milk (${label})`)));

      await page.locator('main article h2 a, main article h3 a').first().click();
      await page.waitForURL(/\/product\/.+-[0-9a-f]+$/);
      await page.getByRole('heading', { name: 'Why shop from QuickBasket?' }).waitFor(SLOW);
      await settled(page);
      findings.push(...(await audit(page, `product page (${label})`)));

      await page.goto('/login');
      await page.getByRole('button', { name: 'Login' }).waitFor(SOON);
      findings.push(...(await audit(page, `/login (${label})`)));

      expect(findings, report(findings)).toEqual([]);
      await page.context().close();
    });

    it(`shopper pages at ${label} width: the open cart, /checkout with an address and items`, async () => {
      const findings: string[] = [];
      const page = await openPage(browser(), viewport, '/login');
      await shopperReadyToPay(page);
      const cart = page.getByRole('navigation', { name: 'Account and cart' }).getByRole('button', { name: /2 items/ });
      await cart.waitFor(SOON);
      await cart.click();
      if (viewport === DESKTOP) {
        // Wide screens: the Cart side panel.
        const panel = page.getByRole('dialog', { name: 'Cart' });
        await panel.getByRole('region', { name: 'Bill details' }).waitFor(SOON);
        await settled(page);
        findings.push(...(await audit(page, `cart panel (${label})`, '[role="dialog"]')));
        await page.keyboard.press('Escape');
      } else {
        // Phones: the /cart page.
        await page.waitForURL((url) => url.pathname === '/cart');
        await page.getByRole('region', { name: 'Bill details' }).waitFor(SOON);
        await settled(page);
        findings.push(...(await audit(page, `/cart (${label})`)));
      }

      await page.goto('/checkout');
      await expect.poll(() => page.getByRole('group', { name: 'Delivery address' }).getByRole('radio').first().isChecked(), SLOW).toBe(true);
      await page.getByRole('button', { name: 'Online Payment' }).waitFor(SOON);
      await settled(page);
      findings.push(...(await audit(page, `/checkout (${label})`)));

      expect(findings, report(findings)).toEqual([]);
      await page.context().close();
    });

    it(`/cart and /checkout at ${label} width with a line to fix and a card order awaiting payment`, async () => {
      const findings: string[] = [];
      const product = await createTestProduct(await apiToken(ADMIN.email, ADMIN.password), 3);
      const shopper = await registerShopper('a11y-fix');
      const token = await apiToken(shopper.email, shopper.password);
      const { _id: addressId } = await addAddressViaApi(token);
      await addToCartViaApi(token, product._id);
      await apiCall('PUT', '/api/cart/update-qty', { _id: product._id, qty: 2 }, token);
      // The card checkout holds 2 of the 3 until it is paid or cancelled: the cart's 2 are more than is left.
      await apiCall('POST', '/api/order/checkout', { list_items: [], addressId, subTotalAmt: 0, totalAmt: 0 }, token);
      const page = await openPage(browser(), viewport, '/login');
      await signIn(page, shopper.email, shopper.password);

      await page.goto('/cart');
      await page.getByText('Only 1 left — reduce to 1').waitFor(SLOW);
      await settled(page);
      findings.push(...(await audit(page, `/cart with a line to fix (${label})`)));

      await page.goto('/checkout');
      await page.getByRole('region', { name: 'An order is waiting for your payment' }).waitFor(SLOW);
      await page.getByRole('list', { name: 'Items to fix' }).waitFor(SLOW);
      await settled(page);
      findings.push(...(await audit(page, `/checkout with a line to fix and an order awaiting payment (${label})`)));

      expect(findings, report(findings)).toEqual([]);
      await page.context().close();
    });
  }
});
