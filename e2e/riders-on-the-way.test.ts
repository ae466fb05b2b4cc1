/**
 * The admins' Riders page on a phone: each rider out for delivery with the distance to the
 * address, the ETA and when they were last seen, moving when the rider's phone sends a position
 * (the live channel), without a reload.
 */
import { describe, expect, it } from 'vitest';
import { riderEta } from '../functions/core/rider-eta.js';
import { SEED_STORES } from '../local/seed/stores.js';
import { ADMIN, PHONE, TEST_ADDRESS, apiCall, apiToken, createTestProduct, openPage, overflowsSideways, placeCashOrder, riderGets, shopperViaApi, signIn, useBrowser } from './browser.js';

/** The demo rider, at Bengaluru Indiranagar (local/seed). */
const RIDER = { email: 'rider@example.com', password: 'Rider#12345' };
const INDIRANAGAR = 'store-bengaluru-indiranagar';
const PINCODE = '560001';
const SLOW = { timeout: 20_000 };

const centre = (() => {
  const zone = SEED_STORES.find((s) => s._id === INDIRANAGAR)!.zones.find((z) => z.pincode === PINCODE)!;
  return { lat: zone.lat!, lng: zone.lng! };
})();

describe('the admins see the riders on the way', () => {
  const browser = useBrowser();

  it('phone: the Riders page lists the rider out for delivery; a position the rider sends shows its distance, ETA and last seen, live', { timeout: 120_000 }, async () => {
    const admin = await apiToken(ADMIN.email, ADMIN.password);
    const rider = await apiToken(RIDER.email, RIDER.password);
    const product = await createTestProduct(admin, 10);
    await apiCall('PUT', '/api/store/update-stock', { storeId: INDIRANAGAR, productId: product._id, stock: 5, stockSeen: 0 }, admin);
    const bengaluru = { ...TEST_ADDRESS, city: 'Bengaluru', state: 'Karnataka', pincode: PINCODE };
    const { token, addressIds } = await shopperViaApi('riders-live', { addresses: [bengaluru], productIds: [product._id] });
    const order = await placeCashOrder(token, addressIds[0]!, 'dont_replace');

    // On duty, offered the packed order, picked up: out for delivery with the demo rider.
    await apiCall('PUT', '/api/rider/duty', { onDuty: true }, rider);
    await apiCall('PUT', '/api/order/update-status', { _id: order._id, status: 'packed' }, admin);
    await riderGets(admin, rider, order._id);
    await apiCall('POST', '/api/rider/pickup', { _id: order._id }, rider);

    const page = await openPage(browser(), PHONE, '/login');
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/dashboard/riders');
    const onTheWay = page.getByRole('region', { name: 'On the way' });
    const entry = onTheWay.getByRole('listitem', { name: new RegExp(`order ${order.orderId}$`) });
    await entry.waitFor(SLOW);
    await page.evaluate(() => Object.assign(window, { e2eNotReloaded: true }));

    // The rider's phone sends a position: the page shows where the rider is, without a reload.
    const at = { lat: centre.lat - 0.03, lng: centre.lng };
    const { distanceMetres, etaMinutes } = riderEta(at, centre);
    await apiCall('PUT', '/api/rider/location', { ...at, accuracy: 15 }, rider);
    await entry.getByText(`${(distanceMetres! / 1000).toFixed(1)} km to go`).waitFor(SLOW);
    await entry.getByText(`ETA ${etaMinutes} min`).waitFor(SLOW);
    await entry.getByText('last seen just now').waitFor(SLOW);
    expect(await page.evaluate(() => (window as unknown as { e2eNotReloaded?: boolean }).e2eNotReloaded)).toBe(true);
    expect(await overflowsSideways(page)).toBe(false);

    // Delivered: off the list. Off duty again for the next run.
    const { deliveryCode } = await apiCall<{ deliveryCode: string }>('POST', '/api/order/details', { _id: order._id }, token);
    await apiCall('POST', '/api/rider/deliver', { _id: order._id, code: deliveryCode, cashCollected: order.totalAmt }, rider);
    await apiCall('PUT', '/api/rider/duty', { onDuty: false }, rider);
    await page.context().close();
  });
});
