/**
 * An order's charges in the browser (phone): the shopper's order page shows each fee with why, the
 * offer taken off, the tip and the total paid; the rider who delivers it sees the tip in "Tips
 * today". The order is given its charges in the table as checkout writes them with the money model.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { LOCAL_TABLE_NAME } from '../functions/data/table.js';
import { SAMPLE_OFFER } from '../test/fixtures/charged-order.js';
import { chargeStoredOrder } from '../test/fixtures/charge-stored-order.js';
import { PHONE, TEST_ADDRESS, apiCall, apiToken, createTestProduct, openPage, placeCashOrder, riderGets, shopperViaApi, signIn, useBrowser, whatOverflowsSideways } from './browser.js';

const ADMIN = { email: 'admin@example.com', password: 'Admin#12345' };
/** The demo rider, at Bengaluru Indiranagar (local/seed). */
const RIDER = { email: 'rider@example.com', password: 'Rider#12345' };
const INDIRANAGAR = 'store-bengaluru-indiranagar';
const SLOW = { timeout: 20_000 };

const browser = useBrowser();
/** The e2e stack's DynamoDB (E2E_PORT_BASE + 1, e2e/global-setup.ts). */
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: `http://127.0.0.1:${Number.parseInt(process.env.E2E_PORT_BASE ?? '15000', 10) + 1}`,
    region: 'ap-south-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }),
);

describe("an order's charges", () => {
  it("the shopper's order page lists the fees, the offer, the tip and the total paid; the rider's Tips today counts the tip", async () => {
    const admin = await apiToken(ADMIN.email, ADMIN.password);
    const riderToken = await apiToken(RIDER.email, RIDER.password);
    const product = await createTestProduct(admin, 10);
    await apiCall('PUT', '/api/store/update-stock', { storeId: INDIRANAGAR, productId: product._id, stock: 5, stockSeen: 0 }, admin);
    const bengaluru = { ...TEST_ADDRESS, city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };
    const { shopper, token, addressIds } = await shopperViaApi('charges', { addresses: [bengaluru], productIds: [product._id] });
    const placed = await placeCashOrder(token, addressIds[0]!);
    const { _id: userId } = await apiCall<{ _id: string }>('GET', '/api/user/user-details', undefined, token);
    // ₹81 of items − ₹50 offer + ₹25 delivery + ₹9 handling + ₹20 tip = ₹85.
    const order = await chargeStoredOrder(db, LOCAL_TABLE_NAME, userId, placed._id, { tipPaise: 2_000, offer: SAMPLE_OFFER });
    expect(order.totals.grandTotalPaise).toBe(8_500);

    const page = await openPage(browser(), PHONE, '/login');
    await signIn(page, shopper.email, shopper.password);
    await page.goto(`/dashboard/myorders/${placed._id}`);
    const billBox = page.getByRole('region', { name: 'Bill details' });
    await billBox.getByText('Total paid').waitFor(SLOW);
    const text = await billBox.innerText();
    for (const words of ['Delivery fee', 'For carts under ₹499', 'Handling fee', 'For picking and packing your order', 'Offer SAVE50', '₹50 off your order', '−₹50', 'Tip for your rider', '₹20', '₹85']) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('Free');
    expect(await whatOverflowsSideways(page)).toEqual([]);
    await page.context().close();

    // The rider delivers it, collecting the grand total: the whole tip is theirs.
    await apiCall('PUT', '/api/rider/duty', { onDuty: true }, riderToken);
    await apiCall('PUT', '/api/order/update-status', { _id: placed._id, status: 'packed' }, admin);
    // Another file's delivery left with the demo rider is handed over first; the tips are counted from then.
    await riderGets(admin, riderToken, placed._id);
    const before = await apiCall<{ tipsToday: number; current: { amountToCollect: number } | null }>('GET', '/api/rider/me', undefined, riderToken);
    expect(before.current).toMatchObject({ amountToCollect: 85 });
    await apiCall('POST', '/api/rider/pickup', { _id: placed._id }, riderToken);
    const { deliveryCode } = await apiCall<{ deliveryCode: string }>('POST', '/api/order/details', { _id: placed._id }, token);
    await apiCall('POST', '/api/rider/deliver', { _id: placed._id, code: deliveryCode, cashCollected: 85 }, riderToken);
    await apiCall('PUT', '/api/rider/duty', { onDuty: false }, riderToken);

    const rider = await openPage(browser(), PHONE, '/login');
    await signIn(rider, RIDER.email, RIDER.password);
    await rider.goto('/rider');
    const expected = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(before.tipsToday + 20);
    await rider.getByText(`Tips today: ${expected}`).waitFor(SLOW);
    expect(await rider.getByRole('list', { name: "Today's deliveries" }).innerText()).toContain(`${placed.orderId}`);
    expect(await whatOverflowsSideways(rider)).toEqual([]);
    await rider.context().close();
  });
});
