/**
 * A double click does one thing: double-clicking Add Category or the Add Address dialog's
 * Submit sends one request and saves one item. The second click used to come before React disabled
 * the button and saved a second copy.
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP, TEST_ADDRESS, apiCall, apiToken, countRequests, openAddAddressDialog, pngFile, registerShopper, signIn, toast, uniqueId, useBrowserPages } from './browser.js';

const patient = { timeout: 15_000 };

describe('double clicks', () => {
  const open = useBrowserPages();

  it('a double-clicked Add Category adds one category, without an error', async () => {
    const page = await open(DESKTOP, '/login');
    await signIn(page, 'admin@example.com', 'Admin#12345');
    await page.goto('/dashboard/category');
    await page.getByRole('button', { name: 'Add Category' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Category' });
    const name = `Double Click Treats ${uniqueId()}`;
    await dialog.getByLabel('Name').fill(name);
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload Image' }).click();
    await (await chooser).setFiles(pngFile('treats.png', [240, 190, 90]));
    await dialog.getByRole('img', { name: `${name} preview` }).waitFor();

    const posts = countRequests(page, '/api/category/add-category', 'POST');
    await dialog.getByRole('button', { name: 'Add Category' }).dblclick();
    await expect.poll(() => dialog.count(), patient).toBe(0);
    await toast(page, 'Category added').waitFor();

    expect(posts()).toBe(1);
    const categories = await apiCall<{ name: string }[]>('GET', '/api/category/get');
    expect(categories.filter((c) => c.name === name)).toHaveLength(1);
    expect(await toast(page, /already exists/).count()).toBe(0);
  });

  it('a double-clicked Submit in Add Address saves one address', async () => {
    const shopper = await registerShopper('dblclick');
    const page = await open(DESKTOP, '/login');
    await signIn(page, shopper.email, shopper.password);
    const dialog = await openAddAddressDialog(page);
    await dialog.getByLabel('Address Line').fill(TEST_ADDRESS.address_line);
    await dialog.getByLabel('City').fill(TEST_ADDRESS.city);
    await dialog.getByLabel('State').fill(TEST_ADDRESS.state);
    await dialog.getByLabel('Pincode').fill(TEST_ADDRESS.pincode);
    await dialog.getByLabel('Mobile No.').fill(TEST_ADDRESS.mobile);

    const posts = countRequests(page, '/api/address/create', 'POST');
    await dialog.getByRole('button', { name: 'Submit' }).dblclick();
    await dialog.waitFor({ state: 'detached', ...patient });

    expect(posts()).toBe(1);
    const token = await apiToken(shopper.email, shopper.password);
    const addresses = await apiCall<{ address_line: string }[]>('GET', '/api/address/get', undefined, token);
    expect(addresses.map((a) => a.address_line)).toEqual([TEST_ADDRESS.address_line]);
  });
});
