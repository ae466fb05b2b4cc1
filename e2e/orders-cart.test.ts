import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, apiCall, createTestProduct, placeCashOrder, setStock, toast, useBrowser, type Product } from './browser.js';
import { SLOW, SOON, adminToken, openOrderPage, ordersOf, shopperWithCart, signedInPage, startCardPayment, stockOf } from './order-pages.js';

/** An order and the cart: Buy again, a line that sold out, a card order left on its payment page. */

const browser = useBrowser();

describe('orders after checkout', () => {
  it('Buy again puts the order’s lines back in the cart and opens the cart panel', async () => {
    const admin = await adminToken();
    const [first, second] = [await createTestProduct(admin, 10), await createTestProduct(admin, 10)];
    const { shopper, token, addressId } = await shopperWithCart('again', [
      [first!, 2],
      [second!, 1],
    ]);
    const order = await placeCashOrder(token, addressId);
    expect(await apiCall<unknown[]>('GET', '/api/cart/get', undefined, token)).toEqual([]);

    const page = await signedInPage(browser(), DESKTOP, shopper);
    await openOrderPage(page, order);
    await page.getByRole('button', { name: 'Buy again' }).click();
    await toast(page, '3 items added to your cart').first().waitFor(SOON);
    const cart = page.getByRole('dialog', { name: 'Cart' });
    const lines = cart.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await expect.poll(() => lines.count(), SOON).toBe(2);
    const text = (await lines.allInnerTexts()).join('\n');
    expect(text).toContain(first!.name);
    expect(text).toContain(second!.name);
    expect(await cart.getByRole('group', { name: `Quantity of ${first!.name}` }).innerText()).toMatch(/Quantity\s*2/);
    // Escape gives the focus back to Buy again.
    await page.keyboard.press('Escape');
    await cart.waitFor({ state: 'detached', ...SOON });
    await expect.poll(() => page.getByRole('button', { name: 'Buy again' }).evaluate((button) => button === document.activeElement), SOON).toBe(true);
    await page.context().close();
  });

  it('a cart line whose product sold out (or has fewer left) can be reduced and removed; the pay buttons say why they wait', async () => {
    const admin = await adminToken();
    const soldOut = await createTestProduct(admin, 4);
    const short = await createTestProduct(admin, 4);
    const { shopper, token } = await shopperWithCart('stuck', [
      [soldOut, 2],
      [short, 3],
    ]);
    await setStock(admin, soldOut, 0);
    await setStock(admin, short, 1);

    const page = await signedInPage(browser(), DESKTOP, shopper);
    await page.getByRole('navigation', { name: 'Account and cart' }).getByRole('button', { name: /^1 item\b/ }).click();
    const panel = page.getByRole('dialog', { name: 'Cart' });
    await panel.getByText('2 items cannot be ordered as they are: reduce or remove them to place your order.').waitFor(SOON);
    const lineOf = (scope: Locator, product: Product) => scope.getByRole('listitem').filter({ hasText: product.name });
    await lineOf(panel, soldOut).getByText('Out of stock — remove it to order the rest').waitFor();
    await lineOf(panel, short).getByText('Only 1 left — reduce to 1').waitFor();
    await panel.getByRole('button', { name: /Proceed/ }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');

    await expect.poll(() => page.getByRole('radio').first().isChecked(), SLOW).toBe(true);
    const pay = [page.getByRole('button', { name: 'Online Payment' }), page.getByRole('button', { name: 'Cash on Delivery' })];
    for (const button of pay) {
      expect(await button.isDisabled()).toBe(true);
      // The reason shows once the cart is read for the address's store (the checkout reads it again for that store).
      const why = () => button.evaluate((element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent);
      await expect.poll(why, SOON).toBe('Some items cannot be ordered as they are. Reduce or remove them to place your order.');
    }
    const toFix = page.getByRole('list', { name: 'Items to fix' });
    const errors: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/cart/') && !response.ok()) errors.push(`${response.status()} ${response.url()}`);
    });

    // The sold-out line: one less (allowed whatever the stock), then removed.
    await lineOf(toFix, soldOut).getByRole('button', { name: `Decrease quantity of ${soldOut.name}` }).click();
    await expect.poll(() => lineOf(toFix, soldOut).getByRole('group').innerText(), SOON).toMatch(/Quantity\s*1/);
    await expect
      .poll(async () => (await apiCall<{ _id: string; quantity: number }[]>('GET', '/api/cart/get', undefined, token)).find((l) => l._id === soldOut._id)?.quantity, SOON)
      .toBe(1);
    await lineOf(toFix, soldOut).getByRole('button', { name: `Remove ${soldOut.name}` }).click();
    await expect.poll(() => lineOf(toFix, soldOut).count(), SOON).toBe(0);

    // The short line: down to what is left.
    const fewer = lineOf(toFix, short).getByRole('button', { name: `Decrease quantity of ${short.name}` });
    await fewer.click();
    await expect.poll(() => lineOf(toFix, short).getByRole('group').innerText(), SOON).toMatch(/Quantity\s*2/);
    await fewer.click();
    await expect.poll(() => toFix.count(), SOON).toBe(0);
    for (const button of pay) await expect.poll(() => button.isEnabled(), SOON).toBe(true);
    expect(errors).toEqual([]);
    // Quick taps are sent once, the last value, half a second after the last tap.
    await expect
      .poll(async () => (await apiCall<{ _id: string; quantity: number }[]>('GET', '/api/cart/get', undefined, token)).map((l) => [l._id, l.quantity]), SOON)
      .toEqual([[short._id, 1]]);

    await page.getByRole('button', { name: 'Cash on Delivery' }).click();
    await page.getByRole('heading', { name: 'Order Successfully' }).waitFor(SOON);
    expect(await stockOf(short._id)).toBe(0);
    await page.context().close();
  });

  it('a card order left on the payment page is offered at checkout: Pay now opens the payment page again, Cancel releases its stock', async () => {
    const product = await createTestProduct(await adminToken(), 6);
    const { shopper, token } = await shopperWithCart('resume', [[product, 2]]);
    const page = await signedInPage(browser(), DESKTOP, shopper);
    await startCardPayment(page);
    // The shopper leaves the payment page without paying or cancelling.
    await page.goto('/checkout');
    const notice = page.getByRole('region', { name: 'An order is waiting for your payment' });
    await notice.waitFor(SLOW);
    expect(await stockOf(product._id)).toBe(4);

    await notice.getByRole('button', { name: /^Pay now ₹/ }).click();
    await page.waitForURL(/\/local-checkout\/[\w-]+$/, SOON);
    await page.goto('/checkout');
    await notice.getByRole('button', { name: 'Cancel order' }).click();
    const confirm = page.getByRole('alertdialog', { name: /^Cancel order ORD-/ });
    await confirm.getByText('Its items go back on the shelf and its payment page closes.').waitFor();
    await confirm.getByRole('button', { name: 'Cancel order' }).click();
    await toast(page, 'Order cancelled').first().waitFor(SOON);
    await notice.waitFor({ state: 'detached', ...SOON });
    expect(await stockOf(product._id)).toBe(6);
    expect((await ordersOf(token)).map((order) => order.status)).toEqual(['cancelled']);
    // The cart kept its lines: it can be ordered again.
    await expect.poll(() => page.getByRole('button', { name: 'Cash on Delivery' }).isEnabled(), SOON).toBe(true);
    await page.context().close();
  });
});
