/**
 * The admin's Stores page on desktop and phone: the three demo stores, a store added with
 * its zones and hours (a double click adds one), a pincode another store serves refused in the
 * server's words under its row, a pause with a reason shoppers then read, a delete, the default
 * store's Delete disabled with its reason, and a store with stock deleted with its stock moved. The Stock pages and the product form: admin-store-stock.test.ts.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, apiCall, apiToken, countRequests, openPage, signIn, useBrowser, whatOverflowsSideways } from './browser.js';

const ADMIN = { email: 'admin@example.com', password: 'Admin#12345' };
const patient = { timeout: 15_000 };
const DEMO_STORES = ['Mumbai Central', 'Bengaluru Indiranagar', 'Delhi Connaught Place'];
/** Open all day, every day (open = close). */
const ALL_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => ({ day, open: '00:00', close: '00:00' }));

interface ApiStore {
  _id: string;
  name: string;
  zones: { pincode: string; travelMinutes: number }[];
  hours: { day: string; open: string; close: string }[];
  paused: boolean;
  reason: string;
  isDefault: boolean;
}

interface Serviceability {
  serviceable: boolean;
  store: { name: string } | null;
  canOrder: boolean;
  message: string;
}

/** A store's row (desktop table) or card (phone): whichever shows, found by its Edit button. */
function storeEntry(page: Page, name: string): Locator {
  return page.locator('tr:visible, li:visible').filter({ has: page.getByRole('button', { name: `Edit ${name}`, exact: true }) });
}

async function storesNow(): Promise<ApiStore[]> {
  return apiCall<ApiStore[]>('GET', '/api/store/get', undefined, await apiToken(ADMIN.email, ADMIN.password));
}

/** Six digits no demo store serves (they serve 400001-10, 560001-40 and 110001-10). */
const freePincode = () => String(700_000 + Math.floor(Math.random() * 90_000));

describe('admin: the Stores page', () => {
  const browser = useBrowser();
  const pages: Page[] = [];
  afterAll(async () => {
    for (const page of pages) await page.context().close();
  });
  const adminPage = async (viewport: typeof DESKTOP) => {
    const page = await openPage(browser(), viewport, '/login');
    pages.push(page);
    await signIn(page, ADMIN.email, ADMIN.password);
    return page;
  };

  it('desktop: the account menu leads to Stores, listing the three demo stores: default, open, paused with its reason', async () => {
    const page = await adminPage(DESKTOP);
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Stores', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/stores');
    await page.getByRole('heading', { level: 1, name: 'Stores' }).waitFor();
    const table = page.getByRole('table', { name: 'Stores' });
    await table.waitFor(patient);
    for (const name of DEMO_STORES) await storeEntry(page, name).waitFor(patient);
    // The default store comes first and says so.
    const firstRow = table.getByRole('row').nth(1);
    expect(await firstRow.getByRole('rowheader').innerText()).toMatch(/^Mumbai Central\s+Default/);
    expect(await storeEntry(page, 'Mumbai Central').getByText('10 pincodes: 400001 to 400010').count()).toBe(1);
    const delhi = storeEntry(page, 'Delhi Connaught Place');
    expect(await delhi.getByText('Paused', { exact: true }).count()).toBe(1);
    expect(await delhi.getByText('Closed for maintenance').count()).toBe(1);
    expect(await delhi.getByRole('button', { name: 'Resume Delhi Connaught Place' }).count()).toBe(1);
    expect(await storeEntry(page, 'Bengaluru Indiranagar').getByRole('link', { name: 'Stock at Bengaluru Indiranagar' }).count()).toBe(1);
  });

  it('phone: a card per store, nothing wider than the screen', async () => {
    const page = await adminPage(PHONE);
    await page.goto('/dashboard/stores');
    const cards = page.getByRole('list', { name: 'Stores' }).getByRole('listitem');
    await expect.poll(() => cards.count(), patient).toBeGreaterThanOrEqual(3);
    expect(await page.getByRole('table', { name: 'Stores' }).isVisible()).toBe(false);
    for (const name of DEMO_STORES) expect(await storeEntry(page, name).getByRole('heading', { level: 2 }).innerText()).toContain(name);
    expect(await storeEntry(page, 'Delhi Connaught Place').getByText('Closed for maintenance').isVisible()).toBe(true);
    expect(await whatOverflowsSideways(page)).toEqual([]);
    // A thumb-sized Pause button.
    const pause = page.getByRole('button', { name: 'Pause Mumbai Central' });
    expect((await pause.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`${label}: add a store with zones and hours, a taken pincode is refused, pause with a reason, resume, delete`, async () => {
      const page = await adminPage(viewport);
      await page.goto('/dashboard/stores');
      await storeEntry(page, 'Mumbai Central').waitFor(patient);
      const name = `E2E Pune ${label} ${Date.now().toString(36)}`;
      const first = freePincode();
      const zone = [first, String(Number(first) + 1), String(Number(first) + 2)];

      // Add: the details, three pincodes as a range, Monday past midnight, Sunday closed.
      await page.getByRole('button', { name: 'Add Store' }).first().click();
      const add = page.getByRole('dialog', { name: 'Add Store' });
      await add.getByLabel('Store name').fill(name);
      await add.getByLabel('Mobile No.').fill('9876500001');
      await add.getByLabel('Address Line').fill('1 Baner Road');
      await add.getByLabel('City', { exact: true }).fill('Pune');
      await add.getByLabel('Pincode', { exact: true }).fill(first);
      await add.getByLabel('Add pincodes').fill(`${zone[0]} - ${zone[2]}`);
      await add.getByLabel('Add pincodes').press('Enter');
      await add.getByText('Added 3 pincodes.').waitFor();
      expect(await add.getByLabel('Pincode 3', { exact: true }).inputValue()).toBe(zone[2]);
      await add.getByLabel('Monday opens at').fill('18:00');
      await add.getByLabel('Monday closes at').fill('02:00');
      await add.getByText('6:00 pm to 2:00 am the next day').waitFor();
      await add.getByLabel('Closed on Sunday').check();
      expect(await add.getByLabel('Sunday opens at').count()).toBe(0);

      const creates = countRequests(page, '/api/store/create', 'POST');
      await add.getByRole('button', { name: 'Add Store' }).dblclick();
      await add.waitFor({ state: 'detached', ...patient });
      await storeEntry(page, name).waitFor(patient);
      expect(creates()).toBe(1);
      const created = (await storesNow()).filter((store) => store.name === name);
      expect(created).toHaveLength(1);
      expect(created[0]!.zones.map((z) => z.pincode)).toEqual(zone);
      expect(created[0]!.hours.find((h) => h.day === 'mon')).toEqual({ day: 'mon', open: '18:00', close: '02:00' });
      expect(created[0]!.hours.some((h) => h.day === 'sun')).toBe(false);
      expect(created[0]!.isDefault).toBe(false);
      expect((await apiCall<Serviceability>('POST', '/api/store/serviceability', { pincode: zone[1] })).store?.name).toBe(name);

      // A pincode Mumbai Central serves: 409 in the server's words, under that pincode's row.
      await page.getByRole('button', { name: `Edit ${name}` }).click();
      const edit = page.getByRole('dialog', { name: `Edit ${name}` });
      await edit.getByLabel('Add pincodes').fill('400001:6');
      await edit.getByRole('button', { name: 'Add', exact: true }).click();
      await edit.getByText('Added 1 pincode.').waitFor();
      await edit.getByRole('button', { name: 'Save changes' }).click();
      const taken = edit.getByLabel('Pincode 4', { exact: true });
      await expect.poll(() => taken.getAttribute('aria-invalid'), patient).toBe('true');
      const refusal = await taken.evaluate((input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '');
      expect(refusal).toContain('400001');
      expect(refusal).toContain('Mumbai Central');
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await edit.waitFor({ state: 'detached' });
      expect((await storesNow()).find((store) => store.name === name)?.zones).toHaveLength(3);

      // Pause with the reason shoppers read; then resume.
      const reason = 'Riders off the road: heavy rain';
      await page.getByRole('button', { name: `Pause ${name}` }).click();
      const pause = page.getByRole('dialog', { name: `Pause ${name}?` });
      await pause.getByLabel('Reason shoppers see').fill(reason);
      await pause.getByRole('button', { name: 'Pause store' }).click();
      await pause.waitFor({ state: 'detached', ...patient });
      await storeEntry(page, name).getByText(reason).waitFor(patient);
      expect(await storeEntry(page, name).getByText('Paused', { exact: true }).count()).toBe(1);
      const paused = await apiCall<Serviceability>('POST', '/api/store/serviceability', { pincode: zone[0] });
      expect(paused).toMatchObject({ serviceable: true, canOrder: false, message: reason });

      await page.getByRole('button', { name: `Resume ${name}` }).click();
      const resume = page.getByRole('dialog', { name: `Resume ${name}?` });
      await resume.getByText(reason).waitFor();
      await resume.getByRole('button', { name: 'Resume store' }).click();
      await page.getByRole('button', { name: `Pause ${name}` }).waitFor(patient);
      expect((await storesNow()).find((store) => store.name === name)?.paused).toBe(false);

      // Delete after confirming.
      await page.getByRole('button', { name: `Delete ${name}` }).click();
      const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await confirm.waitFor({ state: 'detached', ...patient });
      await expect.poll(() => storeEntry(page, name).count(), patient).toBe(0);
      expect((await storesNow()).some((store) => store.name === name)).toBe(false);
      expect((await apiCall<Serviceability>('POST', '/api/store/serviceability', { pincode: zone[0] })).serviceable).toBe(false);
      expect(await whatOverflowsSideways(page)).toEqual([]);
    });
  }

  it("the default store's Delete is disabled and says why before any press", async () => {
    const page = await adminPage(DESKTOP);
    await page.goto('/dashboard/stores');
    const remove = page.getByRole('button', { name: 'Delete Mumbai Central' });
    await remove.waitFor(patient);
    expect(await remove.isDisabled()).toBe(true);
    const reasonId = await remove.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${reasonId}"]`).innerText()).toBe('The default store cannot be deleted: make another store the default first.');
    expect(await page.getByRole('button', { name: 'Delete Bengaluru Indiranagar' }).isDisabled()).toBe(false);
  });

  it('a store with stock is deleted in one confirmed step, its stock moved whole to the store chosen', async () => {
    const token = await apiToken(ADMIN.email, ADMIN.password);
    const name = `Closing ${Date.now().toString(36)}`;
    const store = await apiCall<ApiStore>('POST', '/api/store/create', {
      name, address_line: '1 Test Lane', city: 'Pune', pincode: '411001', mobile: '9876501234', zones: [{ pincode: freePincode(), travelMinutes: 5 }],
      prepMinutes: 3, maxOpenOrders: 10, hours: ALL_DAY, paused: false, reason: '',
    }, token);
    const bengaluru = (await storesNow()).find((s) => s.name === 'Bengaluru Indiranagar')!;
    const stockAt = async (storeId: string, productId: string) =>
      (await apiCall<{ rows: { productId: string; stock: number }[] }>('POST', '/api/store/stock', { storeId, productIds: [productId], limit: 1 }, token)).rows[0]?.stock ?? 0;
    const [seeded] = await apiCall<{ _id: string }[]>('POST', '/api/product/get', { page: 1, limit: 1 });
    const before = await stockAt(bengaluru._id, seeded!._id);
    await apiCall('PUT', '/api/store/update-stock', { storeId: store._id, productId: seeded!._id, stock: 6, stockSeen: 0 }, token);

    const page = await adminPage(DESKTOP);
    await page.goto('/dashboard/stores');
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
    await confirm.getByRole('combobox', { name: 'Store to move the stock to' }).selectOption({ label: 'Bengaluru Indiranagar' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.waitFor({ state: 'detached', ...patient });
    await expect.poll(() => storeEntry(page, name).count(), patient).toBe(0);
    expect((await storesNow()).some((s) => s._id === store._id)).toBe(false);
    expect(await stockAt(bengaluru._id, seeded!._id)).toBe(before + 6);
  });

  it('a shopper opening the Stores page sees Do not have permission', async () => {
    const page = await openPage(browser(), DESKTOP, '/login');
    pages.push(page);
    await signIn(page, 'shopper@example.com', 'Shopper#12345');
    await page.goto('/dashboard/stores');
    await page.getByRole('alert').filter({ hasText: 'Do not have permission' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add Store' }).count()).toBe(0);
  });
});
