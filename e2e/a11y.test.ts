import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  addAddressViaApi,
  addToCartViaApi,
  apiCall,
  apiToken,
  createTestProduct,
  findProducts,
  openPage,
  registerShopper,
  signIn,
  useBrowser,
} from './browser.js';

const ADMIN = { email: 'admin@example.com', password: 'Admin#12345' };
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SLOW = { timeout: 20_000 };
const SOON = { timeout: 10_000 };

const widths = [
  { label: 'desktop', viewport: DESKTOP },
  { label: 'phone', viewport: PHONE },
] as const;

/**
 * Runs axe on the page as it is now (or only on `scope`, e.g. an open modal whose page behind was
 * audited already) and returns one line per serious or critical violation (its id, help and the
 * elements concerned), plus any <img> without an alt attribute.
 */
async function audit(page: Page, where: string, scope?: string): Promise<string[]> {
  // Toasts come and go on their own clock (a fading one blends into what is behind it): let them go.
  await page.waitForFunction(() => document.querySelectorAll('[data-toast]').length === 0, undefined, { timeout: 15_000 });
  // Let entrance animations (the drawer sliding in) finish: colours are measured on screen.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (scope) builder.include(scope);
  const results = await builder.analyze();
  const findings = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.map((node) => `${node.target.join(' ')}${node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ').slice(0, 160)})` : ''}`);
      return `${where}: [${violation.impact}] ${violation.id}: ${violation.help}\n    ${targets.slice(0, 6).join('\n    ')}`;
    });
  const noAlt = await page.locator(`${scope ?? ''} img:not([alt])`.trim()).evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  if (noAlt.length > 0) findings.push(`${where}: img without alt: ${noAlt.join(', ')}`);
  return findings;
}

function report(findings: string[]): string {
  return `accessibility violations (serious/critical):\n${findings.join('\n')}`;
}

/** Loading states are marked aria-busy; a page is ready to audit once none is left. */
async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), SLOW).toBe(0);
}

/** A signed-in shopper with two products in the cart and a saved address. */
async function shopperReadyToPay(page: Page): Promise<void> {
  const shopper = await registerShopper('a11y');
  const token = await apiToken(shopper.email, shopper.password);
  await addAddressViaApi(token);
  for (const product of await findProducts('milk', 2)) await addToCartViaApi(token, product._id);
  await signIn(page, shopper.email, shopper.password);
}

/** A shopper's cash-on-delivery order, just placed (through the API). */
async function placedOrder(): Promise<{ _id: string; orderId: string; shopper: { email: string; password: string } }> {
  const shopper = await registerShopper('a11y-order');
  const token = await apiToken(shopper.email, shopper.password);
  const { _id: addressId } = await addAddressViaApi(token);
  for (const product of await findProducts('milk', 2)) await addToCartViaApi(token, product._id);
  const order = await apiCall<{ _id: string; orderId: string }>('POST', '/api/order/cash-on-delivery', { list_items: [], addressId, subTotalAmt: 0, totalAmt: 0 }, token);
  return { ...order, shopper };
}

/** What has the focus: inside the named dialog or not, and a short description of the element. */
async function focused(page: Page): Promise<{ inDialog: string | null; what: string }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { inDialog: null, what: 'body' };
    const dialog = element.closest('[role="dialog"], [role="alertdialog"]');
    const title = dialog?.getAttribute('aria-labelledby');
    const label = element.getAttribute('aria-label') ?? element.textContent?.replace(/\s+/g, ' ').trim().slice(0, 40) ?? '';
    return {
      inDialog: dialog ? (title ? (document.getElementById(title)?.textContent ?? '?') : '?') : null,
      what: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${label}"`,
    };
  });
}

/**
 * Opens a dialog from its opener with the keyboard, then: the focus is inside it; Tab and Shift+Tab
 * cycle within it (each wraps around); Escape closes it and gives the focus back to the opener.
 */
async function expectFocusTrap(page: Page, opener: Locator, dialogName: string): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.waitFor(SOON);
  await expect.poll(async () => (await focused(page)).inDialog, SOON).toBe(dialogName);

  const stops = await dialog.evaluate(
    (panel) =>
      [...panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])')].filter(
        (element) => element.getClientRects().length > 0,
      ).length,
  );
  expect(stops).toBeGreaterThan(0);
  for (const key of ['Tab', 'Shift+Tab']) {
    const seen: string[] = [];
    for (let press = 0; press < stops + 2; press += 1) {
      await page.keyboard.press(key);
      const now = await focused(page);
      expect(now.inDialog, `${key} #${press + 1} in ${dialogName} left the dialog for ${now.what}`).toBe(dialogName);
      seen.push(now.what);
    }
    // More presses than stops: the focus went round, back to where it had been.
    expect(new Set(seen).size, `${key} in ${dialogName}: ${seen.join(' → ')}`).toBeLessThan(seen.length);
  }

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached', ...SOON });
  await expect.poll(() => opener.evaluate((element) => element === document.activeElement), SOON).toBe(true);
}

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

describe('keyboard', () => {

  it('Tab from the top of the home page reaches the search bar, the account/login control and the cart button, each visibly focused', async () => {
    const page = await openPage(browser(), DESKTOP, '/');
    await expect.poll(() => page.locator('main article').count(), SLOW).toBeGreaterThan(0);

    /** Tabs from the top of a freshly loaded home page, once `account` (the control the header will show) is there. */
    const tabThroughHeader = async (account: Locator): Promise<string[]> => {
      await page.goto('/');
      await expect.poll(() => page.locator('main article').count(), SLOW).toBeGreaterThan(0);
      // Signed in, the header shows a placeholder until the user is loaded (with the session's code):
      // tabbing before that would pass over a control that is not there yet.
      await account.waitFor(SLOW);
      const reached: string[] = [];
      for (let press = 0; press < 8; press += 1) {
        await page.keyboard.press('Tab');
        const { what } = await focused(page);
        const outlined = await page.evaluate(() => {
          const element = document.activeElement;
          if (!element) return false;
          const style = getComputedStyle(element);
          return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
        });
        expect(outlined, `no visible focus on ${what}`).toBe(true);
        reached.push(what);
      }
      return reached;
    };

    const signedOut = await tabThroughHeader(page.getByRole('banner').getByRole('link', { name: 'Login' }));
    const index = (pattern: RegExp) => signedOut.findIndex((what) => pattern.test(what));
    expect(index(/"Search products"/), signedOut.join(' → ')).toBeGreaterThanOrEqual(0);
    expect(index(/^a.*"Login"/), signedOut.join(' → ')).toBeGreaterThan(index(/"Search products"/));
    expect(index(/^button.*"My Cart"/), signedOut.join(' → ')).toBeGreaterThan(index(/"Login"/));

    // Enter on the search bar opens the search page with the input focused.
    await page.getByRole('button', { name: 'Search products' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), SOON).toBe('site-search');

    // Signed in, the Account menu button takes the login link's place.
    await signIn(page, ADMIN.email, ADMIN.password);
    const signedIn = await tabThroughHeader(page.getByRole('banner').getByRole('button', { name: 'Account', exact: true }));
    expect(signedIn.some((what) => /^button.*"Account"/.test(what)), signedIn.join(' → ')).toBe(true);
    expect(signedIn.some((what) => /^button.*"(My Cart|\d+ items?)/.test(what)), signedIn.join(' → ')).toBe(true);
    await page.context().close();
  });

  it('the cart panel and the Add Address dialog keep the focus inside, close on Escape and give the focus back', async () => {
    const page = await openPage(browser(), DESKTOP, '/login');
    await shopperReadyToPay(page);
    const cart = page.getByRole('navigation', { name: 'Account and cart' }).getByRole('button', { name: /2 items/ });
    await cart.waitFor(SOON);
    await expectFocusTrap(page, cart, 'Cart');

    await page.goto('/checkout');
    await expect.poll(() => page.getByRole('group', { name: 'Delivery address' }).getByRole('radio').first().isChecked(), SLOW).toBe(true);
    await expectFocusTrap(page, page.getByRole('button', { name: 'Add address', exact: true }), 'Add Address');
    await page.context().close();
  });

  it('an order’s panel (admin) keeps the focus inside, closes on Escape and gives the focus back to its row', async () => {
    const order = await placedOrder();
    const page = await openPage(browser(), DESKTOP, '/login');
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/dashboard/orders');
    const row = page.getByRole('list', { name: 'All orders' }).getByRole('button', { name: new RegExp(order.orderId) });
    await row.waitFor(SLOW);
    await expectFocusTrap(page, row, `Order ${order.orderId}`);
    await page.context().close();
  });

  it('the Add Category dialog keeps the focus inside, closes on Escape and gives the focus back', async () => {
    const page = await openPage(browser(), DESKTOP, '/login');
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/dashboard/category');
    await page.getByRole('heading', { name: 'Category', level: 1 }).waitFor(SOON);
    await expect.poll(() => page.getByRole('button', { name: /^Edit / }).count(), SLOW).toBeGreaterThan(0);
    await expectFocusTrap(page, page.getByRole('button', { name: 'Add Category' }).first(), 'Add Category');
    await page.context().close();
  });
});
