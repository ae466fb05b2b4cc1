import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, DESKTOP, openPage, signIn, useBrowser } from './browser.js';
import { SLOW, SOON, placedOrder, shopperReadyToPay } from './accessibility.js';

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

  // The panel may still be filling (offers, lines, the total on Proceed) while the keys are pressed,
  // so the number of stops is not counted up front, and the first stop is known as an element, not
  // by its text (which can change meanwhile): each key goes round until the focus is back on it.
  const MAX_PRESSES = 80;
  const FIRST = 'data-first-focus-stop';
  for (const key of ['Tab', 'Shift+Tab']) {
    const seen: string[] = [];
    while (seen.length < MAX_PRESSES) {
      await page.keyboard.press(key);
      const now = await focused(page);
      expect(now.inDialog, `${key} #${seen.length + 1} in ${dialogName} left the dialog for ${now.what}`).toBe(dialogName);
      // Counted from the first stop the key reaches (the focus may have started on the dialog itself).
      const back = await page.evaluate((first) => document.activeElement?.hasAttribute(first) ?? false, FIRST);
      if (seen.length > 0 && back) break;
      if (seen.length === 0) await page.evaluate((first) => document.activeElement?.setAttribute(first, ''), FIRST);
      seen.push(now.what);
    }
    await page.evaluate((first) => document.querySelector(`[${first}]`)?.removeAttribute(first), FIRST);
    expect(seen.length, `${key} in ${dialogName} never came back to where it went first: ${seen.join(' → ')}`).toBeLessThan(MAX_PRESSES);
  }

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached', ...SOON });
  await expect.poll(() => opener.evaluate((element) => element === document.activeElement), SOON).toBe(true);
}

/** One browser for the whole file. */
const browser = useBrowser();

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
