/**
 * A line packed short shows what was packed wherever the order's lines are shown: the shopper's and
 * the admin's order (`packing` on the line), the rider's view (the units to hand over) and the
 * order's mails ("2 of 3 ×"), all from core/packed-lines.ts.
 */
import { describe, expect, it } from 'vitest';
import { api, eventually, mailsTo } from './helpers.js';
import { barcodedProduct, newPicker, orderAt, packed, scan, start, unavailable } from './picking-support.js';
import { asAdmin, asOwner, duty, me, newRider, pickup } from './riders-support.js';
import type { ApiOrder } from '../../functions/core/order-api.js';
import { testStore } from './stores-support.js';

describe('a line packed short', () => {
  it('a cash order: its line says 1 of 3 not packed to the shopper and the admin, 2 of 3 in the mail; the rider hands over 2', async () => {
    const store = await testStore({ name: 'Packed Lines Store', legal: { name: 'Packed Lines Retail Pvt Ltd', gstin: '27AAPFU0939F1ZV', state: 'Maharashtra' } });
    const [milk, bread] = await Promise.all([barcodedProduct(store, { name: 'Test Packed Milk', price: 30 }), barcodedProduct(store, { name: 'Test Packed Bread', price: 45 })]);
    const [picker, rider] = await Promise.all([newPicker(store, 'Short Picker'), newRider(store, 'Short Rider')]);
    expect((await duty(rider, true)).status).toBe(200);
    // "Don't replace": the missing bread is refunded at Packed, with no question for the shopper to answer first.
    const { token, order } = await orderAt(store, [{ product: milk, qty: 1 }, { product: bread, qty: 3 }], 'cash', 'dont_replace');
    const shopper = await api<{ email: string }>('GET', '/api/user/user-details', { token });

    // While it is picked, the lines are as ordered.
    expect((await start(picker.token, order._id)).status).toBe(200);
    expect((await scan(picker.token, { orderId: order._id, code: milk.barcode })).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await scan(picker.token, { orderId: order._id, code: bread.barcode })).status).toBe(200);
    expect((await unavailable(picker.token, { orderId: order._id, lineId: bread._id, quantity: 1 })).status).toBe(200);
    expect((await asOwner({ token }, order._id)).items.every((l) => l.packing === undefined)).toBe(true);

    expect((await packed(picker.token, order._id)).status).toBe(200);
    const shown = { notPacked: 1 };
    const line = (items: { productId: string; packing?: unknown }[], id: string) => items.find((l) => l.productId === id);
    const owned = await asOwner({ token }, order._id);
    expect(line(owned.items, bread._id)).toMatchObject({ quantity: 3, packing: shown });
    expect(line(owned.items, milk._id)?.packing).toBeUndefined();
    expect(line((await asAdmin(order._id)).items, bread._id)).toMatchObject({ packing: shown });

    // The rider is offered it with what to hand over: 1 milk, 2 bread.
    await eventually(async () => expect((await me(rider)).current?._id).toBe(order._id));
    const offered = (await me(rider)).current!;
    expect(Object.fromEntries(offered.items.map((l) => [l.productId, l.quantity]))).toEqual({ [milk._id]: 1, [bread._id]: 2 });
    expect(offered.totalQuantity).toBe(3);

    // Out for delivery: the mail's bread line says how many were packed.
    expect((await pickup(rider, order._id)).status).toBe(200);
    const mail = await eventually(async () => {
      const found = (await mailsTo(shopper.body.data!.email)).find((m) => m.subject.includes(order.orderId) && /on its way|out for delivery/i.test(`${m.subject} ${m.body.text ?? ''}`));
      expect(found).toBeDefined();
      return found!;
    });
    expect(mail.body.text).toContain(`2 of 3 × ${bread.name} (500 g)`);
    expect(mail.body.text).toContain(`1 × ${milk.name} (500 g)`);
    expect(mail.body.html).toContain(`2 of 3 × ${bread.name}`);
  }, 90_000);

  it('a cash order whose missing units were replaced: the line names its substitute in the mail, the shopper and the admin see both', async () => {
    const store = await testStore({ name: 'Packed Substitute Store' });
    // One sub category, nothing else stocked at the store: Yoghurt (₹28) is the best match for Curd (₹30).
    const [curd, yoghurt] = await Promise.all([barcodedProduct(store, { name: 'Test Packed Curd', price: 30 }), barcodedProduct(store, { name: 'Test Packed Yoghurt', price: 28 })]);
    const [picker, rider] = await Promise.all([newPicker(store, 'Swap Picker'), newRider(store, 'Swap Rider')]);
    expect((await duty(rider, true)).status).toBe(200);
    const { token, order } = await orderAt(store, [{ product: curd, qty: 3 }]);
    const shopper = await api<{ email: string }>('GET', '/api/user/user-details', { token });

    expect((await start(picker.token, order._id)).status).toBe(200);
    expect((await scan(picker.token, { orderId: order._id, code: curd.barcode })).status).toBe(200);
    // The proposal reads the catalog snapshot: the new yoghurt may take a moment to be in it.
    await eventually(async () => {
      const res = await unavailable(picker.token, { orderId: order._id, lineId: curd._id, quantity: 2 });
      expect(res.body.data?.lines.find((l) => l.lineId === curd._id)?.substitute?.productId).toBe(yoghurt._id);
    });
    expect((await api<ApiOrder>('POST', '/api/order/substitution', { token, body: { orderId: order._id, lineId: curd._id, accept: true } })).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await scan(picker.token, { orderId: order._id, lineId: curd._id, code: yoghurt.barcode })).status).toBe(200);
    expect((await packed(picker.token, order._id)).status).toBe(200);

    const owned = await asOwner({ token }, order._id);
    expect(owned.items.find((l) => l.productId === curd._id)).toMatchObject({ quantity: 3, packing: { notPacked: 2 } });
    expect(owned.substitutions).toMatchObject([{ lineId: curd._id, productId: yoghurt._id, status: 'accepted', quantity: 2, less: 4 }]);
    expect((await asAdmin(order._id)).substitutions).toMatchObject([{ productId: yoghurt._id, status: 'accepted' }]);

    await eventually(async () => expect((await me(rider)).current?._id).toBe(order._id));
    expect((await pickup(rider, order._id)).status).toBe(200);
    const mail = await eventually(async () => {
      const found = (await mailsTo(shopper.body.data!.email)).find((m) => m.subject.includes(order.orderId) && /on its way|out for delivery/i.test(`${m.subject} ${m.body.text ?? ''}`));
      expect(found).toBeDefined();
      return found!;
    });
    expect(mail.body.text).toContain(`1 of 3 × ${curd.name} (500 g) + 2 × ${yoghurt.name} (500 g) instead`);
    expect(mail.body.html).toContain(`+ 2 × ${yoghurt.name} (500 g) instead`);
  }, 90_000);
});

