import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, addAddressViaApi, apiToken, openPage, overflowsSideways, registerShopper, signIn, useBrowser } from './browser.js';
import { SLOW, SOON, billValue, cartButton, cartButtonText, expectQuantity, rupees, seeToast, twoProductNames } from './cart.js';

/** The cart on a phone (the bottom bar and the /cart page) and a guest's cart; signed-in checkout on a wide screen is in checkout.test.ts. */

describe('cart and checkout', () => {
  const browser = useBrowser();

  it('phone (375 px): bottom bar with count, total and View Cart; /cart page; checkout fits and both payments work', async () => {
    const shopper = await registerShopper('phone');
    await addAddressViaApi(await apiToken(shopper.email, shopper.password));
    const page = await openPage(browser(), PHONE, '/login');
    await signIn(page, shopper.email, shopper.password);
    const viewCart = page.getByRole('link', { name: /View Cart/ });
    const [name] = await twoProductNames(page);
    expect(await viewCart.count()).toBe(0);
    await page.getByRole('button', { name: `Add ${name} to cart`, exact: true }).first().click();
    await seeToast(page, 'Item added');

    // The bar: count, total, View Cart, stuck to the bottom of the screen.
    await viewCart.waitFor(SOON);
    const barText = (await viewCart.innerText()).replace(/\s+/g, ' ');
    expect(barText).toMatch(/^1 item\b(?!s)/);
    expect(rupees(barText)).toBeGreaterThan(0);
    const box = await viewCart.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    expect(box?.y ?? 0).toBeGreaterThan(PHONE.height - 120);
    expect(await overflowsSideways(page)).toBe(false);

    // View Cart → the cart as a full page (phones get no side panel).
    await viewCart.click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByRole('heading', { name: 'Cart', level: 1 }).waitFor(SOON);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').count(), SOON).toBe(1);
    // The signed-in cart's grand total is the server's bill: it shows once that is read.
    const grand = billValue(page.getByRole('region', { name: 'Bill details' }), 'Grand total');
    await expect.poll(async () => /₹/.test((await grand.textContent()) ?? ''), SOON).toBe(true);
    expect(rupees(await grand.textContent())).toBe(rupees(barText));
    expect(await viewCart.count()).toBe(0);
    expect(await overflowsSideways(page)).toBe(false);

    await page.getByRole('button', { name: /Proceed/ }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await expect.poll(() => page.getByRole('group', { name: 'Delivery address' }).getByRole('radio').first().isChecked(), SLOW).toBe(true);
    // The floating bar is hidden on /checkout, and nothing sticks out sideways.
    expect(await viewCart.count()).toBe(0);
    expect(await overflowsSideways(page)).toBe(false);
    for (const label of ['Online Payment', 'Cash on Delivery']) {
      const button = page.getByRole('button', { name: label });
      await button.scrollIntoViewIfNeeded();
      expect(await button.isVisible()).toBe(true);
      await expect.poll(() => button.isEnabled(), SOON).toBe(true);
      const fit = await button.boundingBox();
      expect(fit && fit.x >= 0 && fit.x + fit.width <= PHONE.width && fit.height >= 44).toBe(true);
    }

    // Online Payment reaches the card page; back, then Cash on Delivery places the order.
    await page.getByRole('button', { name: 'Online Payment' }).click();
    await page.waitForURL(/\/local-checkout\/[\w-]+$/, SOON);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('heading', { name: 'Order Cancel' }).waitFor(SOON);
    await page.goto('/checkout');
    await expect.poll(() => page.getByRole('group', { name: 'Delivery address' }).getByRole('radio').first().isChecked(), SLOW).toBe(true);
    await page.getByRole('button', { name: 'Cash on Delivery' }).click();
    await page.getByRole('heading', { name: 'Order Successfully' }).waitFor(SOON);
    expect(await overflowsSideways(page)).toBe(false);
    await page.context().close();
  });

  it('signed out: the cart is empty with Shop Now and no Proceed; Add fills the guest cart; Proceed and /checkout ask to log in (Please Login)', async () => {
    const page = await openPage(browser(), DESKTOP, '/');
    const [name] = await twoProductNames(page);
    await cartButton(page).click();
    const panel = page.getByRole('dialog', { name: 'Cart' });
    await panel.getByText('Your cart is empty').waitFor(SOON);
    expect(await panel.getByRole('link', { name: 'Shop Now' }).count()).toBe(1);
    expect(await panel.getByRole('button', { name: /Proceed/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    // A guest's Add goes into the guest cart kept in the browser.
    await page.getByRole('button', { name: `Add ${name} to cart`, exact: true }).first().click();
    await seeToast(page, 'Item added');
    await expectQuantity(page, name, 1);
    await expect.poll(() => cartButtonText(page), SOON).toMatch(/^1 item/);
    await cartButton(page).click();
    await panel.getByRole('button', { name: /Proceed/ }).click();
    await seeToast(page, 'Please Login');
    await page.waitForURL((url) => url.pathname === '/login');

    await page.goto('/checkout');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.getByRole('button', { name: 'Online Payment' }).count()).toBe(0);
    await page.context().close();
  });
});
