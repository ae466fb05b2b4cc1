import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildOrder } from './order-record.js';
import { partRefund } from './refunds.js';
import { sampleOrder } from '../../test/fixtures/sample-order.js';
import {
  answer,
  awaitedUntil,
  bestMatch,
  canChoose,
  expiredPending,
  propose,
  refundDue,
  substitutesPaise,
  substitutionPrompt,
  unitSize,
  type CandidateProduct,
  type Substitution,
} from './substitution.js';

const at = new Date('2026-11-29T10:00:00.000Z');
const amul = { productId: 'amul', unit: '500 ml', unitPricePaise: 2800, subCategoryIds: ['milk'] };
const product = (over: Partial<CandidateProduct> & { productId: string }): CandidateProduct => ({
  name: over.productId,
  unit: '500 ml',
  image: '',
  unitPricePaise: 2800,
  subCategoryIds: ['milk'],
  stock: 10,
  ...over,
});

describe('the preference on the order', () => {
  it("is copied from each cart line onto the order's line (best match, the default, is left out)", () => {
    const milk = { _id: 'milk', name: 'Milk', image: [], unit: '500 ml', pricePaise: 2800, discount: 0 };
    const order = buildOrder({
      id: 'o1',
      userId: 'u1',
      paymentMethod: 'cod',
      cart: [
        { _id: 'a', productId: 'a', quantity: 1, substitution: 'dont_replace' },
        { _id: 'b', productId: 'b', quantity: 1, substitution: { productId: 'c' } },
        { _id: 'd', productId: 'd', quantity: 1, substitution: 'best_match' },
        { _id: 'e', productId: 'e', quantity: 1 },
      ],
      products: new Map(['a', 'b', 'd', 'e'].map((id) => [id, { ...milk, _id: id }])),
      address: sampleOrder().address,
      now: at,
    });
    expect(order.lines.map((l) => l.substitution)).toEqual(['dont_replace', { productId: 'c' }, undefined, undefined]);
  });
});

describe('unit sizes', () => {
  it('reads grams, millilitres and pieces, with multiples', () => {
    expect(unitSize('500 ml')).toEqual({ measure: 'ml', amount: 500 });
    expect(unitSize('1 L')).toEqual({ measure: 'ml', amount: 1000 });
    expect(unitSize('1.5 kg')).toEqual({ measure: 'g', amount: 1500 });
    expect(unitSize('2 x 200 g')).toEqual({ measure: 'g', amount: 400 });
    expect(unitSize('6 pcs')).toEqual({ measure: 'pc', amount: 6 });
    expect(unitSize('a bunch')).toBeUndefined();
  });
});

describe('the best match', () => {
  it('is of the same sub category, in stock for the missing units, not the product itself, nearest in price per unit', () => {
    const picked = bestMatch(amul, 2, [
      product({ productId: 'amul' }),
      product({ productId: 'paneer', subCategoryIds: ['dairy'], unitPricePaise: 2800 }),
      product({ productId: 'short', stock: 1, unitPricePaise: 2800 }),
      product({ productId: 'nandini', unitPricePaise: 2600 }),
      product({ productId: 'small', unit: '200 ml', unitPricePaise: 1150 }),
      product({ productId: 'litre', unit: '1 l', unitPricePaise: 5600 }),
    ]);
    // 200 ml at ₹11.50 is ₹28.75 per 500 ml: nearer than ₹26. The litre (₹28 per 500 ml) costs more than 20 % over per item.
    expect(picked?.productId).toBe('small');
  });

  it('is never dearer per item than the original by more than 20 %', () => {
    expect(bestMatch(amul, 1, [product({ productId: 'dear', unitPricePaise: 3361 })])).toBeUndefined();
    expect(bestMatch(amul, 1, [product({ productId: 'ok', unitPricePaise: 3360 })])?.productId).toBe('ok');
  });

  it('breaks ties by the cheaper, then by name', () => {
    const picked = bestMatch(amul, 1, [product({ productId: 'b', unitPricePaise: 2900 }), product({ productId: 'a', unitPricePaise: 2700 }), product({ productId: 'c', unitPricePaise: 2700 })]);
    expect(picked?.productId).toBe('a');
  });

  it('property: what it picks is allowed, and no allowed product is nearer in price', () => {
    const candidates = fc.array(
      fc.record({ productId: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'amul'), unitPricePaise: fc.integer({ min: 1, max: 10_000 }), stock: fc.integer({ min: 0, max: 5 }), sub: fc.constantFrom('milk', 'curd') }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(candidates, fc.integer({ min: 1, max: 4 }), (list, quantity) => {
        const all = list.map((c) => product({ productId: c.productId, unitPricePaise: c.unitPricePaise, stock: c.stock, subCategoryIds: [c.sub] }));
        const allowed = all.filter((c) => c.productId !== 'amul' && c.stock >= quantity && c.subCategoryIds[0] === 'milk' && c.unitPricePaise <= 3360);
        const picked = bestMatch(amul, quantity, all);
        if (allowed.length === 0) return picked === undefined;
        if (!picked || !allowed.includes(picked)) return false;
        return allowed.every((c) => Math.abs(c.unitPricePaise - 2800) >= Math.abs(picked.unitPricePaise - 2800));
      }),
    );
  });

  it('a chosen product must be another product sharing a sub category', () => {
    expect(canChoose({ productId: 'amul', subCategoryIds: ['milk'] }, { productId: 'nandini', subCategoryIds: ['milk', 'toned'] })).toBe(true);
    expect(canChoose({ productId: 'amul', subCategoryIds: ['milk'] }, { productId: 'paneer', subCategoryIds: ['dairy'] })).toBe(false);
    expect(canChoose({ productId: 'amul', subCategoryIds: ['milk'] }, { productId: 'amul', subCategoryIds: ['milk'] })).toBe(false);
  });
});

const line = { productId: 'amul', quantity: 3, lineTotalPaise: 8400, paidPaise: 8101 };

describe('a proposal and its money', () => {
  it('charges a cheaper substitute its price, a dearer one what the missing units paid: never more', () => {
    const cheaper = propose(line, 2, { productId: 'nandini', name: 'Nandini Toned Milk', unit: '500 ml', image: '', unitPricePaise: 2600 }, at, 5);
    // The first 2 of 3 units of 81.01: 27.01 + 27.00.
    expect(cheaper).toMatchObject({ missingPaise: 5401, chargedPaise: 5200, quantity: 2, status: 'pending', decideBy: '2026-11-29T10:05:00.000Z' });
    expect(substitutionPrompt('Amul Taaza', cheaper, cheaper.missingPaise - cheaper.chargedPaise)).toBe('Amul Taaza is out. Replace with Nandini Toned Milk 500 ml (₹2.01 less)?');
    const dearer = propose(line, 2, { productId: 'gold', name: 'Gold', unit: '500 ml', image: '', unitPricePaise: 3300 }, at, 5);
    expect(dearer.chargedPaise).toBe(dearer.missingPaise);
    expect(substitutionPrompt('Amul Taaza', dearer, dearer.missingPaise - dearer.chargedPaise)).toMatch(/\(same price\)\?$/);
  });

  it('a card refund gives back what the missing units paid less what accepted substitutes are charged, to the paisa', () => {
    const sub: Substitution = { ...propose(line, 2, { productId: 'nandini', name: 'N', unit: '500 ml', image: '', unitPricePaise: 2600 }, at, 5), status: 'accepted' };
    const due = refundDue([{ productId: 'amul', quantity: 2 }], [sub], []);
    expect(due).toEqual({ lines: [{ productId: 'amul', quantity: 2 }], keptPaise: 5200 });
    const order = { status: 'placed', paymentMethod: 'card' as const, paidAt: 'x', totals: { grandTotalPaise: 8101 }, lines: [{ ...line, name: 'Amul' }], refunds: [] };
    expect(partRefund(order, { lines: due.lines, keptPaise: due.keptPaise })).toMatchObject({ ok: true, amountPaise: 201 });
    // Rejected: all of it back; a dearer one accepted: nothing, so no refund at all.
    expect(refundDue([{ productId: 'amul', quantity: 2 }], [{ ...sub, status: 'rejected' }], [])).toEqual({ lines: [{ productId: 'amul', quantity: 2 }], keptPaise: 0 });
    expect(refundDue([{ productId: 'amul', quantity: 2 }], [{ ...sub, chargedPaise: sub.missingPaise }], [])).toEqual({ lines: [], keptPaise: 0 });
    // Refunded already (a retried Packed): nothing again.
    expect(refundDue([{ productId: 'amul', quantity: 2 }], [sub], [{ id: 'r', amountPaise: 201, status: 'pending', at: 'x', lines: [{ productId: 'amul', quantity: 2 }] }])).toEqual({ lines: [], keptPaise: 0 });
    expect(substitutesPaise([sub, { ...sub, status: 'rejected' }])).toBe(5200);
  });
});

describe('the shopper answers, or the preference decides', () => {
  const pending = propose(line, 1, { productId: 'nandini', name: 'N', unit: '500 ml', image: '', unitPricePaise: 2600 }, at, 5);
  const before = new Date('2026-11-29T10:04:59.000Z');
  const after = new Date('2026-11-29T10:05:00.000Z');

  it('accepts or rejects a pending one in time; the same answer again changes nothing; another is refused', () => {
    const accepted = answer([pending], 'amul', true, before);
    expect(accepted).toMatchObject({ ok: true, changed: true, substitution: { status: 'accepted', decidedBy: 'shopper' } });
    const decided = accepted.ok ? [accepted.substitution] : [];
    expect(answer(decided, 'amul', true, after)).toMatchObject({ ok: true, changed: false });
    expect(answer(decided, 'amul', false, before)).toMatchObject({ ok: false, status: 409 });
    expect(answer([pending], 'bread', true, before)).toMatchObject({ ok: false, status: 404 });
    expect(answer([pending], 'amul', false, after)).toMatchObject({ ok: false, status: 409 });
  });

  it('once the time ran out the preference accepts it; until then the order waits', () => {
    expect(awaitedUntil([pending], before)).toBe(pending.decideBy);
    expect(expiredPending([pending], before)).toEqual([]);
    expect(awaitedUntil([pending], after)).toBeUndefined();
    expect(expiredPending([pending], after)).toEqual([{ ...pending, status: 'accepted', decidedAt: after.toISOString(), decidedBy: 'preference' }]);
  });
});
