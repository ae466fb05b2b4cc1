/**
 * Rating a delivery in the browser: on a phone the shopper rates their delivered order (Not good,
 * Late, an item's thumb down), sees it kept after a reload and can change it; an admin then sees the
 * store's score on the Riders page.
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, apiCall, apiToken, findProducts, openPage, placeCashOrder, shopperViaApi, signIn, useBrowser, whatOverflowsSideways } from './browser.js';

const ADMIN = { email: 'admin@example.com', password: 'Admin#12345' };
const SOON = { timeout: 15_000 };

describe('rating a delivery', () => {
  const browser = useBrowser();

  it('phone: the shopper rates the delivery and an item, it stays after a reload, and the admin sees the store score', async () => {
    const [biscuits] = await findProducts('biscuits');
    const { shopper, token, addressIds } = await shopperViaApi('rating-phone', { productIds: [biscuits!._id] });
    const order = await placeCashOrder(token, addressIds[0]!);
    const admin = await apiToken(ADMIN.email, ADMIN.password);
    for (const status of ['packed', 'out_for_delivery', 'delivered']) await apiCall('PUT', '/api/order/update-status', { _id: order._id, status }, admin);

    const page = await openPage(browser(), PHONE);
    await signIn(page, shopper.email, shopper.password);
    await page.goto(`/dashboard/myorders/${order._id}`);
    const panel = page.getByRole('region', { name: 'Rate your delivery' });
    await panel.waitFor(SOON);
    const send = panel.getByRole('button', { name: 'Send rating' });
    expect(await send.isDisabled()).toBe(true);
    await panel.getByRole('button', { name: 'Not good', exact: true }).click();
    await panel.getByRole('button', { name: 'Late' }).click();
    await panel.getByRole('button', { name: `Not good: ${biscuits!.name}` }).click();
    await send.click();
    await panel.getByText(/Thanks for rating\. You can change it until/).waitFor(SOON);
    expect(await whatOverflowsSideways(page)).toEqual([]);

    await page.reload();
    await panel.getByRole('button', { name: 'Update rating' }).waitFor(SOON);
    expect(await panel.getByRole('button', { name: 'Not good', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await panel.getByRole('button', { name: 'Late' }).getAttribute('aria-pressed')).toBe('true');
    expect(await panel.getByRole('button', { name: `Not good: ${biscuits!.name}` }).getAttribute('aria-pressed')).toBe('true');
    // Changed within the hour: Good instead.
    await panel.getByRole('button', { name: 'Good', exact: true }).click();
    await panel.getByRole('button', { name: 'Update rating' }).click();
    await expect.poll(async () => (await apiCall<{ rating: { delivery: string } | null }>('POST', '/api/order/rating', { orderId: order._id }, token)).rating?.delivery, SOON).toBe('up');
    await page.context().close();

    const desk = await openPage(browser(), DESKTOP);
    await signIn(desk, ADMIN.email, ADMIN.password);
    await desk.goto('/dashboard/riders');
    const scores = desk.getByRole('region', { name: 'Store delivery ratings' });
    await scores.getByText(/% 👍/).first().waitFor(SOON);
    await desk.context().close();
  }, 120_000);
});
