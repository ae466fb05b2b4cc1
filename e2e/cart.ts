/**
 * What the cart and checkout tests share: the header's cart button, the bill box, the quantity
 * steppers, the products on the home page, and the orders a checkout places.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { toast } from './browser.js';

/** Generous: the first catalog call of a fresh stack and the card provider's event take a moment. */
export const SLOW = { timeout: 20_000 };
export const SOON = { timeout: 10_000 };

/** Waits for a react-hot-toast message with this text. */
export async function seeToast(page: Page, text: string): Promise<void> {
  await toast(page, text).first().waitFor({ state: 'visible', ...SOON });
}

/** "₹1,234.50" → 1234.5 */
export function rupees(text: string | null): number {
  const match = /₹\s?([\d,]+(?:\.\d+)?)/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no rupee amount in "${text}"`);
  return Number(match[1].replace(/,/g, ''));
}

/** The header's cart button ("3 items, total ₹…", or My Cart when empty). */
export function cartButton(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Account and cart' }).getByRole('button', { name: /My Cart|\d+ items?/ });
}

/** What the cart button says (rendered text, screen-reader-only parts included), spaces collapsed. */
export async function cartButtonText(page: Page): Promise<string> {
  return (await cartButton(page).innerText()).replace(/\s+/g, ' ').trim();
}

/** The <dd> beside a <dt> of the bill box. */
export function billValue(bill: Locator, term: string): Locator {
  return bill.locator('div').filter({ has: bill.page().locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd');
}

export async function waitForProducts(page: Page): Promise<Locator> {
  const addButtons = page.locator('main').getByRole('button', { name: /^Add .+ to cart$/ });
  await expect.poll(() => addButtons.count(), SLOW).toBeGreaterThan(3);
  return addButtons;
}

/** Two different products shown on the home page (a product can sit in more than one row). */
export async function twoProductNames(page: Page): Promise<[string, string]> {
  const addButtons = await waitForProducts(page);
  const labels = await addButtons.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  const names = [...new Set(labels.map((label) => label.replace(/^Add (.+) to cart$/, '$1')))];
  expect(names.length).toBeGreaterThanOrEqual(2);
  return [names[0] as string, names[1] as string];
}

export function stepper(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('group', { name: `Quantity of ${name}`, exact: true }).first();
}

export async function expectQuantity(scope: Page | Locator, name: string, quantity: number): Promise<void> {
  await expect.poll(async () => (await stepper(scope, name).textContent())?.replace(/\s+/g, ' ').trim(), SOON).toBe(`Quantity ${quantity}`);
}

/** Reads the order list until the order shows the expected status (payment events land asynchronously). */
export async function expectOrderStatus(page: Page, orderId: string, status: string): Promise<void> {
  await page.goto('/dashboard/myorders');
  const card = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').filter({ hasText: `Order No: ${orderId}` });
  await expect
    .poll(async () => {
      if ((await card.count()) === 1 && (await card.textContent())?.includes(status)) return status;
      await page.reload();
      await page.getByRole('heading', { name: 'Order', level: 1 }).waitFor(SOON);
      await page.getByRole('list', { name: /Your orders|Loading orders/ }).or(page.getByText('No Data')).first().waitFor(SOON);
      await page.getByRole('list', { name: 'Loading orders' }).waitFor({ state: 'detached', ...SOON });
      return (await card.count()) === 1 ? await card.textContent() : 'not listed';
    }, SLOW)
    .toBe(status);
}

/**
 * The orderId of the next reply from an order call. Read in a route handler: the card call is
 * followed at once by a navigation, after which the browser no longer has the response body.
 */
export async function nextOrderId(page: Page, path: '/api/order/checkout' | '/api/order/cash-on-delivery'): Promise<() => Promise<string>> {
  let resolve: (orderId: string) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const orderId = new Promise<string>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json().catch(() => ({}))) as { data?: { orderId?: string; order?: { orderId?: string } } };
    const id = body.data?.order?.orderId ?? body.data?.orderId;
    if (response.status() === 200 && id) resolve(id);
    else reject(new Error(`${path}: ${response.status()} ${JSON.stringify(body)}`));
    await route.fulfill({ response });
  });
  return () => orderId;
}
