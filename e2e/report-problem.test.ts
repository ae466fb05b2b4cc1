/**
 * Report a problem in the browser (phone): the shopper of a delivered cash order reports one damaged
 * item with a photo; being small it is approved at once and paid back as QuickBasket credit, and the
 * order page says so, with the credit in the account menu.
 */
import { describe, expect, it } from 'vitest';
import { PHONE, TEST_ADDRESS, apiCall, apiToken, createTestProduct, openPage, placeCashOrder, pngFile, riderGets, shopperViaApi, signIn, useBrowser, whatOverflowsSideways } from './browser.js';

const ADMIN = { email: 'admin@example.com', password: 'Admin#12345' };
/** The demo rider, at Bengaluru Indiranagar (local/seed). */
const RIDER = { email: 'rider@example.com', password: 'Rider#12345' };
const INDIRANAGAR = 'store-bengaluru-indiranagar';
const SLOW = { timeout: 20_000 };
const browser = useBrowser();

describe('reporting a problem', () => {
  it('phone: a damaged item with a photo is approved at once and paid back as credit, shown on the order page', async () => {
    const admin = await apiToken(ADMIN.email, ADMIN.password);
    const riderToken = await apiToken(RIDER.email, RIDER.password);
    // ₹90 less 10 %: ₹81 a unit, under the automatic approval's ₹150.
    const product = await createTestProduct(admin, 10);
    await apiCall('PUT', '/api/store/update-stock', { storeId: INDIRANAGAR, productId: product._id, stock: 5, stockSeen: 0 }, admin);
    const bengaluru = { ...TEST_ADDRESS, city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };
    const { shopper, token, addressIds } = await shopperViaApi('claims', { addresses: [bengaluru], productIds: [product._id] });
    const placed = await placeCashOrder(token, addressIds[0]!, 'dont_replace');

    await apiCall('PUT', '/api/rider/duty', { onDuty: true }, riderToken);
    await apiCall('PUT', '/api/order/update-status', { _id: placed._id, status: 'packed' }, admin);
    await riderGets(admin, riderToken, placed._id);
    await apiCall('POST', '/api/rider/pickup', { _id: placed._id }, riderToken);
    const { deliveryCode } = await apiCall<{ deliveryCode: string }>('POST', '/api/order/details', { _id: placed._id }, token);
    await apiCall('POST', '/api/rider/deliver', { _id: placed._id, code: deliveryCode, cashCollected: placed.totalAmt }, riderToken);
    await apiCall('PUT', '/api/rider/duty', { onDuty: false }, riderToken);

    const page = await openPage(browser(), PHONE, '/login');
    await signIn(page, shopper.email, shopper.password);
    await page.goto(`/dashboard/myorders/${placed._id}`);
    await page.getByRole('button', { name: 'Report a problem' }).click(SLOW);
    const form = page.getByRole('form', { name: 'Report a problem' });
    await form.getByRole('combobox', { name: `How many of ${product.name}` }).selectOption('1');
    await form.getByText('Damaged', { exact: true }).click();
    await form.getByLabel('Tell us more (optional)').fill('The packet was torn');
    await form.getByLabel(/^Photos/).setInputFiles(pngFile('torn.png'));
    await form.getByRole('img', { name: 'Photo 1 of the problem' }).waitFor(SLOW);
    expect(await whatOverflowsSideways(page)).toEqual([]);
    await form.getByRole('button', { name: 'Send' }).click();

    await page.getByText('Approved: ₹81 added to your QuickBasket credit.').waitFor(SLOW);
    await expect.poll(() => form.count(), SLOW).toBe(0);
    const ledger = await apiCall<{ balance: number }>('POST', '/api/credit/get', {}, token);
    expect(ledger.balance).toBe(81);
    await page.goto('/user');
    await page.getByText('QuickBasket credit ₹81').waitFor(SLOW);
    await page.context().close();
  });
});
