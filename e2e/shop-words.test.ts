/**
 * A phone buys from the product page's sticky bar without scrolling; a form
 * with several wrong fields shows every problem at once in plain words (and the server says them all
 * too); a picked file that is no picture is refused at once; a search that failed says so, with Retry.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, apiToken, countRequests, describedText, findProducts, openAddAddressDialog, overflowsSideways, registerShopper, signIn, site, toast, useBrowserPages } from './browser.js';

const patient = { timeout: 15_000 };

describe('the shop’s own words and the phone buy bar', () => {
  const open = useBrowserPages();

  it('phone: the product page’s bar adds to the cart without a scroll, and stands in for the cart bar', async () => {
    const shopper = await registerShopper('buy-bar');
    const [product] = await findProducts('milk');
    const page = await open(PHONE, '/login');
    await signIn(page, shopper.email, shopper.password);
    await page.goto(`/product/p-${product!._id}`);

    const bar = page.getByRole('region', { name: 'Buy' });
    await bar.waitFor(patient);
    // Stuck to the bottom of the screen on arrival, the gallery above it unscrolled.
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height + 1);
    expect(box.y).toBeGreaterThan(PHONE.height - 140);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await bar.getByText(/₹/).first().isVisible()).toBe(true);
    // One Add on the page: the card's own control is for wide screens.
    expect(await page.getByRole('button', { name: `Add ${product!.name} to cart`, exact: true }).count()).toBe(1);

    // Tapped where it is, as a thumb does: Playwright's click scrolls on its own when something covers
    // its target for a moment (its retries align the target to the centre or the top), which would
    // hide the very scroll this checks. So wait until the button is what a tap at its centre reaches.
    const add = bar.getByRole('button', { name: `Add ${product!.name} to cart`, exact: true });
    const reachable = () =>
      add.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        return button.contains(document.elementFromPoint(x, y)) ? { x, y } : null;
      });
    await expect.poll(reachable, patient).not.toBeNull();
    const { x, y } = (await reachable())!;
    await page.mouse.click(x, y);
    await toast(page, 'Item added').waitFor(patient);
    await bar.getByRole('group', { name: `Quantity of ${product!.name}` }).waitFor(patient);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // The cart bar does not stack on it: the way to the cart is the bar's own small link.
    await bar.getByRole('link', { name: 'View Cart, 1 item' }).waitFor(patient);
    expect(await page.getByRole('link', { name: /View Cart/ }).count()).toBe(1);

    // At the end of the page it covers nothing: it sits above the footer, nothing sticks out sideways.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(async () => {
        const barBox = await bar.boundingBox();
        const footerBox = await page.getByRole('contentinfo').boundingBox();
        return barBox && footerBox ? barBox.y + barBox.height <= footerBox.y + 1 : false;
      }, patient)
      .toBe(true);
    expect(await overflowsSideways(page)).toBe(false);

    // Elsewhere the cart bar is back.
    await page.goto('/');
    await page.getByRole('link', { name: /^1 item.*View Cart/ }).waitFor(patient);
  });

  it('desktop: no buy bar, the Add button is in the product card', async () => {
    const [product] = await findProducts('milk');
    const page = await open(DESKTOP, `/product/p-${product!._id}`);
    const add = page.getByRole('button', { name: `Add ${product!.name} to cart`, exact: true });
    await add.waitFor(patient);
    expect(await page.getByRole('region', { name: 'Buy' }).count()).toBe(0);
    const card = page.getByRole('region', { name: product!.name });
    expect(await card.getByRole('button', { name: `Add ${product!.name} to cart`, exact: true }).isVisible()).toBe(true);
  });

  it('an address with three wrong fields shows all three at once, in plain words; the server says them all too', async () => {
    const shopper = await registerShopper('three-wrong');
    const page = await open(DESKTOP, '/login');
    await signIn(page, shopper.email, shopper.password);
    const dialog = await openAddAddressDialog(page);
    await dialog.getByLabel('Address Line').fill('12 MG Road');
    await dialog.getByLabel('State').fill('Karnataka');
    const city = dialog.getByLabel('City');
    const pincode = dialog.getByLabel('Pincode');
    const mobile = dialog.getByLabel('Mobile No.');
    await pincode.fill('5600');
    await mobile.fill('98765');
    const creates = countRequests(page, '/api/address/create');
    await dialog.getByRole('button', { name: 'Submit' }).click();

    const expected: [Locator, string][] = [
      [city, 'City is required'],
      [pincode, 'Enter a 6-digit PIN code'],
      [mobile, 'Mobile number has 10 digits'],
    ];
    for (const [field, text] of expected) {
      await expect.poll(() => field.getAttribute('aria-invalid'), patient).toBe('true');
      expect(await describedText(field)).toContain(text);
      expect(await dialog.getByText(text, { exact: true }).isVisible()).toBe(true);
    }
    expect(await dialog.getByLabel('State').getAttribute('aria-invalid')).toBeNull();
    expect(creates()).toBe(0);

    // The server refuses the same body with every field's problem, in the same words.
    const response = await fetch(new URL('/api/address/create', site.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await apiToken(shopper.email, shopper.password)}` },
      body: JSON.stringify({ address_line: '12 MG Road', city: ' ', state: 'Karnataka', country: 'India', pincode: '5600', mobile: '98765' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: true,
      message: 'City is required; Enter a 6-digit PIN code; Mobile number has 10 digits',
      problems: [
        { field: 'city', message: 'City is required' },
        { field: 'pincode', message: 'Enter a 6-digit PIN code' },
        { field: 'mobile', message: 'Mobile number has 10 digits' },
      ],
    });
  });

  it('a picked file that is no picture is refused at once in plain words, and nothing is uploaded', async () => {
    const shopper = await registerShopper('not-a-picture');
    const page = await open(PHONE, '/login');
    await signIn(page, shopper.email, shopper.password);
    await page.goto('/dashboard/profile');
    const uploads = countRequests(page, '/api/file/upload');
    await page.getByRole('button', { name: 'Edit profile picture' }).click();
    const popup = page.getByRole('dialog', { name: 'Profile picture' });

    const pick = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      const chooser = page.waitForEvent('filechooser');
      await popup.getByRole('button', { name: 'Upload Image' }).click();
      await (await chooser).setFiles(file);
    };
    // A text file: its type says so.
    await pick({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('shopping list: milk, eggs') });
    await toast(page, 'Please choose an image (JPEG, PNG, WebP, GIF or AVIF)').waitFor(patient);
    // A text file renamed .png: its bytes say so.
    await pick({ name: 'holiday.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
    await toast(page, 'That file is not a picture. Please choose an image (JPEG, PNG, WebP, GIF or AVIF)').waitFor(patient);
    expect(uploads()).toBe(0);
    for (const text of await page.getByRole('status').allTextContents()) expect(text).not.toMatch(/\/api\/|\/media\//);
  });

  it('a search that failed says so with Retry, not "Search Results: 0", and Retry brings the results', async () => {
    const page = await open(DESKTOP, '/');
    const searchPath = '**/api/product/search-product';
    await page.route(searchPath, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, error: true, message: 'Something went wrong (request e2e)' }) }),
    );
    await page.goto('/search?q=milk');
    const alert = page.getByRole('alert').filter({ hasText: 'Search did not work' });
    await alert.waitFor(patient);
    expect(await page.getByRole('heading', { level: 1, name: 'Search Results', exact: true }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: /Search Results: \d/ }).count()).toBe(0);
    expect(await page.getByText('No Data found').count()).toBe(0);

    await page.unroute(searchPath);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { level: 1, name: /^Search Results: [1-9]\d*$/ }).waitFor(patient);
    expect(await alert.count()).toBe(0);
  });
});
