/**
 * A wrong barcode refused on the spot over HTTP, naming what it is: a product of the catalog that is
 * not on the order by its name, a code of no product as unknown, a code with a wrong check digit as
 * no barcode at all. A refused scan writes nothing: the pick (its rev) and the order are as they were.
 */
// First: it gives this process the stack's environment, which the table client reads when imported.
import { eventually } from './helpers.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoreRecord } from '../../functions/core/stores.js';
import { findOrderOwner, getOrder } from '../../functions/data/repos/orders/queries.js';
import { barcodedProduct, newBarcode, newPicker, orderAt, scan, start, type BarcodedProduct, type TestPicker } from './picking-support.js';
import { testStore } from './stores-support.js';

let store: StoreRecord;
let milk: BarcodedProduct;
let butter: BarcodedProduct;
let picker: TestPicker;

beforeAll(async () => {
  store = await testStore({ name: 'Scan Barcodes Store' });
  // Butter is in the catalog (and stocked) but never on the test's order.
  [milk, butter] = await Promise.all([barcodedProduct(store, { name: 'Test Scan Milk', price: 30 }), barcodedProduct(store, { name: 'Test Scan Butter', price: 55 })]);
  picker = await newPicker(store, 'Meera Shah');
});

/** The order as stored: its pick (with the rev every write of it bumps) and when it last changed. */
async function stored(orderId: string) {
  const owner = await findOrderOwner(orderId);
  const order = await getOrder(owner!, orderId);
  return { pick: order!.pick, updatedAt: order!.updatedAt };
}

describe('a wrong barcode names what it is', () => {
  it("another product's code: its name and unit; no product's: unknown; a wrong check digit: invalid; none of them writes anything", async () => {
    const { order } = await orderAt(store, [{ product: milk, qty: 2 }], 'cash', 'dont_replace');
    expect((await start(picker.token, order._id)).status).toBe(200);
    const before = await stored(order._id);
    expect(before.pick).toMatchObject({ rev: 0, lines: [{ productId: milk._id, scanned: 0, unavailable: 0 }] });

    // The catalog snapshot holds butter once its write has settled: until then its code is unknown.
    const other = await eventually(async () => {
      const res = await scan(picker.token, { orderId: order._id, lineId: milk._id, code: butter.barcode });
      expect(res.body.message).not.toMatch(/^Unknown barcode/);
      return res;
    }, 30_000);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(`Wrong item: that is ${butter.name} (500 g), not on this order; scan ${milk.name}`);
    // Without a line named, the same.
    const unnamed = await scan(picker.token, { orderId: order._id, code: butter.barcode });
    expect([unnamed.status, unnamed.body.message]).toEqual([409, `Wrong item: that is ${butter.name} (500 g), not on this order`]);

    const code = newBarcode();
    const unknown = await scan(picker.token, { orderId: order._id, code });
    expect([unknown.status, unknown.body.message]).toEqual([409, `Unknown barcode: ${code} is not the barcode of any product we sell`]);

    const typo = await scan(picker.token, { orderId: order._id, code: `${milk.barcode.slice(0, 12)}${(Number(milk.barcode[12]) + 1) % 10}` });
    expect(typo.status).toBe(400);
    expect(typo.body.message).toMatch(/check digit/);

    // Nothing written by any of them: the same pick, the same order.
    expect(await stored(order._id)).toEqual(before);
    // The right code still counts, from where the pick was.
    const right = await scan(picker.token, { orderId: order._id, code: milk.barcode });
    expect(right.status, right.body.message).toBe(200);
    expect(right.body.data!.lines[0]).toMatchObject({ lineId: milk._id, scanned: 1 });
    expect((await stored(order._id)).pick?.rev).toBe(1);
  }, 60_000);
});
