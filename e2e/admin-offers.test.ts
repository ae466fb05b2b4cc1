/** The admin's Offers page: add a coupon through the form, see it listed with its uses, deactivate it. */
import { describe, expect, it } from 'vitest';
import { DESKTOP, openPage, signIn, useBrowser } from './browser.js';

const SLOW = { timeout: 20_000 };

describe('Offers (admin)', () => {
  const browser = useBrowser();

  it('adds a coupon with the form, lists it with its uses, deactivates it', async () => {
    const page = await openPage(browser(), DESKTOP, '/');
    await signIn(page, 'admin@example.com', 'Admin#12345');
    await page.goto('/dashboard/offers');
    await page.getByRole('heading', { level: 1, name: 'Offers' }).waitFor(SLOW);
    const list = page.getByRole('list', { name: 'Offers' });
    await list.getByText('WELCOME50').first().waitFor(SLOW);

    const code = `ADM${Date.now().toString(36).toUpperCase()}`;
    await page.getByRole('button', { name: 'Add offer' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add offer' });
    await dialog.getByLabel('Coupon code').fill(code);
    await dialog.getByLabel('Title').fill('₹30 off');
    await dialog.getByLabel('Amount off (₹)').fill('30');
    await dialog.getByLabel('Minimum cart value (₹)').fill('149');
    await dialog.getByLabel('Total uses (0: no limit)').fill('5');
    await dialog.getByRole('button', { name: 'Add offer' }).click();
    await dialog.waitFor({ state: 'detached', ...SLOW });

    const row = list.getByRole('listitem').filter({ hasText: code });
    await row.waitFor(SLOW);
    expect(await row.innerText()).toMatch(/₹30 off · over ₹149/);
    expect(await row.innerText()).toContain('Used 0 of 5');

    await row.getByRole('button', { name: `Deactivate ${code}` }).click();
    await row.getByText('Inactive').waitFor(SLOW);
  });
});
