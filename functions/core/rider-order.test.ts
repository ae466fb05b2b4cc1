import { describe, expect, it } from 'vitest';
import { sampleOrder } from '../../test/fixtures/sample-order.js';
import type { PickState } from './picking.js';
import type { Substitution } from './substitution.js';
import { toRiderOrder } from './rider-order.js';

const substitute = (fields: Partial<Substitution>): Substitution => ({
  lineId: 'rice',
  productId: 'brown-rice',
  name: 'Brown Rice',
  unit: '1 kg',
  image: '/media/product/brown-rice.webp',
  quantity: 1,
  unitPricePaise: 8000,
  chargedPaise: 8000,
  missingPaise: 8415,
  status: 'accepted',
  proposedAt: '2026-11-24T10:05:00.000Z',
  decideBy: '2026-11-24T10:10:00.000Z',
  ...fields,
});

/** One of the two rice missing at the store, `sub` proposed for it. */
const pick = (sub: Substitution): PickState => ({
  pickerId: 'p1',
  pickerName: 'Priya',
  startedAt: '2026-11-24T10:01:00.000Z',
  rev: 4,
  lines: [
    { productId: 'rice', scanned: 1, unavailable: 1 },
    { productId: 'tea', scanned: 1, unavailable: 0 },
  ],
  substitutions: [sub],
});

const items = (sub: Substitution) => toRiderOrder(sampleOrder({ status: 'packed', pick: pick(sub) }), 'Asha', null).items.map((i) => [i.productId, i.quantity]);

describe('what the rider hands over', () => {
  it('the units packed and the accepted substitutes, not the missing units nor a rejected substitute', () => {
    expect(items(substitute({}))).toEqual([
      ['rice', 1],
      ['tea', 1],
      ['brown-rice', 1],
    ]);
    expect(toRiderOrder(sampleOrder({ status: 'packed', pick: pick(substitute({})) }), 'Asha', null).totalQuantity).toBe(3);
    expect(items(substitute({ status: 'rejected' }))).toEqual([
      ['rice', 1],
      ['tea', 1],
    ]);
  });

  it('a substitute that is another line\'s product adds to that line', () => {
    expect(items(substitute({ productId: 'tea', name: 'Assam Tea', unit: '250 g' }))).toEqual([
      ['rice', 1],
      ['tea', 2],
    ]);
  });
});
