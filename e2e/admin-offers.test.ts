/** The admin's Offers page: add a coupon through the form, see it listed with its uses, deactivate it. */
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, openPage, signIn, useBrowser } from './browser.js';

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

describe('Offers (admin): the stores an offer is for, on a phone', () => {
  const browser = useBrowser();

  it('picks stores by name with the keyboard, lists them on the offer, keeps them on edit; none ticked is all stores', async () => {
    const page = await openPage(browser(), PHONE, '/');
    await signIn(page, 'admin@example.com', 'Admin#12345');
    await page.goto('/dashboard/offers');
    await page.getByRole('heading', { level: 1, name: 'Offers' }).waitFor(SLOW);
    const list = page.getByRole('list', { name: 'Offers' });
    await list.getByText('WELCOME50').first().waitFor(SLOW);

    const code = `STO${Date.now().toString(36).toUpperCase()}`;
    await page.getByRole('button', { name: 'Add offer' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add offer' });
    await dialog.getByLabel('Coupon code').fill(code);
    await dialog.getByLabel('Title').fill('₹20 off in Bengaluru');
    await dialog.getByLabel('Amount off (₹)').fill('20');
    const stores = dialog.getByRole('group', { name: 'Stores' });
    await stores.getByText('All stores: none chosen.').waitFor(SLOW);
    const bengaluru = stores.getByRole('checkbox', { name: 'Bengaluru Indiranagar' });
    await bengaluru.waitFor(SLOW);
    expect(await stores.getByRole('checkbox', { name: 'Mumbai Central' }).isChecked()).toBe(false);
    // The keyboard ticks it: focus and Space, as a screen reader user would.
    await bengaluru.focus();
    await page.keyboard.press('Space');
    expect(await bengaluru.isChecked()).toBe(true);
    await stores.getByText(/1 of \d+ chosen\. None chosen: all stores\./).waitFor(SLOW);
    // It fits the phone: no box wider than the screen.
    const box = await bengaluru.locator('xpath=..').boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    await dialog.getByRole('button', { name: 'Add offer' }).click();
    await dialog.waitFor({ state: 'detached', ...SLOW });

    const row = list.getByRole('listitem').filter({ hasText: code });
    await row.getByText(/only at Bengaluru Indiranagar/).waitFor(SLOW);
    // Deactivating keeps its stores (the whole offer is saved again).
    await row.getByRole('button', { name: `Deactivate ${code}` }).click();
    await row.getByText('Inactive').waitFor(SLOW);
    expect(await row.innerText()).toContain('only at Bengaluru Indiranagar');

    await row.getByRole('button', { name: `Edit ${code}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${code}` });
    const ticked = edit.getByRole('group', { name: 'Stores' }).getByRole('checkbox', { name: 'Bengaluru Indiranagar' });
    await ticked.waitFor(SLOW);
    expect(await ticked.isChecked()).toBe(true);
    await ticked.uncheck();
    await edit.getByRole('group', { name: 'Stores' }).getByText('All stores: none chosen.').waitFor(SLOW);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.waitFor({ state: 'detached', ...SLOW });
    await row.filter({ hasNotText: 'only at' }).waitFor(SLOW);
  });
});
