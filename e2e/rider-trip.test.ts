/**
 * Two orders a trip in the browser (docs/batching.md), on phones: a store of the test's own with
 * batching on and two riders of its own, one on duty (the shared demo rider is not involved). Two
 * shoppers' orders are packed: the rider's screen shows one trip, "Stop 1 of 2" and "Stop 2 of 2" in
 * drop order, each with its order, cash to collect, pickup, Delivered and Could not deliver; the
 * second shopper's page says "Your rider has one stop before you". The rider delivers the first with
 * its own code (the other's is refused), then the second; both shoppers see Delivered.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatInr } from '../frontend/src/lib/money.js';
import { ADMIN, PHONE, apiCall, apiToken, openPage, signIn, site, useBrowser, type PlacedOrder } from './browser.js';
import { orderAt, ownStore, riderAt } from './own-store.js';

const SLOW = { timeout: 20_000 };
/** Pushed over the live channel, or at the order page's next 15 s refresh at the latest. */
const LIVE = { timeout: 25_000 };
const ONE_STOP = 'Your rider has one stop before you';

const browser = useBrowser();

/** The shopper's order page, signed in. */
async function orderPage(shopper: { email: string; password: string }, order: PlacedOrder): Promise<Page> {
  const page = await openPage(browser(), PHONE, '/login');
  await signIn(page, shopper.email, shopper.password);
  await page.goto(`/dashboard/myorders/${order._id}`);
  await page.getByRole('heading', { level: 1, name: `Order No: ${order.orderId}` }).waitFor(SLOW);
  return page;
}

/** The delivery code the shopper's page shows while the order is out. */
async function codeOn(page: Page): Promise<string> {
  await page.getByText('Share this code with your rider').waitFor(LIVE);
  return (await page.getByText(/^\d{4}$/).innerText()).trim();
}

/** The order's status badge, at the top of the shopper's order page, says Delivered. */
const deliveredOn = (page: Page) => page.locator('article header').getByText('Delivered', { exact: true }).waitFor(LIVE);

describe('two orders a trip', () => {
  it('phone: one trip, both stops in drop order with their own cash, code and failed path; the second shopper is told of the stop before; both delivered', { timeout: 240_000 }, async () => {
    const admin = await apiToken(ADMIN.email, ADMIN.password);
    // Prep 30 min: both promises hold with the second drop (same pincode: taking the bags, the 5-minute
    // ride and a handover, then a second handover; core/ride-minutes.ts).
    const own = await ownStore(admin, 'Trip', { prepMinutes: 30, batching: true });
    const rider = await riderAt(admin, own.store._id, 'Tara Trip');
    // A second rider of the store, never on duty: both orders go to the one who is.
    await riderAt(admin, own.store._id, 'Otto Offduty');
    const first = await orderAt(own, 'trip-first');
    const second = await orderAt(own, 'trip-second');

    const riderPage = await openPage(browser(), PHONE, '/login');
    await riderPage.context().grantPermissions(['geolocation'], { origin: site.url });
    await riderPage.context().setGeolocation({ latitude: 18.52, longitude: 73.85, accuracy: 15 });
    await signIn(riderPage, rider.email, rider.password);
    await riderPage.goto('/rider');
    const duty = riderPage.getByRole('switch');
    await duty.waitFor(SLOW);
    await duty.click();
    await expect.poll(() => duty.getAttribute('aria-checked'), SLOW).toBe('true');
    await riderPage.getByText('No delivery right now').waitFor(SLOW);

    const firstPage = await orderPage(first.shopper, first.order);
    const secondPage = await orderPage(second.shopper, second.order);

    // The first packed goes to the free rider; the second joins the trip, dropped after it.
    await apiCall('PUT', '/api/order/update-status', { _id: first.order._id, status: 'packed' }, admin);
    await riderPage.getByRole('region', { name: 'Pick up at the store' }).filter({ hasText: first.order.orderId }).waitFor(LIVE);
    await apiCall('PUT', '/api/order/update-status', { _id: second.order._id, status: 'packed' }, admin);
    const trip = riderPage.getByRole('list', { name: 'Your trip, in drop order' });
    await trip.waitFor(LIVE);
    const stop = (n: 1 | 2, step: 'Pick up at the store' | 'On the way') => trip.getByRole('region', { name: `Stop ${n} of 2: ${step}` });
    await stop(1, 'Pick up at the store').waitFor(SLOW);
    // The trip's own items (each card lists its order's items too).
    expect(await trip.locator(':scope > li').count()).toBe(2);
    for (const [n, { order }] of [[1, first], [2, second]] as const) {
      const card = stop(n, 'Pick up at the store');
      expect(await card.getByText(`Order ${order.orderId}`).count()).toBe(1);
      expect((await card.innerText()).replace(/\s+/g, ' ')).toContain(`Collect in cash: ${formatInr(order.totalAmt)}`);
    }

    await secondPage.getByText(ONE_STOP).waitFor(LIVE);
    expect(await firstPage.getByText(ONE_STOP).count()).toBe(0);

    // Each picked up on its own card; then each has its own Delivered and Could not deliver.
    await stop(1, 'Pick up at the store').getByRole('button', { name: 'Picked up' }).click();
    await stop(1, 'On the way').waitFor(SLOW);
    await stop(2, 'Pick up at the store').getByRole('button', { name: 'Picked up' }).click();
    await stop(2, 'On the way').waitFor(SLOW);
    for (const [n, { order }] of [[1, first], [2, second]] as const) {
      await stop(n, 'On the way').getByRole('button', { name: 'Could not deliver' }).click();
      const failDialog = riderPage.getByRole('alertdialog', { name: `Could not deliver ${order.orderId}?` });
      await failDialog.getByRole('button', { name: 'Back' }).click();
      await failDialog.waitFor({ state: 'detached', ...SLOW });
      expect(await stop(n, 'On the way').getByRole('button', { name: 'Delivered' }).count()).toBe(1);
    }

    // The first drop takes its own shopper's code; the second shopper's is refused there.
    const [firstCode, secondCode] = [await codeOn(firstPage), await codeOn(secondPage)];
    await stop(1, 'On the way').getByRole('button', { name: 'Delivered' }).click();
    const deliver = riderPage.getByRole('dialog', { name: `Delivered ${first.order.orderId}` });
    await deliver.getByLabel('Cash collected (₹)').fill(String(first.order.totalAmt));
    // Two codes of four digits may be the same (1 in 10,000): then there is no other code to try.
    if (secondCode !== firstCode) {
      await deliver.getByLabel('Delivery code').fill(secondCode);
      await deliver.getByRole('button', { name: 'Delivered' }).click();
      await deliver.getByRole('alert').filter({ hasText: 'Wrong code, 4 tries left' }).waitFor(SLOW);
    }
    await deliver.getByLabel('Delivery code').fill(firstCode);
    await deliver.getByRole('button', { name: 'Delivered' }).click();
    await deliver.waitFor({ state: 'detached', ...SLOW });
    await deliveredOn(firstPage);

    // The second is the rider's one delivery now; its shopper has no stop before them any more.
    await trip.waitFor({ state: 'detached', ...LIVE });
    const last = riderPage.getByRole('region', { name: 'On the way', exact: true }).filter({ hasText: second.order.orderId });
    await last.waitFor(LIVE);
    await expect.poll(() => secondPage.getByText(ONE_STOP).count(), LIVE).toBe(0);
    await last.getByRole('button', { name: 'Delivered' }).click();
    const deliverSecond = riderPage.getByRole('dialog', { name: `Delivered ${second.order.orderId}` });
    await deliverSecond.getByLabel('Delivery code').fill(secondCode);
    await deliverSecond.getByLabel('Cash collected (₹)').fill(String(second.order.totalAmt));
    await deliverSecond.getByRole('button', { name: 'Delivered' }).click();
    await deliverSecond.waitFor({ state: 'detached', ...SLOW });
    await deliveredOn(secondPage);

    // The rider's day: both delivered, the cash of both to hand in.
    await riderPage.getByText('No delivery right now').waitFor(LIVE);
    const today = riderPage.getByRole('list', { name: "Today's deliveries" });
    for (const { order } of [first, second]) expect(await today.getByRole('listitem').filter({ hasText: order.orderId }).innerText()).toContain('Delivered');
    await riderPage.getByText(`Cash to hand in: ${formatInr(Math.round((first.order.totalAmt + second.order.totalAmt) * 100) / 100)}`).waitFor(SLOW);

    await duty.click();
    await expect.poll(() => duty.getAttribute('aria-checked'), SLOW).toBe('false');
    for (const page of [riderPage, firstPage, secondPage]) await page.context().close();
  });
});
