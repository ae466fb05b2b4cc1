import { describe, expect, it } from 'vitest';
import { canPack, scanCode, type PickState } from './picking.js';
import type { Substitution } from './substitution.js';

const milk = { productId: 'milk', name: 'Toned Milk 500 ml', quantity: 3, lineTotalPaise: 9000 };
const products = [
  { productId: 'milk', name: milk.name, barcode: '8901030865275' },
  { productId: 'nandini', name: 'Nandini Toned', barcode: '036000291452' },
];
const now = new Date('2026-11-29T10:10:00.000Z');
const nandini: Substitution = {
  lineId: 'milk',
  productId: 'nandini',
  name: 'Nandini Toned',
  unit: '500 ml',
  image: '',
  quantity: 2,
  unitPricePaise: 2800,
  chargedPaise: 5600,
  missingPaise: 6000,
  status: 'accepted',
  proposedAt: '2026-11-29T10:00:00.000Z',
  decideBy: '2026-11-29T10:05:00.000Z',
};
const picked = (sub: Substitution): PickState => ({
  pickerId: 'p1',
  pickerName: 'Priya',
  startedAt: 't',
  rev: 4,
  lines: [{ productId: 'milk', scanned: 1, unavailable: 2 }],
  substitutions: [sub],
});
const order = (sub: Substitution) => ({ status: 'placed', lines: [milk], pick: picked(sub) });
const ask = { pickerId: 'p1', isAdmin: false };

describe('an accepted substitute is scanned into the bag', () => {
  it('its line asks for the substitute\'s barcode: the original\'s is refused naming the substitute', () => {
    const wrong = scanCode(order(nandini), products, { ...ask, lineId: 'milk', code: '8901030865275' }, undefined, now);
    expect(wrong).toMatchObject({ ok: false, status: 409 });
    expect(!wrong.ok && wrong.reason).toContain('Nandini Toned (500 ml)');
    // Named by no line: the original's code says its line is done and names the replacement.
    const unnamed = scanCode(order(nandini), products, { ...ask, code: '8901030865275' }, undefined, now);
    expect(!unnamed.ok && unnamed.reason).toContain('scan Nandini Toned (500 ml)');
  });

  it('counts each unit of it, and Packed waits until all are scanned', () => {
    expect(canPack(order(nandini), 'p1', false, now)).toMatchObject({ ok: false, status: 409, reason: expect.stringContaining('Nandini Toned') });
    let sub = nandini;
    for (const lineId of ['milk', undefined]) {
      const res = scanCode(order(sub), products, { ...ask, ...(lineId ? { lineId } : {}), code: '036000291452' }, undefined, now);
      if (!res.ok) throw new Error(res.reason);
      expect(res.pick.rev).toBe(5);
      sub = res.pick.substitutions![0]!;
    }
    expect(sub.scanned).toBe(2);
    expect(canPack(order(sub), 'p1', false, now)).toEqual({ ok: true });
    expect(scanCode(order(sub), products, { ...ask, code: '036000291452' }, undefined, now)).toMatchObject({ ok: false, status: 409 });
  });

  it('a pending one is scanned only once its answer time is up (the preference gives it); rejected and sold-out ones never', () => {
    const pending = { ...nandini, status: 'pending' as const };
    expect(scanCode(order(pending), products, { ...ask, code: '036000291452' }, undefined, new Date('2026-11-29T10:01:00.000Z')).ok).toBe(false);
    expect(scanCode(order(pending), products, { ...ask, code: '036000291452' }, undefined, now).ok).toBe(true);
    expect(canPack(order(pending), 'p1', false, now).ok).toBe(false);
    for (const status of ['rejected', 'sold_out'] as const) {
      expect(canPack(order({ ...nandini, status }), 'p1', false, now)).toEqual({ ok: true });
      expect(scanCode(order({ ...nandini, status }), products, { ...ask, code: '036000291452' }, undefined, now).ok).toBe(false);
    }
  });
});
