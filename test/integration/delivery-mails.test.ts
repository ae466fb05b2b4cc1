/**
 * The shopper's mail for every step of a delivery that changes what they should do: out for
 * delivery, could not deliver, sent out again, delivered.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoreRecord } from '../../functions/core/stores.js';
import { createProduct, eventually, mailsTo, type TestProduct } from './helpers.js';
import { cashOrderAt, deliver, duty, fail, me, newRider, pickup, step, asOwner, type TestRider } from './riders-support.js';
import { putStoreStock, testStore } from './stores-support.js';

let store: StoreRecord;
let product: TestProduct;
let rider: TestRider;

beforeAll(async () => {
  store = await testStore({ name: 'Mail Test Store' });
  product = await createProduct({ stock: 0, price: 40 });
  await putStoreStock(store._id, product._id, 50);
  rider = await newRider(store, 'Meena Rao');
});

const subjects = async (email: string) => (await mailsTo(email)).map((m) => m.subject);

describe('delivery mails', () => {
  it('a failed delivery and its second attempt each mail the shopper, with the rider\'s reason', async () => {
    const { buyer, order } = await cashOrderAt(store, product, 1);
    expect((await duty(rider, true)).status).toBe(200);
    expect((await step(order._id, 'packed')).status).toBe(200);
    expect((await me(rider)).current?._id).toBe(order._id);
    expect((await pickup(rider, order._id)).status).toBe(200);
    expect((await fail(rider, order._id, 'Nobody at the door')).status).toBe(200);

    const failedSubject = `QuickBasket: we could not deliver order ${order.orderId}`;
    const failed = await eventually(async () => {
      const mail = (await mailsTo(buyer.email)).find((m) => m.subject === failedSubject);
      expect(mail).toBeDefined();
      return mail!;
    });
    expect(failed.body.text).toContain('Our rider could not hand your order over (Nobody at the door). It is back at Mail Test Store');
    expect(failed.body.text).toContain(`/dashboard/myorders/${order._id}`);

    expect((await step(order._id, 'packed')).status).toBe(200);
    await eventually(async () => expect(await subjects(buyer.email)).toContain(`QuickBasket: order ${order.orderId} is coming again`));
    expect((await me(rider)).current?._id).toBe(order._id);
    expect((await pickup(rider, order._id)).status).toBe(200);
    const code = (await asOwner(buyer, order._id)).deliveryCode!;
    expect((await deliver(rider, { _id: order._id, code, cashCollected: order.totalAmt })).status).toBe(200);
    await eventually(async () => expect(await subjects(buyer.email)).toContain(`QuickBasket: order ${order.orderId} is delivered`));

    // One mail per step, in the order they happened (the first packing is not news).
    const ours = (await subjects(buyer.email)).filter((s) => s.includes(order.orderId));
    expect(ours).toEqual([
      `QuickBasket: order ${order.orderId} is confirmed`,
      `QuickBasket: order ${order.orderId} is on its way`,
      failedSubject,
      `QuickBasket: order ${order.orderId} is coming again`,
      `QuickBasket: order ${order.orderId} is on its way`,
      `QuickBasket: order ${order.orderId} is delivered`,
    ]);
  });
});
