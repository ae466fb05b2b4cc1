/**
 * A rider's way through the site on a phone: signing in lands on their own screen (an admin on the
 * dashboard, a shopper back where they were), and "Could not deliver" refused for a missing reason
 * takes the reason typed next, as every form does.
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, TEST_ADDRESS, apiCall, apiToken, createTestProduct, placeCashOrder, registerShopper, shopperViaApi, toast, useBrowserPages } from './browser.js';

const ADMIN = { email: 'admin@example.com', password: 'Admin#12345' };
/** The demo rider, at Bengaluru Indiranagar (local/seed). */
const RIDER = { email: 'rider@example.com', password: 'Rider#12345' };
const INDIRANAGAR = 'store-bengaluru-indiranagar';
const SLOW = { timeout: 20_000 };

const openPage = useBrowserPages();

/** Fills the login form and presses Login; the caller waits for where it lands. */
async function logIn(page: Awaited<ReturnType<typeof openPage>>, who: { email: string; password: string }) {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('where signing in lands', () => {
  it('phone: a rider signing in from the shop lands on their Rider screen', async () => {
    const page = await openPage(PHONE, '/');
    await page.goto('/login');
    await logIn(page, RIDER);
    await page.waitForURL((url) => url.pathname !== '/login', SLOW);
    expect(new URL(page.url()).pathname).toBe('/rider');
    await page.getByRole('heading', { level: 1, name: 'Rider' }).waitFor(SLOW);
  });

  it('desktop: an admin lands on the dashboard; a shopper goes back to the page they were on', async () => {
    const admin = await openPage(DESKTOP, '/login');
    await logIn(admin, ADMIN);
    await admin.waitForURL((url) => url.pathname !== '/login', SLOW);
    expect(new URL(admin.url()).pathname).toBe('/dashboard/overview');

    const shopper = await registerShopper('landing');
    // My Orders signed out sends the shopper to /login, carrying the page to come back to.
    const page = await openPage(DESKTOP, '/dashboard/myorders');
    await page.waitForURL((url) => url.pathname === '/login', SLOW);
    await logIn(page, shopper);
    await page.waitForURL((url) => url.pathname === '/dashboard/myorders', SLOW);
  });
});

describe('could not deliver', () => {
  it('phone: pressed with no reason it says "Reason is required"; with a reason typed, pressed again, the order goes back to the store', async () => {
    const admin = await apiToken(ADMIN.email, ADMIN.password);
    const riderToken = await apiToken(RIDER.email, RIDER.password);
    const product = await createTestProduct(admin, 10);
    await apiCall('PUT', '/api/store/update-stock', { storeId: INDIRANAGAR, productId: product._id, stock: 5, stockSeen: 0 }, admin);
    const bengaluru = { ...TEST_ADDRESS, city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };
    const { token, addressIds } = await shopperViaApi('fail', { addresses: [bengaluru], productIds: [product._id] });
    const order = await placeCashOrder(token, addressIds[0]!);
    await apiCall('PUT', '/api/rider/duty', { onDuty: true }, riderToken);
    await apiCall('PUT', '/api/order/update-status', { _id: order._id, status: 'packed' }, admin);
    // The delivery the rider holds now: this order, or one an earlier test left with them (then this one waits).
    type Current = { _id: string; orderId: string; status: string } | null;
    const held = async () => (await apiCall<{ current: Current }>('GET', '/api/rider/me', undefined, riderToken)).current;
    await expect.poll(async () => (await held()) !== null, SLOW).toBe(true);
    const current = (await held())!;
    if (current.status === 'packed') await apiCall('POST', '/api/rider/pickup', { _id: current._id }, riderToken);

    const page = await openPage(PHONE, '/login');
    await logIn(page, RIDER);
    await page.waitForURL((url) => url.pathname !== '/login', SLOW);
    await page.goto('/rider');
    await page.getByRole('button', { name: 'Could not deliver' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Could not deliver ${current.orderId}?` });
    const confirm = dialog.getByRole('button', { name: 'Could not deliver' });
    await confirm.click();
    await dialog.getByText('Reason is required').waitFor(SLOW);
    await dialog.getByLabel('Reason').fill('Nobody at the door');
    await expect.poll(() => confirm.isEnabled(), SLOW).toBe(true);
    await confirm.click();
    await dialog.waitFor({ state: 'detached', ...SLOW });
    await toast(page, /./).first().waitFor(SLOW);
    const after = await apiCall<{ status: string }>('POST', '/api/order/details', { _id: current._id }, admin);
    expect(after.status).toBe('delivery_failed');
    if (current._id !== order._id) await apiCall('POST', '/api/order/cancel', { _id: order._id }, admin).catch(() => undefined);
    await apiCall('PUT', '/api/rider/duty', { onDuty: false }, riderToken).catch(() => undefined);
  });
});
