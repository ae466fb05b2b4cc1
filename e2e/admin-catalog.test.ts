import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP, openPage, pngFile, reloadUntil, scrollToEnd, signIn, toast, uniqueId, useBrowser } from './browser.js';

/** Server round trips on a busy 2-core machine: wait for them generously. */
const patient = { timeout: 15_000 };

/** Opens an admin page the way an admin does: Account menu, then the link. */
async function openFromAccountMenu(page: Page, link: string, path: string) {
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: link, exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** Clicks a button that opens the file chooser and picks `file`. */
async function chooseFile(page: Page, button: ReturnType<Page['getByRole']>, file: ReturnType<typeof pngFile>) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

describe('admin catalog: category, sub category and product, seen by shoppers', () => {
  const browser = useBrowser();
  const id = uniqueId();
  // Names sort after the seeded catalog, so the new row is the last one on the home page.
  const category = `Zesty Minerals ${id}`;
  const subCategory = `Rock Salts ${id}`;
  const product = `Himalayan Pink Salt ${id}`;
  const field = { name: 'Origin', value: 'Khewra, Punjab' };
  let admin: Page | undefined;
  /** The later tests build on the first one's product: they say so plainly when it is missing. */
  let created = false;
  const needCreated = () => {
    if (!created || !admin) throw new Error('the category, sub category and product of the first test were not created');
    return admin;
  };

  afterAll(async () => {
    await admin?.context().close();
  });

  it('admin creates a category with an image, a sub category in it and a product with a custom field', async () => {
    admin = await openPage(browser(), DESKTOP, '/login');
    const page = admin;
    await signIn(page, 'admin@example.com', 'Admin#12345');

    // Category.
    await openFromAccountMenu(page, 'Category', '/dashboard/category');
    await page.getByRole('heading', { name: 'Category', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add Category' }).first().click();
    const addCategory = page.getByRole('dialog', { name: 'Add Category' });
    const upload = addCategory.getByRole('button', { name: 'Upload Image' });
    // SPEC section 5: no upload before there is a name.
    expect(await upload.isDisabled()).toBe(true);
    await addCategory.getByLabel('Name').fill(category);
    await chooseFile(page, upload, pngFile('minerals.png', [230, 150, 160]));
    await addCategory.getByRole('img', { name: `${category} preview` }).waitFor();
    await addCategory.getByRole('button', { name: 'Add Category' }).click();
    await expect.poll(() => addCategory.count(), patient).toBe(0);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Edit ${category}` }) });
    await card.waitFor();
    expect(await card.getByText(category, { exact: true }).count()).toBe(1);
    expect(await card.locator('img[src*="/media/category/"]').count()).toBe(1);

    // Sub category linked to it.
    await openFromAccountMenu(page, 'Sub Category', '/dashboard/subcategory');
    await page.getByRole('button', { name: 'Add Sub Category' }).first().click();
    const addSub = page.getByRole('dialog', { name: 'Add Sub Category' });
    const submitSub = addSub.getByRole('button', { name: 'Add Sub Category' });
    await addSub.getByLabel('Name').fill(subCategory);
    await chooseFile(page, addSub.getByRole('button', { name: 'Upload Image' }), pngFile('salts.png', [200, 200, 210]));
    await addSub.getByRole('img', { name: `${subCategory} preview` }).waitFor();
    // Still no category: submit stays off.
    expect(await submitSub.isDisabled()).toBe(true);
    await addSub.getByRole('combobox', { name: 'Category' }).selectOption({ label: category });
    const chips = addSub.getByRole('list', { name: 'Chosen' });
    await chips.getByText(category, { exact: true }).waitFor();
    expect(await chips.getByRole('button', { name: `Remove ${category}` }).count()).toBe(1);
    await submitSub.click();
    await expect.poll(() => addSub.count(), patient).toBe(0);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: subCategory, exact: true }) });
    await row.waitFor();
    expect(await row.getByRole('cell').getByText(category, { exact: true }).count()).toBe(1);

    // Product in that sub category, with a custom field.
    await openFromAccountMenu(page, 'Upload Product', '/dashboard/upload-product');
    const form = page.getByRole('main');
    await form.getByLabel('Name', { exact: true }).fill(product);
    await form.getByLabel('Description', { exact: true }).fill('Unrefined rock salt, hand-crushed. Rich in minerals.');
    await chooseFile(page, form.getByRole('button', { name: 'Upload Image' }), pngFile('salt.png', [240, 170, 180]));
    await form.getByRole('button', { name: 'Preview image 1' }).waitFor();
    await form.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: category });
    await form.getByRole('combobox', { name: 'Sub Category', exact: true }).selectOption({ label: subCategory });
    await form.getByRole('button', { name: `Remove ${subCategory}` }).waitFor();
    await form.getByLabel('Unit', { exact: true }).fill('1 kg');
    await form.getByLabel('Number of Stock', { exact: true }).fill('25');
    await form.getByLabel('Price (₹)', { exact: true }).fill('149');
    await form.getByLabel('Discount (%)', { exact: true }).fill('10');
    await form.getByRole('button', { name: 'Add Fields' }).click();
    const addField = page.getByRole('dialog', { name: 'Add Field' });
    await addField.getByPlaceholder('Enter field name').fill(field.name);
    await addField.getByRole('button', { name: 'Add Field' }).click();
    await expect.poll(() => addField.count(), patient).toBe(0);
    await form.getByLabel(field.name, { exact: true }).fill(field.value);
    await form.getByRole('button', { name: 'Submit' }).click();
    const success = page.getByRole('dialog', { name: 'Success' });
    await success.getByText('Product created').waitFor();
    await success.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => success.count(), patient).toBe(0);
    // The form starts empty again.
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('');

    // The admin list finds it by search.
    await openFromAccountMenu(page, 'Product', '/dashboard/product');
    const search = page.getByRole('searchbox', { name: 'Search product' });
    await page.getByRole('heading', { name: 'Product', level: 1 }).waitFor();
    // Newest first: the new product leads the unfiltered list.
    const cards = page.getByRole('main').getByRole('button', { name: /^Delete / });
    await reloadUntil(page, async () => (await cards.first().getAttribute('aria-label', { timeout: 1_000 }).catch(() => null)) === `Delete ${product}`);
    await search.fill(product);
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByRole('button', { name: `Delete ${product}` }).count()).toBe(1);
    expect(await page.getByRole('main').getByText('1 kg', { exact: true }).count()).toBe(1);
    created = true;
  });

  it('a shopper finds it on the home page, in its sub category, by a misspelt search and on its own page', async () => {
    needCreated();
    const page = await openPage(browser(), DESKTOP, '/');
    await signIn(page, 'shopper@example.com', 'Shopper#12345');

    // Home: a row for the new category, far down the page, holding the product.
    const row = page.getByRole('region', { name: category, exact: true });
    // Rows load as the shopper scrolls; the new category's row is the last one.
    const link = row.getByRole('link', { name: product });
    await reloadUntil(page, async () => {
      await scrollToEnd(page);
      return link.first().isVisible();
    });
    await row.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY), patient).toBeGreaterThan(0);
    expect(await row.getByRole('article').count()).toBe(1);

    // See All: the sub category list with the product.
    await row.getByRole('link', { name: `See All ${category}` }).click();
    await page.waitForURL((url) => url.pathname.split('/').length === 3 && url.pathname.includes('Rock-Salts-'));
    await page.getByRole('heading', { level: 1, name: subCategory.replace(/\s+/g, ' ') }).waitFor();
    const rail = page.getByRole('navigation', { name: 'Sub categories' });
    expect(await rail.locator('[aria-current=page]').textContent()).toContain(subCategory);
    await page.getByRole('main').getByRole('link', { name: product }).waitFor();

    // Search with a typo.
    await page.getByRole('button', { name: 'Search products' }).click();
    await page.waitForURL((url) => url.pathname === '/search');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('himalyan');
    await expect.poll(() => new URL(page.url()).searchParams.get('q'), patient).toBe('himalyan');
    const found = page.getByRole('main').getByRole('link', { name: product });
    await expect.poll(() => found.count(), { timeout: 20_000 }).toBe(1);

    // Its own page: name, price, unit, the custom field and the picture.
    await found.click();
    await page.waitForURL(/\/product\/Himalayan-Pink-Salt-.+-[0-9a-f]+$/);
    const details = page.getByRole('main');
    await details.getByRole('heading', { level: 1, name: product }).waitFor();
    const title = details.getByRole('region', { name: product });
    expect(await title.getByText('1 kg').count()).toBeGreaterThan(0);
    // ₹149 at 10 % off: ₹14.90 rounds up to ₹15 off (SPEC section 9).
    expect(await title.getByText('Price ₹134', { exact: true }).count()).toBe(1);
    expect(await title.getByText('MRP ₹149', { exact: true }).count()).toBe(1);
    expect(await title.getByText('10% OFF').count()).toBe(1);
    const productDetails = details.getByRole('region', { name: 'Product Details' });
    expect(await productDetails.getByRole('term').filter({ hasText: field.name }).count()).toBe(1);
    expect(await productDetails.getByRole('definition').filter({ hasText: field.value }).count()).toBe(1);
    const picture = details.getByRole('img', { name: product, exact: true });
    expect(await picture.getAttribute('src')).toMatch(/\/media\/product\//);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), patient).toBe(16);
    await page.context().close();
  });

  it('admin deletes the product after confirming; it leaves the list', async () => {
    const page = needCreated();
    await page.goto('/dashboard/product');
    const deleteButton = page.getByRole('button', { name: `Delete ${product}` });
    await page.getByRole('searchbox', { name: 'Search product' }).fill(product);
    await expect.poll(() => deleteButton.count(), { timeout: 20_000 }).toBe(1);
    await deleteButton.click();
    const confirm = page.getByRole('alertdialog', { name: 'Permanent Delete' });
    await confirm.getByText('Are you sure want to delete permanent ?').waitFor();
    // Cancel keeps it.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.count(), patient).toBe(0);
    expect(await deleteButton.count()).toBe(1);
    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Product deleted').waitFor();
    await expect.poll(() => confirm.count(), patient).toBe(0);
    await expect.poll(() => deleteButton.count(), { timeout: 20_000 }).toBe(0);
    // Gone from the server's list too (searching still shows near matches, other salts).
    const search = page.getByRole('searchbox', { name: 'Search product' });
    const cards = page.getByRole('main').getByRole('button', { name: /^Delete / });
    await page.reload();
    await search.fill(product);
    await reloadUntil(page, async () => (await cards.count()) > 0 && (await deleteButton.count()) === 0, {
      afterReload: () => search.fill(product),
    });
  });

  it('a shopper opening an admin page sees Do not have permission', async () => {
    const page = await openPage(browser(), DESKTOP, '/');
    await signIn(page, 'shopper@example.com', 'Shopper#12345');
    await page.goto('/dashboard/category');
    const refusal = page.getByRole('alert').filter({ hasText: 'Do not have permission' });
    await refusal.waitFor();
    // In red (SPEC section 6).
    const [r, g, b] = await refusal.getByText('Do not have permission').evaluate((el) => {
      // The computed colour may be oklch(); a canvas turns it into RGB.
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return [0, 0, 0];
      context.fillStyle = getComputedStyle(el).color;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    });
    expect(r).toBeGreaterThan(150);
    expect((g ?? 0) + (b ?? 0)).toBeLessThan(r ?? 0);
    expect(await page.getByRole('button', { name: 'Add Category' }).count()).toBe(0);
    await page.context().close();
  });
});
