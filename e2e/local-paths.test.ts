/**
 * Addresses loaded straight into the browser: a product whose name has a dot opens, ids
 * left empty show the not-found page, and a path that is not valid percent-encoding is a 400.
 */
import { describe, expect, it } from 'vitest';
import { productPath } from '../frontend/src/lib/slug.js';
import { DESKTOP, apiCall, apiToken, findProducts, openPage, site, uniqueId, useBrowser, type Product } from './browser.js';

const patient = { timeout: 15_000 };

describe('addresses loaded directly', () => {
  const browser = useBrowser();

  it('opens a product whose name has a dot ("Amul Butter 0.5 kg") from its URL', async () => {
    const token = await apiToken('admin@example.com', 'Admin#12345');
    const [seeded] = await findProducts('butter', 1);
    const template = await apiCall<Product>('POST', '/api/product/get-product-details', { productId: seeded!._id });
    const product = await apiCall<Product>(
      'POST',
      '/api/product/create',
      {
        name: `Amul Butter 0.5 kg ${uniqueId()}`,
        image: template.image,
        category: template.category,
        subCategory: template.subCategory,
        unit: '500 g',
        stock: 5,
        price: 275,
        discount: 0,
        description: 'Salted butter, the half-kilo pack.',
        more_details: {},
      },
      token,
    );
    const page = await openPage(browser(), DESKTOP, productPath(product));
    await expect.poll(() => page.getByRole('heading', { level: 1, name: product.name }).count(), patient).toBe(1);
    await page.context().close();
  });

  it('shows the not-found page for a product list address without ids (/a-/b-), not skeletons forever', async () => {
    const page = await openPage(browser(), DESKTOP, '/a-/b-');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: '404 Not Found' }).count(), patient).toBe(1);
    await page.context().close();
  });

  it('answers 400, never 500, to an address that is not valid percent-encoding', async () => {
    for (const path of ['/%', '/product/%E0%A4%A-1']) {
      expect((await fetch(`${site.url}${path}`)).status, path).toBe(400);
    }
  });
});
