/**
 * The admin's Claims page on a phone: a delivered cash order with a damaged-goods claim over the
 * automatic limit (so it waits, open) is on its store's queue with its photo; the admin approves part
 * of it (a double tap), and it shows as approved, paid back once as store credit; another admin's
 * open queue shows the decision live.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ApiClaim, ApiClaimQueue } from '../functions/core/contracts/claim.js';
import { audit, report, settled } from './accessibility.js';
import { ADMIN, PHONE, TEST_ADDRESS, apiCall, apiToken, createTestProduct, openPage, placeCashOrder, pngFile, riderGets, shopperViaApi, signIn, site, useBrowser, whatOverflowsSideways } from './browser.js';

const RIDER = { email: 'rider@example.com', password: 'Rider#12345' };
const INDIRANAGAR = 'store-bengaluru-indiranagar';
const SLOW = { timeout: 20_000 };
const browser = useBrowser();

/** A photo uploaded for a claim, as the shopper's form does: presigned, then put. */
async function claimPhoto(token: string): Promise<string> {
  const { buffer } = pngFile('cracked-lid.png', [200, 40, 40]);
  const { uploadUrl, headers, url } = await apiCall<{ uploadUrl: string; headers: Record<string, string>; url: string }>(
    'POST',
    '/api/file/upload',
    { contentType: 'image/png', size: buffer.length, purpose: 'claim' },
    token,
  );
  const put = await fetch(uploadUrl, { method: 'PUT', headers, body: new Uint8Array(buffer) });
  expect(put.status).toBe(200);
  return url;
}

describe('admin Claims page', () => {
  it('phone: an open claim shows with its photo; approving part of it shows it approved and pays it once', { timeout: 120_000 }, async () => {
    const admin = await apiToken(ADMIN.email, ADMIN.password);
    const riderToken = await apiToken(RIDER.email, RIDER.password);
    // Two lines of ₹81: a claim on both (₹162) is over the automatic limit (₹150) and waits for an admin.
    const kept = await createTestProduct(admin, 10);
    const cracked = await createTestProduct(admin, 10);
    for (const product of [kept, cracked]) await apiCall('PUT', '/api/store/update-stock', { storeId: INDIRANAGAR, productId: product._id, stock: 5, stockSeen: 0 }, admin);
    const bengaluru = { ...TEST_ADDRESS, city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };
    const { token, addressIds } = await shopperViaApi('claims', { addresses: [bengaluru], productIds: [kept._id, cracked._id] });
    const placed = await placeCashOrder(token, addressIds[0]!, 'dont_replace');

    await apiCall('PUT', '/api/rider/duty', { onDuty: true }, riderToken);
    await apiCall('PUT', '/api/order/update-status', { _id: placed._id, status: 'packed' }, admin);
    await riderGets(admin, riderToken, placed._id);
    const { current } = await apiCall<{ current: { amountToCollect: number } }>('GET', '/api/rider/me', undefined, riderToken);
    await apiCall('POST', '/api/rider/pickup', { _id: placed._id }, riderToken);
    const { deliveryCode } = await apiCall<{ deliveryCode: string }>('POST', '/api/order/details', { _id: placed._id }, token);
    await apiCall('POST', '/api/rider/deliver', { _id: placed._id, code: deliveryCode, cashCollected: current.amountToCollect }, riderToken);
    await apiCall('PUT', '/api/rider/duty', { onDuty: false }, riderToken);

    const photo = await claimPhoto(token);
    const reported = await fetch(new URL('/api/order/claim', site.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        orderId: placed._id,
        lines: [{ productId: kept._id, quantity: 1 }, { productId: cracked._id, quantity: 1 }],
        reason: 'damaged',
        note: 'Both tubs arrived crushed flat',
        photos: [photo],
      }),
    });
    expect(reported.status).toBe(200);
    const claim = ((await reported.json()) as { data: ApiClaim }).data;
    expect(claim).toMatchObject({ state: 'open', amountPaise: 16_200 });

    const page = await openPage(browser(), PHONE, '/login');
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/dashboard/claims');
    await page.getByRole('heading', { name: 'Claims', level: 1 }).waitFor(SLOW);
    await page.getByLabel('Store', { exact: true }).selectOption(INDIRANAGAR);
    const title = `Order ${claim.orderNo}`;
    const open = page.getByRole('list', { name: 'Open claims' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await open.waitFor(SLOW);
    const text = await open.innerText();
    for (const words of ['₹162', 'Damaged', 'Both tubs arrived crushed flat', `${kept.name} × 1`, `${cracked.name} × 1`, 'None before', 'Cash']) expect(text).toContain(words);

    // The photo: a thumbnail with its words, opening the full picture.
    const thumbnail = open.getByRole('img', { name: `Photo 1 of the claim on order ${claim.orderNo}` });
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), SLOW).toBe(16);
    await thumbnail.click();
    const viewer = page.getByRole('dialog', { name: `Photo 1 of the claim on order ${claim.orderNo}` });
    await viewer.getByRole('img').waitFor(SLOW);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden', ...SLOW });
    expect(await whatOverflowsSideways(page)).toEqual([]);
    await settled(page);
    const findings = await audit(page, '/dashboard/claims (phone)');
    expect(findings, report(findings)).toEqual([]);

    // Another admin has the queue open: the decision reaches their page live.
    const other = await openPage(browser(), PHONE, '/login');
    await signIn(other, ADMIN.email, ADMIN.password);
    await other.goto('/dashboard/claims');
    await other.getByLabel('Store', { exact: true }).selectOption(INDIRANAGAR);
    await other.getByRole('list', { name: 'Open claims' }).getByRole('heading', { name: title }).waitFor(SLOW);

    // Part: none of the kept tub, the cracked one. A double tap decides once.
    await open.getByRole('spinbutton', { name: `Units of ${kept.name} to approve, at most 1` }).fill('0');
    await open.getByRole('button', { name: `Approve part of the claim on order ${claim.orderNo}` }).dblclick();
    const decided = page.getByRole('list', { name: 'Decided claims' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await decided.getByText(/^Approved ₹81 by .* · paid as store credit$/).waitFor(SLOW);
    expect(await page.getByRole('list', { name: 'Open claims' }).getByRole('heading', { name: title }).count()).toBe(0);

    await other.getByRole('list', { name: 'Decided claims' }).getByRole('listitem').filter({ has: other.getByRole('heading', { name: title }) }).getByText(/^Approved ₹81 by /).waitFor(SLOW);
    await other.context().close();

    const queue = await apiCall<ApiClaimQueue>('POST', '/api/claim/get', { storeId: INDIRANAGAR }, admin);
    expect(queue.decided.find((c) => c.claimId === claim.claimId)).toMatchObject({ state: 'approved', approvedPaise: 8_100, paidBy: 'credit', approvedLines: [expect.objectContaining({ productId: cracked._id, quantity: 1 })] });
    const ledger = await apiCall<{ balance: number; entries: { kind: string; amount: number }[] }>('POST', '/api/credit/get', {}, token);
    expect(ledger.entries.filter((entry) => entry.kind === 'claim')).toEqual([expect.objectContaining({ amount: 81 })]);
    await page.context().close();
  });
});
