/**
 * The rider on the way, in two browsers (phones): the rider's page shares the phone's position
 * (a geolocation override) once the order is picked up, saying so, and the shopper's order page
 * (another browser context) shows how far the rider is and a route line, and sees the rider move
 * when the phone does, without a reload. The rider can stop sharing.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { riderEta } from '../functions/core/rider-eta.js';
import { SEED_STORES } from '../local/seed/stores.js';
import { PHONE, TEST_ADDRESS, apiCall, apiToken, createTestProduct, openPage, placeCashOrder, shopperViaApi, signIn, site, useBrowser } from './browser.js';

const ADMIN = { email: 'admin@example.com', password: 'Admin#12345' };
/** The demo rider, at Bengaluru Indiranagar (local/seed). */
const RIDER = { email: 'rider@example.com', password: 'Rider#12345' };
const INDIRANAGAR = 'store-bengaluru-indiranagar';
const PINCODE = '560001';
const SLOW = { timeout: 20_000 };
/** The phone sends a position every 10 s: the next one is on screen within that and the push. */
const NEXT_POSITION = { timeout: 30_000 };

const browser = useBrowser();

const centre = (() => {
  const zone = SEED_STORES.find((s) => s._id === INDIRANAGAR)!.zones.find((z) => z.pincode === PINCODE)!;
  return { lat: zone.lat!, lng: zone.lng! };
})();
/** South of the address's pincode centre, far and then nearer. */
const FAR = { latitude: centre.lat - 0.03, longitude: centre.lng };
const NEAR = { latitude: centre.lat - 0.012, longitude: centre.lng };
const expectedText = (at: { latitude: number; longitude: number }) => {
  const { distanceMetres, etaMinutes } = riderEta({ lat: at.latitude, lng: at.longitude }, centre);
  return `${(distanceMetres! / 1000).toFixed(1)} km away, about ${etaMinutes} min`;
};

const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { e2eNotReloaded: true }));
const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { e2eNotReloaded?: boolean }).e2eNotReloaded === true);

describe('the rider on the way', () => {
  // Two browsers, a position every 10 s and a delivery: longer than the suite's minute.
  it("the rider's phone shares its position; the shopper sees the distance, a route line, the rider move; the rider can stop", { timeout: 180_000 }, async () => {
    expect(expectedText(FAR)).not.toBe(expectedText(NEAR));
    const admin = await apiToken(ADMIN.email, ADMIN.password);
    const product = await createTestProduct(admin, 10);
    await apiCall('PUT', '/api/store/update-stock', { storeId: INDIRANAGAR, productId: product._id, stock: 5, stockSeen: 0 }, admin);
    const bengaluru = { ...TEST_ADDRESS, city: 'Bengaluru', state: 'Karnataka', pincode: PINCODE };
    const { shopper, token, addressIds } = await shopperViaApi('rider-location', { addresses: [bengaluru], productIds: [product._id] });
    const order = await placeCashOrder(token, addressIds[0]!);

    const rider = await openPage(browser(), PHONE, '/login');
    await rider.context().grantPermissions(['geolocation'], { origin: site.url });
    await rider.context().setGeolocation({ ...FAR, accuracy: 15 });
    await signIn(rider, RIDER.email, RIDER.password);
    await rider.goto('/rider');
    const duty = rider.getByRole('switch');
    await duty.waitFor(SLOW);
    if ((await duty.getAttribute('aria-checked')) !== 'true') await duty.click();
    await expect.poll(() => duty.getAttribute('aria-checked'), SLOW).toBe('true');

    const shopperPage = await openPage(browser(), PHONE, '/login');
    await signIn(shopperPage, shopper.email, shopper.password);
    await shopperPage.goto(`/dashboard/myorders/${order._id}`);
    await shopperPage.getByRole('heading', { level: 1, name: `Order No: ${order.orderId}` }).waitFor(SLOW);
    await markPage(shopperPage);

    // Packed and offered to the free rider on duty; picked up: the position is shared from now on.
    await apiCall('PUT', '/api/order/update-status', { _id: order._id, status: 'packed' }, admin);
    // The demo rider is shared by the browser files: another file's order may ride along (two orders
    // a trip), so this order's card is found by its number.
    const pickUp = rider.getByRole('region', { name: 'Pick up at the store' }).filter({ hasText: order.orderId });
    await pickUp.waitFor(SLOW);
    expect(await pickUp.getByText('Sharing your location').count(), 'nothing is shared before the order is out').toBe(0);
    await pickUp.getByRole('button', { name: 'Picked up' }).click();
    const onTheWay = rider.getByRole('region', { name: 'On the way' }).filter({ hasText: order.orderId });
    await onTheWay.getByRole('status').filter({ hasText: 'Sharing your location' }).waitFor(SLOW);

    const yourRider = shopperPage.getByRole('region', { name: 'Your rider' });
    await yourRider.getByText(expectedText(FAR)).waitFor(NEXT_POSITION);
    const route = yourRider.getByRole('img', { name: 'Route line: the rider, and your address' });
    await route.waitFor(SLOW);
    const dot = route.getByTestId('rider-dot');
    const farY = Number(await dot.getAttribute('cy'));

    // The phone moves: the shopper sees the rider nearer, the dot moved up (north) on the line.
    await rider.context().setGeolocation({ ...NEAR, accuracy: 15 });
    await yourRider.getByText(expectedText(NEAR)).waitFor(NEXT_POSITION);
    expect(Number(await dot.getAttribute('cy'))).toBeLessThan(farY);
    expect(await route.locator('polyline').count(), 'the trail from far to near').toBe(1);
    expect(await notReloaded(shopperPage)).toBe(true);

    // The rider can stop sharing (and share again).
    await onTheWay.getByRole('button', { name: 'Stop sharing' }).click();
    await onTheWay.getByRole('status').filter({ hasText: 'Location not shared' }).waitFor(SLOW);
    await onTheWay.getByRole('button', { name: 'Share location' }).waitFor(SLOW);

    // Delivered: the shopper's rider box goes with "out for delivery". Off duty again for the next run.
    const code = (await shopperPage.getByText(/^\d{4}$/).innerText()).trim();
    await apiCall('POST', '/api/rider/deliver', { _id: order._id, code, cashCollected: order.totalAmt }, await apiToken(RIDER.email, RIDER.password));
    await yourRider.waitFor({ state: 'detached', ...SLOW });
    await onTheWay.waitFor({ state: 'detached', ...SLOW });
    await duty.click();
    await expect.poll(() => duty.getAttribute('aria-checked'), SLOW).toBe('false');
    await rider.context().close();
    await shopperPage.context().close();
  });
});
