/**
 * A picker's whole order on a phone: signed in they land on /picker, start the order, type each
 * item's barcode (a wrong one is refused naming whose it is), mark one item not available, press
 * Packed; the admin's orders page then shows it packed with the lower cash total. The time from
 * "Start picking" to Packed is printed (a shared, loaded 2-core machine: compare runs, not numbers).
 */
import { describe, expect, it } from 'vitest';
import { ADMIN, DESKTOP, PHONE, apiCall, createTestProduct, newBarcode, placeCashOrder, toast, useBrowser, type Product } from './browser.js';
import { SLOW, adminRow, adminToken, badgeText, shopperWithCart, signedInPage } from './order-pages.js';

/** The demo picker, at Mumbai Central (the default store: createTestProduct's stock is there). */
const PICKER = { email: 'picker@example.com', password: 'Picker#12345' };

const browser = useBrowser();

/** Gives the product a barcode through the admin's product form call. */
async function withBarcode(admin: string, product: Product): Promise<Product & { barcode: string }> {
  const barcode = newBarcode();
  const { _id, image, category, subCategory, name, unit, stock, price, discount, description, more_details } = product;
  await apiCall('PUT', '/api/product/update-product-details', { _id, image, category, subCategory, name, unit, stock, price, discount, description, more_details, barcode }, admin);
  return { ...product, barcode };
}

describe('picking on a phone', () => {
  it('the picker starts the order, scans every item but one by typing, marks that one unavailable, packs; the admin sees it packed', async () => {
    const admin = await adminToken();
    const [paneer, curd, ghee] = await Promise.all([1, 2, 3].map(async () => withBarcode(admin, await createTestProduct(admin, 10))));
    const { token, addressId } = await shopperWithCart('picking', [
      [paneer!, 2],
      [curd!, 1],
      [ghee!, 1],
    ]);
    // Don't replace: the missing ghee is refunded, with no substitute for the shopper to answer.
    const order = await placeCashOrder(token, addressId, 'dont_replace');
    console.log(`picking: order ${order.orderId} placed; signing the picker in`);

    const phone = await signedInPage(browser(), PHONE, PICKER);
    expect(new URL(phone.url()).pathname).toBe('/picker');
    const queue = phone.getByRole('list', { name: 'Orders to pick' });
    await queue.waitFor(SLOW);
    const start = queue.getByRole('button', { name: `Start picking ${order.orderId}` });
    await start.waitFor(SLOW);

    console.log('picking: the queue lists it; Start picking');
    const startedAt = performance.now();
    await start.click();
    const list = phone.getByRole('list', { name: 'Pick list' });
    await list.waitFor(SLOW);
    const code = phone.getByLabel(/^Barcode/);
    const check = phone.getByRole('button', { name: 'Check' });

    // The wrong item is refused on the spot, naming whose barcode it is.
    await list.getByRole('button', { name: `Pick ${paneer!.name} now` }).click();
    await code.fill(curd!.barcode);
    await check.click();
    await phone.getByRole('alert').filter({ hasText: `the barcode of ${curd!.name}, not of ${paneer!.name}` }).waitFor(SLOW);
    await code.fill(paneer!.barcode);
    await check.click();
    await phone.getByRole('status').filter({ hasText: `${paneer!.name}: 1 of 2 scanned` }).waitFor(SLOW);
    await code.fill(paneer!.barcode);
    await check.click();
    await phone.getByRole('status').filter({ hasText: `${paneer!.name}: 2 of 2 scanned` }).waitFor(SLOW);
    await list.getByRole('button', { name: `Pick ${curd!.name} now` }).click();
    await code.fill(curd!.barcode);
    await check.click();
    await phone.getByRole('status').filter({ hasText: `${curd!.name}: 1 of 1 scanned` }).waitFor(SLOW);

    console.log('picking: two lines scanned (and one wrong item refused); marking the third unavailable');
    const packed = phone.getByRole('button', { name: 'Packed', exact: true });
    expect(await packed.isDisabled()).toBe(true);
    await list.getByRole('button', { name: `${ghee!.name} not available` }).click();
    await list.getByRole('button', { name: 'Mark 1 unavailable' }).click();
    await list.getByRole('listitem', { name: `${ghee!.name}, done` }).waitFor(SLOW);
    await expect.poll(() => packed.isEnabled(), SLOW).toBe(true);
    await packed.click();
    await toast(phone, /^Packed\. ₹81 not charged/).first().waitFor(SLOW);
    const pickMs = performance.now() - startedAt;
    console.log(`picking: Start picking to Packed took ${Math.round(pickMs)} ms (3 lines, 3 scans typed, 1 unavailable; shared loaded 2-core machine)`);
    await phone.context().close();

    // The admin's orders page shows it packed, and the cash to collect without the missing ghee (₹90 less 10 %).
    const desk = await signedInPage(browser(), DESKTOP, ADMIN);
    await desk.goto('/dashboard/orders');
    await adminRow(desk, order).waitFor(SLOW);
    await adminRow(desk, order).click();
    const panel = desk.getByRole('dialog', { name: `Order ${order.orderId}` });
    await expect.poll(() => badgeText(panel), SLOW).toBe('Packed');
    const seen = await apiCall<{ totalAmt: number; status: string }>('POST', '/api/order/details', { _id: order._id }, admin);
    expect(seen).toMatchObject({ status: 'packed', totalAmt: Math.round((order.totalAmt - 81) * 100) / 100 });
    await desk.context().close();
  }, 240_000);
});
