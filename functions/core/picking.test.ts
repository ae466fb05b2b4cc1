import { describe, expect, it } from 'vitest';
import { canPack, markUnavailable, scanCode, startPick, totalsWithoutUnavailable, unavailablePaise, unitsStillToRefund, withPickedBatches, type PickState } from './picking.js';
import { partRefund } from './refunds.js';

const milk = { productId: 'milk', name: 'Toned Milk 500 ml', quantity: 3, lineTotalPaise: 9297, paidPaise: 9000 };
const bread = { productId: 'bread', name: 'Brown Bread', quantity: 1, lineTotalPaise: 4500 };
const products = [
  { productId: 'milk', name: milk.name, barcode: '8901030865275' },
  { productId: 'bread', name: bread.name, barcode: '036000291452' },
];
const placed = { status: 'placed', lines: [milk, bread] };
const picker = { id: 'p1', name: 'Priya' };
const as = (pick: PickState) => ({ ...placed, pick });
const ask = { pickerId: 'p1', isAdmin: false };

function started(): PickState {
  const start = startPick(placed, picker, '2026-11-29T10:00:00.000Z');
  if (!start.ok) throw new Error(start.reason);
  return start.pick;
}

describe('start picking', () => {
  it('claims a placed order nobody picks; its own picker again changes nothing; another picker is refused', () => {
    const pick = started();
    expect(pick).toMatchObject({ pickerId: 'p1', rev: 0, lines: [{ productId: 'milk', scanned: 0, unavailable: 0 }, { productId: 'bread', scanned: 0, unavailable: 0 }] });
    const again = startPick(as(pick), picker, 'later');
    expect(again.ok && again.pick).toBe(pick);
    expect(startPick(as(pick), { id: 'p2', name: 'Arjun' }, 'later')).toEqual({ ok: false, status: 409, reason: 'Priya is already picking this order' });
    expect(startPick({ ...placed, status: 'packed' }, picker, 'now')).toMatchObject({ ok: false, status: 409 });
  });
});

describe('scan to verify', () => {
  it('counts one unit of the line whose barcode it is (a UPC-A as its EAN-13 too), until the line is done', () => {
    let pick = started();
    for (let i = 1; i <= 3; i++) {
      const scanned = scanCode(as(pick), products, { ...ask, code: '8901030865275' });
      if (!scanned.ok) throw new Error(scanned.reason);
      pick = scanned.pick;
      expect(pick.lines[0]).toMatchObject({ scanned: i });
      expect(pick.rev).toBe(i);
    }
    expect(scanCode(as(pick), products, { ...ask, code: '8901030865275' })).toMatchObject({ ok: false, status: 409, reason: expect.stringMatching(/done already/) });
    const upc = scanCode(as(pick), products, { ...ask, code: '0036000291452' });
    expect(upc.ok && upc.pick.lines[1]).toMatchObject({ scanned: 1 });
  });

  it('refuses a wrong item naming whose barcode it is, and a code of no item of the order', () => {
    const pick = started();
    expect(scanCode(as(pick), products, { ...ask, lineId: 'milk', code: '036000291452' })).toEqual({
      ok: false,
      status: 409,
      reason: 'Wrong item: 0036000291452 is the barcode of Brown Bread, not of Toned Milk 500 ml',
    });
    expect(scanCode(as(pick), products, { ...ask, lineId: 'eggs', code: '036000291452' })).toMatchObject({ ok: false, status: 404 });
  });

  it('a code of no product of the order names the catalog product it belongs to, or says it is unknown', () => {
    const pick = started();
    const butter = { productId: 'butter', name: 'Amul Butter', unit: '100 g', barcode: '4006381333931' };
    expect(scanCode(as(pick), products, { ...ask, code: '4006381333931' }, butter)).toEqual({ ok: false, status: 409, reason: 'Wrong item: that is Amul Butter (100 g), not on this order' });
    expect(scanCode(as(pick), products, { ...ask, lineId: 'milk', code: '4006381333931' }, butter)).toEqual({
      ok: false,
      status: 409,
      reason: 'Wrong item: that is Amul Butter (100 g), not on this order; scan Toned Milk 500 ml',
    });
    // No product has it (the caller found none in the catalog), or the one given is not that code's.
    const unknown = 'Unknown barcode: 4006381333931 is not the barcode of any product we sell';
    expect(scanCode(as(pick), products, { ...ask, code: '4006381333931' })).toEqual({ ok: false, status: 409, reason: unknown });
    expect(scanCode(as(pick), products, { ...ask, code: '4006381333931' }, { ...butter, barcode: '8901030865275' })).toEqual({ ok: false, status: 409, reason: unknown });
    // A product of the order is named as the order's, before any catalog product of the same code.
    expect(scanCode(as(pick), products, { ...ask, lineId: 'milk', code: '036000291452' }, { ...butter, barcode: '036000291452' })).toMatchObject({
      reason: 'Wrong item: 0036000291452 is the barcode of Brown Bread, not of Toned Milk 500 ml',
    });
  });

  it('only its picker (or an admin) changes a pick, and only while the order is placed', () => {
    const pick = started();
    expect(scanCode(as(pick), products, { pickerId: 'p2', isAdmin: false, code: '036000291452' })).toMatchObject({ ok: false, status: 409, reason: 'Priya is picking this order' });
    expect(scanCode(as(pick), products, { pickerId: 'admin', isAdmin: true, code: '036000291452' }).ok).toBe(true);
    expect(scanCode(placed, products, { ...ask, code: '036000291452' })).toMatchObject({ ok: false, reason: 'Start picking this order first' });
    expect(scanCode({ ...as(pick), status: 'cancelled' }, products, { ...ask, code: '036000291452' })).toMatchObject({ ok: false, status: 409 });
  });
});

describe('unavailable and packed', () => {
  it('packs only when every unit is scanned or unavailable; never more unavailable than is left', () => {
    let pick = started();
    const scanned = scanCode(as(pick), products, { ...ask, code: '8901030865275' });
    if (!scanned.ok) throw new Error(scanned.reason);
    pick = scanned.pick;
    expect(canPack(as(pick), 'p1', false)).toMatchObject({ ok: false, reason: expect.stringContaining('Toned Milk 500 ml, Brown Bread') });
    expect(markUnavailable(as(pick), { ...ask, lineId: 'milk', quantity: 3 })).toEqual({ ok: false, status: 409, reason: 'Only 2 of Toned Milk 500 ml are still to pick' });
    const short = markUnavailable(as(pick), { ...ask, lineId: 'milk', quantity: 2 });
    if (!short.ok) throw new Error(short.reason);
    const none = markUnavailable(as(short.pick), { ...ask, lineId: 'bread', quantity: 1 });
    if (!none.ok) throw new Error(none.reason);
    expect(canPack(as(none.pick), 'p1', false)).toEqual({ ok: true });
  });

  it('what the units not packed paid is what a part refund of them gives back, to the paisa', () => {
    const pick: PickState = { ...started(), lines: [{ productId: 'milk', scanned: 1, unavailable: 2 }, { productId: 'bread', scanned: 1, unavailable: 0 }] };
    // 9000 paise over 3 units: 3000 each.
    expect(unavailablePaise([milk, bread], pick)).toBe(6000);
    const odd = { ...milk, paidPaise: 9001 };
    const refund = partRefund(
      { status: 'packed', paymentMethod: 'card', paidAt: 'then', totals: { grandTotalPaise: 20000 }, lines: [odd, bread] },
      { lines: unitsStillToRefund(pick, []) },
    );
    expect(refund.ok && refund.amountPaise).toBe(unavailablePaise([odd, bread], pick));
    expect(totalsWithoutUnavailable({ grandTotalPaise: 13500, itemsTotalPaise: 13797 }, [milk, bread], pick)).toEqual({ grandTotalPaise: 7500, itemsTotalPaise: 13797 });
  });

  it('a refund already recorded for the units is not asked for again', () => {
    const pick: PickState = { ...started(), lines: [{ productId: 'milk', scanned: 1, unavailable: 2 }, { productId: 'bread', scanned: 1, unavailable: 0 }] };
    expect(unitsStillToRefund(pick, [])).toEqual([{ productId: 'milk', quantity: 2 }]);
    const given = [{ id: 're_1', amountPaise: 6000, status: 'pending' as const, at: 'now', lines: [{ productId: 'milk', quantity: 2 }] }];
    expect(unitsStillToRefund(pick, given)).toEqual([]);
    expect(unitsStillToRefund(pick, [{ ...given[0]!, status: 'failed' as const }])).toEqual([{ productId: 'milk', quantity: 2 }]);
  });
});

describe('the batch a line was picked from', () => {
  const batches = new Map([['milk', { batchId: 'b-soon' }], ['bread', { batchId: 'b-bread' }]]);

  it('is recorded on a line once its first unit is scanned, and kept after', () => {
    let pick = started();
    // Nothing scanned yet: nothing to record, the same pick (no write).
    expect(withPickedBatches(pick, batches)).toBe(pick);
    const scanned = scanCode(as(pick), products, { ...ask, code: '8901030865275' });
    if (!scanned.ok) throw new Error(scanned.reason);
    pick = withPickedBatches(scanned.pick, batches);
    expect(pick.lines).toEqual([{ productId: 'milk', scanned: 1, unavailable: 0, batchId: 'b-soon' }, { productId: 'bread', scanned: 0, unavailable: 0 }]);
    // The pick list names another batch later (the first sold out): the line keeps the one it was taken from.
    expect(withPickedBatches(pick, new Map([['milk', { batchId: 'b-later' }]]))).toBe(pick);
  });

  it('stays unknown when no batch holds the line\'s units', () => {
    const scanned = scanCode(as(started()), products, { ...ask, code: '8901030865275' });
    if (!scanned.ok) throw new Error(scanned.reason);
    expect(withPickedBatches(scanned.pick, new Map()).lines[0]).toEqual({ productId: 'milk', scanned: 1, unavailable: 0 });
  });
});
