import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bill } from './bill.js';
import type { StoreFees } from './fees.js';
import { creditNoteDocument, invoiceDocument } from './invoice-document.js';
import { GST_RATES } from './invoice.js';
import { buildOrder, type OrderRecord, type PricedProduct } from './order-record.js';
import type { OfferTerms } from './offers.js';
import { totalsWithoutUnavailable } from './picking.js';

const seller = { name: 'QuickBasket Retail Pvt Ltd', gstin: '27AAPFU0939F1ZV', state: 'Maharashtra' };
const address = { _id: 'a1', address_line: '1 Marine Drive', city: 'Mumbai', state: 'Maharashtra', country: 'India', pincode: '400001', mobile: '9876543210' };
const fees: StoreFees = {
  deliveryBands: [{ belowPaise: 19_900, feePaise: 2_500 }],
  smallCart: { belowPaise: 10_000, feePaise: 1_500 },
  handlingPaise: 900,
  lateNight: { feePaise: 2_000, from: '23:00', to: '06:00' },
  cashPaise: 1_000,
  surgePaise: 1_500,
};
const at = new Date('2026-11-28T09:00:00Z');

function order(input: {
  products: (PricedProduct & { gstRate: number; hsn?: string })[];
  quantities: number[];
  offer?: OfferTerms;
  tipPaise?: number;
  state?: string;
  storeFees?: StoreFees;
}): OrderRecord {
  const cart = input.products.map((p, i) => ({ _id: `line${i}`, productId: p._id, quantity: input.quantities[i] ?? 1 }));
  const b = bill({ lines: cart.map((c, i) => ({ ...input.products[i]!, quantity: c.quantity })), fees: input.storeFees ?? fees, at, busy: false, payment: 'cash', offer: input.offer, tipPaise: input.tipPaise ?? 0 });
  const built = buildOrder({
    id: '01JDELIVERED0000000000000',
    userId: 'u1',
    paymentMethod: 'cod',
    cart,
    products: new Map(input.products.map((p) => [p._id, p])),
    address: { ...address, state: input.state ?? address.state },
    bill: { bill: b, ...(b.offer ? { offerId: 'offer1' } : {}) },
    now: at,
  });
  return {
    ...built,
    invoice: { number: 'MUM1/2026-27/00001', issuedAt: at.toISOString(), seller, lines: input.products.map((p) => ({ gstRate: p.gstRate, ...(p.hsn ? { hsn: p.hsn } : {}) })) },
  };
}

const milk = { _id: 'milk', name: 'Toned Milk', image: [], unit: '500 ml', pricePaise: 2_700, discount: 0, gstRate: 0, hsn: '0401' };
const biscuits = { _id: 'bisc', name: 'Marie Biscuits', image: [], unit: '250 g', pricePaise: 3_000, discount: 0, gstRate: 18, hsn: '1905' };

describe('invoice document', () => {
  it('bills a cash order for what was packed: units the picker could not find are neither on it nor in its total', () => {
    const placed = order({ products: [milk, biscuits], quantities: [3, 1], tipPaise: 1_000 });
    const pick = { pickerId: 'p1', pickerName: 'Priya', startedAt: at.toISOString(), rev: 3, lines: [{ productId: 'milk', scanned: 1, unavailable: 2 }, { productId: 'bisc', scanned: 1, unavailable: 0 }] };
    const packed = { ...placed, pick, totals: totalsWithoutUnavailable(placed.totals, placed.lines, pick) };
    const doc = invoiceDocument(packed);
    expect(doc.rows[0]).toMatchObject({ code: '0401', quantity: 1, paidPaise: 2_700 });
    expect(doc.rows[1]).toMatchObject({ code: '1905', quantity: 1, paidPaise: 3_000 });
    expect(doc.totalPaise).toBe(packed.totals.grandTotalPaise);
    // A card order's missing units were refunded: its invoice is of the order as paid, the refund's credit note gives them back.
    expect(invoiceDocument({ ...placed, paymentMethod: 'card', pick }).rows[0]).toMatchObject({ quantity: 3, paidPaise: 8_100 });
  });

  it('shows the tax inside each line, CGST + SGST in the seller\'s state, fees at 18 % under SAC 996813 and the tip untaxed', () => {
    const doc = invoiceDocument(order({ products: [milk, biscuits], quantities: [2, 1], tipPaise: 2_000 }));
    expect(doc.sameState).toBe(true);
    expect(doc.rows[0]).toMatchObject({ code: '0401', quantity: 2, paidPaise: 5_400, taxablePaise: 5_400, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
    // ₹30 at 18 % inside: taxable 2,542.37… → 2,542; tax 458, half each.
    expect(doc.rows[1]).toMatchObject({ code: '1905', paidPaise: 3_000, taxablePaise: 2_542, cgstPaise: 229, sgstPaise: 229, igstPaise: 0 });
    expect(doc.rows.slice(2).map((r) => [r.code, r.gstRate, r.paidPaise])).toEqual([
      ['996813', 18, 2_500], // delivery
      ['996813', 18, 1_500], // small cart
      ['996813', 18, 900], // handling
      ['996813', 18, 1_000], // cash on delivery
    ]);
    expect(doc.rows[2]!.taxablePaise).toBe(2_119); // 2,500 × 100 / 118 = 2,118.64…
    expect(doc.tipPaise).toBe(2_000);
    expect(doc.totalPaise).toBe(5_400 + 3_000 + 2_500 + 1_500 + 900 + 1_000 + 2_000);
    expect(doc.totalInWords).toBe('Rupees One Hundred Sixty-Three Only');
  });

  it('uses IGST across states and the lines as paid after an offer', () => {
    const save: OfferTerms = { code: 'FLAT20', title: '₹20 off', kind: 'flat', percent: 0, capPaise: 0, flatPaise: 2_000, minCartPaise: 0 };
    const o = order({ products: [milk, biscuits], quantities: [2, 1], offer: save, state: 'Karnataka' });
    const doc = invoiceDocument(o);
    expect(doc.sameState).toBe(false);
    expect(doc.rows[0]!.paidPaise + doc.rows[1]!.paidPaise).toBe(8_400 - 2_000);
    expect(doc.rows[1]!.cgstPaise + doc.rows[1]!.sgstPaise).toBe(0);
    expect(doc.rows[1]!.igstPaise).toBeGreaterThan(0);
    expect(doc.totalPaise).toBe(o.totals.grandTotalPaise);
  });

  it('takes a free-delivery offer off the delivery fee', () => {
    const free: OfferTerms = { code: 'FREEDEL', title: 'Free delivery', kind: 'free_delivery', percent: 0, capPaise: 0, flatPaise: 0, minCartPaise: 0 };
    const o = order({ products: [biscuits], quantities: [1], offer: free });
    const doc = invoiceDocument(o);
    expect(doc.rows.map((r) => r.paidPaise)).toEqual([3_000, 1_500, 900, 1_000]); // no delivery fee row
    expect(doc.totalPaise).toBe(o.totals.grandTotalPaise);
  });

  it('a credit note for part of the lines gives their tax back; one for the whole order mirrors the invoice', () => {
    const o = order({ products: [milk, biscuits], quantities: [2, 1], tipPaise: 2_000 });
    const part = creditNoteDocument(o, { number: 'CN/MUM1/2026-27/00001', issuedAt: at.toISOString(), refundId: 're_1', amountPaise: 3_000, lines: [{ productId: 'bisc', quantity: 1 }] });
    expect(part).toMatchObject({ kind: 'credit_note', againstNumber: 'MUM1/2026-27/00001', totalPaise: 3_000, tipPaise: 0 });
    expect(part.rows).toEqual([expect.objectContaining({ code: '1905', quantity: 1, paidPaise: 3_000, taxablePaise: 2_542, cgstPaise: 229, sgstPaise: 229 })]);
    const whole = creditNoteDocument(o, { number: 'CN/MUM1/2026-27/00002', issuedAt: at.toISOString(), refundId: 're_2', amountPaise: o.totals.grandTotalPaise });
    expect(whole.rows).toEqual(invoiceDocument(o).rows);
    expect(whole.tipPaise).toBe(2_000);
  });
});

describe('invoice document, 1,000 random orders', () => {
  const product = fc.record({
    pricePaise: fc.integer({ min: 1, max: 500_000 }),
    discount: fc.integer({ min: 0, max: 90 }),
    gstRate: fc.constantFrom(...GST_RATES),
    hsn: fc.option(fc.stringMatching(/^[0-9]{4,8}$/), { nil: undefined }),
  });
  const offer = fc.option(
    fc.record({
      kind: fc.constantFrom('percent' as const, 'flat' as const, 'free_delivery' as const),
      percent: fc.integer({ min: 1, max: 90 }),
      capPaise: fc.integer({ min: 0, max: 50_000 }),
      flatPaise: fc.integer({ min: 1, max: 100_000 }),
      minCartPaise: fc.constant(0),
    }),
    { nil: undefined },
  );

  it('totals the order\'s grand total; each row\'s taxable value and tax add up to what was paid; credit notes add up to their refund', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(product, fc.integer({ min: 1, max: 12 })), { minLength: 1, maxLength: 8 }),
        offer,
        fc.integer({ min: 0, max: 20_000 }),
        fc.boolean(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lines, terms, tipPaise, sameState, refundShare) => {
          const products = lines.map(([p], i) => ({ ...p, _id: `p${i}`, name: `Product ${i}`, image: [], unit: '1 pc' }));
          const o = order({ products, quantities: lines.map(([, q]) => q), offer: terms && { ...terms, title: 'Offer', code: 'CODE' }, tipPaise, state: sameState ? 'Maharashtra' : 'Goa' });
          const doc = invoiceDocument(o);
          expect(doc.totalPaise).toBe(o.totals.grandTotalPaise);
          for (const r of doc.rows) expect(r.taxablePaise + r.cgstPaise + r.sgstPaise + r.igstPaise).toBe(r.paidPaise);
          expect(doc.taxablePaise + doc.taxPaise + doc.tipPaise).toBe(doc.totalPaise);
          const amountPaise = Math.floor(o.totals.grandTotalPaise * refundShare);
          const note = creditNoteDocument(o, { number: 'CN/1', issuedAt: at.toISOString(), refundId: 're', amountPaise });
          expect(note.totalPaise).toBe(amountPaise);
          for (const r of note.rows) expect(r.taxablePaise + r.cgstPaise + r.sgstPaise + r.igstPaise).toBe(r.paidPaise);
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
