import { describe, expect, it } from 'vitest';
import { formatPaise } from './money.js';
import { unitsInTheBag } from './bag-units.js';
import { notPackedUnits, packedLine, packedNote } from './packed-lines.js';
import type { PickState } from './picking.js';

const pick: PickState = { pickerId: 'p1', pickerName: 'Priya', startedAt: 't', rev: 3, lines: [{ productId: 'milk', scanned: 1, unavailable: 2 }] };

describe('what was packed of a line', () => {
  it('counts the picker\'s unavailable units once the order has left placed', () => {
    expect(notPackedUnits({ status: 'placed', pick }, 'milk')).toBe(0);
    expect(notPackedUnits({ status: 'packed', pick }, 'milk')).toBe(2);
    expect(notPackedUnits({ status: 'delivered', pick }, 'milk')).toBe(2);
    expect(notPackedUnits({ status: 'packed', pick }, 'bread')).toBe(0);
    expect(notPackedUnits({ status: 'packed' }, 'milk')).toBe(0);
  });

  it('says it in words with what the units paid (as their refund counts them), for a card order and a cash one', () => {
    const short = packedLine({ quantity: 3, paidPaise: 9000 }, 2);
    expect(short).toEqual({ ordered: 3, packed: 1, notPacked: 2, notPackedPaise: 6000 });
    expect(packedNote(short, 'card', formatPaise)).toBe('1 of 3 packed; 2 not available, ₹60 refunded');
    expect(packedNote(short, 'cod', formatPaise)).toBe('1 of 3 packed; 2 not available, ₹60 not charged');
    expect(packedNote(packedLine({ quantity: 3, paidPaise: 9000 }, 0), 'card', formatPaise)).toBeNull();
    // Spread to the paisa: 100.00 over 3 units; none of them packed gives back all of it.
    expect(packedLine({ quantity: 3, paidPaise: 10000 }, 3).notPackedPaise).toBe(10000);
    expect(packedLine({ quantity: 3, paidPaise: 10000 }, 1).notPackedPaise).toBeGreaterThanOrEqual(3333);
  });

  it('names an accepted substitute and gives back what the missing units paid less what it is charged', () => {
    const short = packedLine({ quantity: 3, paidPaise: 9000 }, 1);
    const nandini = { name: 'Nandini Toned', unit: '500 ml', quantity: 1, chargedPaise: 2800 };
    expect(packedNote(short, 'card', formatPaise, nandini)).toBe('2 of 3 packed; 1 replaced with Nandini Toned (500 ml), ₹2 refunded');
    expect(packedNote(short, 'cod', formatPaise, nandini)).toBe('2 of 3 packed; 1 replaced with Nandini Toned (500 ml), ₹2 not charged');
    // Given at the original price: nothing comes back.
    expect(packedNote(short, 'card', formatPaise, { ...nandini, chargedPaise: 3000 })).toBe('2 of 3 packed; 1 replaced with Nandini Toned (500 ml)');
    // Units found missing after the substitute was proposed are not replaced.
    expect(packedNote(packedLine({ quantity: 3, paidPaise: 9000 }, 2), 'cod', formatPaise, nandini)).toBe('1 of 3 packed; 1 replaced with Nandini Toned (500 ml), 1 not available, ₹32 not charged');
  });

  it('what went into the bag (what a cancel gives back): the lines less their missing units, and accepted substitutes', () => {
    const lines = [{ productId: 'milk', quantity: 3 }, { productId: 'bread', quantity: 1 }];
    const sub = { lineId: 'milk', productId: 'nandini', quantity: 2, status: 'accepted' } as NonNullable<PickState['substitutions']>[number];
    expect(unitsInTheBag({ lines })).toEqual(lines);
    expect(unitsInTheBag({ lines, pick: { ...pick, lines: [{ productId: 'milk', scanned: 1, unavailable: 2 }, { productId: 'bread', scanned: 0, unavailable: 1 }], substitutions: [sub] } })).toEqual([
      { productId: 'milk', quantity: 1 },
      { productId: 'nandini', quantity: 2 },
    ]);
    expect(unitsInTheBag({ lines, pick: { ...pick, substitutions: [{ ...sub, status: 'rejected' }, { ...sub, status: 'pending' }] } })).toEqual([{ productId: 'milk', quantity: 1 }, { productId: 'bread', quantity: 1 }]);
  });
});
