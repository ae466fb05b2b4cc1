/**
 * The whole money chain over 1,000 random carts, stores' fee rules, moments, payments, offers and
 * tips: the bill the cart shows is the order's total, the Stripe session's amount (the line items
 * checkout sends, totalled by the local Stripe's own rule), the cash to collect and the tax
 * invoice's total; the lines' paid amounts add up; the invoice's taxable value and tax add up to what
 * was paid. Each link is the function the service uses (core/bill.ts, core/order-record.ts
 * buildOrder, core/payment-lines.ts, core/invoice-document.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feesArb, offerArb } from '../../test/fixtures/money-arbitraries.js';
import { sessionFromForm } from '../../local/stripe-objects.js';
import { bill, MAX_TIP_PAISE } from './bill.js';
import { GST_RATES } from './invoice.js';
import { invoiceDocument } from './invoice-document.js';
import { buildOrder, linePaid } from './order-record.js';
import { paymentLines } from './payment-lines.js';

const lineArb = fc.record({
  pricePaise: fc.integer({ min: 1, max: 500_000 }),
  discount: fc.constantFrom(0, 0, 5, 15, 33, 50, 100),
  quantity: fc.integer({ min: 1, max: 12 }),
  gstRate: fc.constantFrom(...GST_RATES),
});
const address = { _id: 'a', address_line: '1 MG Road', city: 'Mumbai', state: 'Maharashtra', country: 'India', pincode: '400001', mobile: '9876501234' };

describe('the money chain: cart bill = order total = Stripe amount = cash to collect = invoice total', () => {
  it('holds over 1,000 random carts, fee rules, moments, payments, offers and tips', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 40 }),
        feesArb,
        fc.date({ min: new Date('2026-01-01'), max: new Date('2028-01-01'), noInvalidDate: true }),
        fc.boolean(),
        fc.constantFrom('card', 'cash') as fc.Arbitrary<'card' | 'cash'>,
        fc.option(offerArb(['SAVE10', 'WELCOME50', 'FREEDEL']), { nil: undefined }),
        fc.integer({ min: 0, max: MAX_TIP_PAISE }),
        fc.constantFrom('Maharashtra', 'Karnataka'),
        (rows, fees, at, busy, payment, offer, tipPaise, sellerState) => {
          const products = new Map(rows.map((row, i) => [`p${i}`, { _id: `p${i}`, name: `Product ${i}`, image: [], unit: '1 kg', pricePaise: row.pricePaise, discount: row.discount }]));
          const cart = rows.map((row, i) => ({ _id: `l${i}`, productId: `p${i}`, quantity: row.quantity }));
          const billed = bill({ lines: rows, fees, at, busy, payment, offer, tipPaise });
          const order = buildOrder({
            id: '0193a5b2c3d4e5f60718293a4b5c6d7e',
            userId: 'u',
            paymentMethod: payment === 'cash' ? 'cod' : 'card',
            cart,
            products,
            address,
            bill: { bill: billed, ...(billed.offer ? { offerId: 'offer-1' } : {}) },
            now: at,
          });
          // The order keeps the bill: what the cart showed is what is charged, and the cash to collect.
          expect(order.totals.grandTotalPaise).toBe(billed.grandTotalPaise);

          const form = {
            line_items: Object.fromEntries(
              paymentLines(order).map((line, i) => [i, { quantity: String(line.quantity), price_data: { currency: 'inr', unit_amount: String(line.unitPaise), product_data: { name: line.name } } }]),
            ),
          };
          expect(sessionFromForm(form, 'http://localhost', undefined).amount_total).toBe(billed.grandTotalPaise);

          const itemsOff = billed.offer && offer?.kind !== 'free_delivery' ? billed.offer.amountPaise : 0;
          expect(order.lines.reduce((sum, line) => sum + linePaid(line), 0)).toBe(billed.discountedTotalPaise - itemsOff);

          const invoiced = {
            ...order,
            invoice: {
              number: 'MUM/2026-27/00001',
              issuedAt: at.toISOString(),
              seller: { name: 'QuickBasket Retail', gstin: '27AAPFU0939F1ZV', state: sellerState },
              lines: rows.map((row) => ({ gstRate: row.gstRate, hsn: '0401' })),
            },
          };
          const invoice = invoiceDocument(invoiced);
          expect(invoice.totalPaise).toBe(billed.grandTotalPaise);
          expect(invoice.taxablePaise + invoice.taxPaise + invoice.tipPaise).toBe(billed.grandTotalPaise);
          for (const row of invoice.rows) expect(row.taxablePaise + row.cgstPaise + row.sgstPaise + row.igstPaise).toBe(row.paidPaise);
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
