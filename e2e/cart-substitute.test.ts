import { describe, expect, it } from 'vitest';
import { ADMIN, PHONE, apiCall, apiToken, createTestProduct, openPage, overflowsSideways, shopperViaApi, signIn, useBrowser } from './browser.js';
import { SLOW, SOON } from './cart.js';

/** The cart line's "A product I choose…": the chooser on a phone, the choice saved and shown. */

describe('cart: a replacement the shopper chooses', () => {
  const browser = useBrowser();

  it('phone: "A product I choose…" lists the sub category in stock, by keyboard; Save shows "If out: <name>" and the server keeps it', async () => {
    const admin = await apiToken(ADMIN.email, ADMIN.password);
    const line = await createTestProduct(admin, 5);
    const other = await createTestProduct(admin, 5);
    const soldOut = await createTestProduct(admin, 0);
    const { shopper, token } = await shopperViaApi('substitute', { productIds: [line._id] });

    const page = await openPage(browser(), PHONE, '/login');
    await signIn(page, shopper.email, shopper.password);
    await page.goto('/cart');
    const select = page.getByLabel(`If out of stock, for ${line.name}`);
    await select.waitFor(SLOW);
    await select.selectOption({ label: 'A product I choose…' });

    const dialog = page.getByRole('dialog', { name: 'Choose a replacement' });
    const choices = dialog.getByRole('group', { name: `Replace ${line.name} with` });
    await choices.waitFor(SOON);
    // Same sub category, in stock at the store: the other product, never the line's own or a sold-out one.
    const option = choices.getByRole('radio', { name: new RegExp(other.name) });
    await option.waitFor(SOON);
    expect(await choices.getByRole('radio', { name: new RegExp(line.name) }).count()).toBe(0);
    expect(await choices.getByRole('radio', { name: new RegExp(soldOut.name) }).count()).toBe(0);
    expect(await overflowsSideways(page)).toBe(false);
    // Keyboard: focus the choice and check it with Space.
    await option.focus();
    await page.keyboard.press('Space');
    expect(await option.isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached', ...SOON });

    await page.getByText(`If out: ${other.name}`).waitFor(SOON);
    await expect
      .poll(async () => {
        const cart = await apiCall<{ _id: string; substitution?: unknown }[]>('GET', '/api/cart/get', undefined, token);
        return cart.find((entry) => entry._id === line._id)?.substitution;
      }, SOON)
      .toEqual({ productId: other._id });

    // After a reload the choice is read back from the server.
    await page.reload();
    await page.getByText(`If out: ${other.name}`).waitFor(SLOW);
    expect(await page.getByLabel(`If out of stock, for ${line.name}`).inputValue()).toBe('choose');
    await page.context().close();
  });
});
