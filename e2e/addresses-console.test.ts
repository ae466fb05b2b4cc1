import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  TEST_ADDRESS,
  addAddressViaApi,
  apiCall,
  apiToken,
  openPage,
  registerShopper,
  signIn,
  toast,
  useBrowser,
  type Ref,
} from './browser.js';

const patient = { timeout: 15_000 };

describe('addresses', () => {
  const browser = useBrowser();

  for (const [label, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`${label}: removing an address asks first; Cancel keeps it, Remove removes it`, async () => {
      const shopper = await registerShopper('address');
      const token = await apiToken(shopper.email, shopper.password);
      await addAddressViaApi(token, { ...TEST_ADDRESS, address_line: '7 Lake View Road' });
      await addAddressViaApi(token, { ...TEST_ADDRESS, address_line: '21 Hill Street' });
      const page = await openPage(browser(), viewport, '/login');
      await signIn(page, shopper.email, shopper.password);
      const removals: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/address/disable')) removals.push(request.postData() ?? '');
      });
      await page.goto('/dashboard/address');
      const saved = page.getByRole('list', { name: 'Saved addresses' });
      const remove = page.getByRole('button', { name: `Remove address 7 Lake View Road, ${TEST_ADDRESS.city}` });
      await remove.waitFor(patient);

      await remove.click();
      const confirm = page.getByRole('alertdialog', { name: 'Remove address' });
      await confirm.waitFor(patient);
      expect(await confirm.textContent()).toContain('7 Lake View Road');
      // Cancel has the focus: Enter never removes by accident.
      await page.keyboard.press('Enter');
      await expect.poll(() => confirm.count(), patient).toBe(0);
      expect(removals).toEqual([]);
      expect(await saved.getByText('7 Lake View Road').count()).toBe(1);

      await remove.click();
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await toast(page, 'Address Remove').waitFor(patient);
      await expect.poll(() => saved.getByText('7 Lake View Road').count(), patient).toBe(0);
      expect(await saved.getByText('21 Hill Street').count()).toBe(1);
      expect(removals).toHaveLength(1);
      await page.context().close();
    });
  }
});

describe('a quiet console', () => {
  const browser = useBrowser();

  for (const [label, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`${label}: a signed-in shopper's pages log no warning or error (no Amplify endpoint notice)`, async () => {
      const shopper = await registerShopper('console');
      const page = await openPage(browser(), viewport, '/login');
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') logged.push(`${page.url()}: [${message.type()}] ${message.text()}`);
      });
      await signIn(page, shopper.email, shopper.password);
      const [category] = await apiCall<Ref[]>('GET', '/api/category/get');
      const [product] = await apiCall<Ref[]>('POST', '/api/product/search-product', { search: 'milk', page: 1 });

      // Every page load configures the session library anew.
      const walk: [path: string, ready: () => Promise<unknown>][] = [
        ['/', () => page.getByRole('link', { name: category!.name, exact: true }).first().waitFor(patient)],
        ['/search?q=milk', () => page.getByRole('heading', { name: /^Search Results: \d+$/ }).waitFor(patient)],
        [`/product/x-${product!._id}`, () => page.getByRole('heading', { level: 1, name: product!.name }).waitFor(patient)],
        ['/dashboard/address', () => page.getByRole('heading', { level: 1, name: 'Address' }).waitFor(patient)],
        ['/dashboard/myorders', () => page.getByRole('heading', { level: 1, name: 'Order' }).waitFor(patient)],
      ];
      for (const [path, ready] of walk) {
        await page.goto(path);
        await ready();
        // The session is read on every page (the header's account, the cart).
        await page.waitForLoadState('networkidle');
      }
      // Through the app too: a tile to its aisle.
      await page.goto('/');
      await page.getByRole('link', { name: category!.name, exact: true }).first().click();
      await page.getByRole('navigation', { name: 'Sub categories' }).waitFor(patient);
      await page.waitForLoadState('networkidle');

      expect(logged).toEqual([]);
      await page.context().close();
    });
  }
});
