/**
 * The tax invoice over HTTP: issued at delivery with serials per store and financial year that stay
 * consecutive under concurrent deliveries, read by the order's shopper and admins only, and a credit
 * note for a refund after delivery.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderInvoiceReply } from '../../functions/core/contracts/invoice.js';
import { financialYear, invoiceNumber, INVOICE_NUMBER_MAX_LENGTH } from '../../functions/core/invoice.js';
import type { StoreRecord } from '../../functions/core/stores.js';
import { keys } from '../../functions/data/keys.js';
import { api, createProduct, eventually, mailsTo, newShopper, table, tokenFor, type TestProduct } from './helpers.js';
import { payOnStripePage } from './orders-support.js';
import { buyerAt, cashOrderAt, step } from './riders-support.js';
import { putStoreStock, testStore } from './stores-support.js';

const legal = { name: 'Basket Retail Pvt Ltd', gstin: '27AAPFU0939F1ZV', state: 'Maharashtra' };
let store: StoreRecord;
let product: TestProduct;

const invoiceOf = async (orderId: string, token?: string) =>
  api<OrderInvoiceReply>('POST', '/api/order/invoice', { token: token ?? (await tokenFor('admin')), body: { orderId } });

/** The short prefix the store took at its first invoice. */
async function storePrefixOf(storeId: string): Promise<string> {
  const item = (await table.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.store(storeId), ConsistentRead: true }))).Item;
  expect(item?.invoicePrefix).toMatch(/^[A-Z0-9]{1,4}$/);
  return item!.invoicePrefix as string;
}

async function deliver(orderId: string) {
  for (const to of ['packed', 'out_for_delivery', 'delivered']) {
    const res = await step(orderId, to);
    expect(res.status, res.body.message).toBe(200);
  }
}

beforeAll(async () => {
  store = await testStore({ name: 'Invoice Test Store', legal, maxOpenOrders: 100 });
  product = await createProduct({ stock: 0, price: 118 });
  await table.send(
    new UpdateCommand({
      TableName: process.env.TABLE_NAME,
      Key: keys.product(product._id),
      UpdateExpression: 'SET gstRate = :rate, hsn = :hsn',
      ExpressionAttributeValues: { ':rate': 18, ':hsn': '1905' },
    }),
  );
  await putStoreStock(store._id, product._id, 500);
});

describe('invoice serials', () => {
  it('20 concurrent deliveries in one store take 20 consecutive numbers: no gaps, no repeats, each order one invoice', async () => {
    const orders = [];
    for (let i = 0; i < 20; i++) orders.push((await cashOrderAt(store, product, 1)).order);
    for (const order of orders) {
      expect((await step(order._id, 'packed')).status).toBe(200);
      expect((await step(order._id, 'out_for_delivery')).status).toBe(200);
    }
    const delivered = await Promise.all(orders.map((o) => step(o._id, 'delivered')));
    expect(delivered.map((r) => r.status)).toEqual(orders.map(() => 200));

    const year = financialYear(new Date());
    const numbers = await Promise.all(
      orders.map(async (o) => {
        const res = await invoiceOf(o._id);
        expect(res.status, res.body.message).toBe(200);
        return res.body.data!.invoice.number;
      }),
    );
    const prefix = await storePrefixOf(store._id);
    const expected = Array.from({ length: 20 }, (_, i) => invoiceNumber(prefix, year, i + 1));
    expect([...numbers].sort()).toEqual(expected);
    for (const number of numbers) expect(number.length).toBeLessThanOrEqual(INVOICE_NUMBER_MAX_LENGTH);
    // Read again: the same invoice, no new number taken.
    expect((await invoiceOf(orders[0]!._id)).body.data!.invoice.number).toBe(numbers[0]);
    const counter = await table.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.invoiceSerial(store._id, year, 'INV'), ConsistentRead: true }));
    expect(counter.Item?.last).toBe(20);
  }, 240_000);
});

describe('the invoice call', () => {
  it('answers the owner and admins; another shopper 404; 404 before delivery; the document totals the order', async () => {
    const { buyer, order } = await cashOrderAt(store, product, 2);
    const early = await invoiceOf(order._id, buyer.token);
    expect(early.status).toBe(404);
    expect(early.body.message).toBe('The tax invoice is issued when the order is delivered');
    await deliver(order._id);

    const own = await invoiceOf(order._id, buyer.token);
    expect(own.status, own.body.message).toBe(200);
    const invoice = own.body.data!.invoice;
    expect(invoice).toMatchObject({ kind: 'invoice', seller: legal, orderId: order.orderId, totalPaise: 23_600, totalInWords: 'Rupees Two Hundred Thirty-Six Only' });
    // ₹236 at 18 % inside: ₹200 taxable, ₹36 tax; the shopper's address is in Karnataka, the store in Maharashtra.
    expect(invoice.rows[0]).toMatchObject({ code: '1905', quantity: 2, gstRate: 18, taxablePaise: 20_000, igstPaise: 3_600, cgstPaise: 0, sgstPaise: 0 });
    expect((await invoiceOf(order._id)).status).toBe(200);

    // The delivered mail links it.
    await eventually(async () => {
      const mail = (await mailsTo(buyer.email)).find((m) => m.subject === `QuickBasket: order ${order.orderId} is delivered`);
      expect(mail?.body.text).toContain(`Tax invoice ${invoice.number}: `);
      expect(mail?.body.text).toContain(`/invoice/${order._id}`);
    });

    // A later change of the product's GST does not change the issued invoice.
    await table.send(new UpdateCommand({ TableName: process.env.TABLE_NAME, Key: keys.product(product._id), UpdateExpression: 'SET gstRate = :rate', ExpressionAttributeValues: { ':rate': 5 } }));
    expect((await invoiceOf(order._id, buyer.token)).body.data!.invoice.rows[0]).toMatchObject({ gstRate: 18, taxablePaise: 20_000 });
    await table.send(new UpdateCommand({ TableName: process.env.TABLE_NAME, Key: keys.product(product._id), UpdateExpression: 'SET gstRate = :rate', ExpressionAttributeValues: { ':rate': 18 } }));

    const stranger = await newShopper();
    const other = await invoiceOf(order._id, stranger.accessToken);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain(invoice.number);
  });

  it('a store without seller details issues none: 404 saying so', async () => {
    const plain = await testStore({ name: 'No GST Store' });
    await putStoreStock(plain._id, product._id, 5);
    const { buyer, order } = await cashOrderAt(plain, product, 1);
    await deliver(order._id);
    const res = await invoiceOf(order._id, buyer.token);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No tax invoice is available for this order');
  });
});

describe('credit notes', () => {
  it('a part refund after delivery issues a credit note against the invoice, with the refunded line\'s tax', async () => {
    const buyer = await buyerAt(store, product, 3);
    const checkout = await api<{ id: string; order: { _id: string } }>('POST', '/api/order/checkout', { token: buyer.token, body: { addressId: buyer.addressId } });
    expect(checkout.status, checkout.body.message).toBe(200);
    const orderId = checkout.body.data!.order._id;
    await payOnStripePage(buyer, checkout.body.data!.id, orderId);
    await deliver(orderId);
    const invoice = (await invoiceOf(orderId, buyer.token)).body.data!.invoice;

    const refund = await api('POST', '/api/order/refund-part', {
      token: await tokenFor('admin'),
      body: { _id: orderId, lines: [{ productId: product._id, quantity: 1 }], reason: 'One packet was torn' },
    });
    expect(refund.status, refund.body.message).toBe(200);
    const notes = await eventually(async () => {
      const res = await invoiceOf(orderId, buyer.token);
      expect(res.body.data!.creditNotes).toHaveLength(1);
      return res.body.data!.creditNotes;
    });
    expect(notes[0]).toMatchObject({ kind: 'credit_note', againstNumber: invoice.number, totalPaise: 11_800, tipPaise: 0 });
    // A credit note's own series (its serial starts with C), in GST's 16 characters.
    expect(notes[0]!.number).toMatch(new RegExp(`^${await storePrefixOf(store._id)}/\\d{4}/C\\d{5}$`));
    expect(notes[0]!.number.length).toBeLessThanOrEqual(INVOICE_NUMBER_MAX_LENGTH);
    expect(notes[0]!.rows).toEqual([expect.objectContaining({ code: '1905', quantity: 1, taxablePaise: 10_000, igstPaise: 1_800 })]);
  });
});
