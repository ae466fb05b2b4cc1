import { describe, expect, it } from 'vitest';
import { barcodeProblem, gs1CheckDigit, normalBarcode, productByBarcode } from './barcode.js';

describe('barcodes (EAN-13, UPC-A)', () => {
  it('accepts real codes of both kinds', () => {
    // An EAN-13 of an Indian pack (890 prefix) and a UPC-A.
    expect(barcodeProblem('8901030865275')).toBeUndefined();
    expect(barcodeProblem('036000291452')).toBeUndefined();
    expect(gs1CheckDigit('890103086527')).toBe(5);
    expect(gs1CheckDigit('03600029145')).toBe(2);
  });

  it('refuses a wrong check digit, a wrong length and anything not digits', () => {
    expect(barcodeProblem('8901030865278')).toMatch(/check digit/);
    expect(barcodeProblem('036000291453')).toMatch(/check digit/);
    expect(barcodeProblem('89010308652')).toMatch(/EAN-13/);
    expect(barcodeProblem('89010308652750')).toMatch(/EAN-13/);
    expect(barcodeProblem('89010308652a5')).toMatch(/EAN-13/);
    expect(barcodeProblem('')).toMatch(/EAN-13/);
  });

  it('a UPC-A and its EAN-13 form are one code', () => {
    expect(normalBarcode('036000291452')).toBe('0036000291452');
    expect(barcodeProblem(normalBarcode('036000291452'))).toBeUndefined();
    expect(normalBarcode('8901030865275')).toBe('8901030865275');
  });

  it('finds the product of a code in either form, the first of the list when two share it; none for an unknown code', () => {
    const products = [{ _id: 'new-butter', barcode: '4006381333931' }, { _id: 'cola', barcode: '036000291452' }, { _id: 'old-butter', barcode: '4006381333931' }, { _id: 'loose' }];
    expect(productByBarcode(products, '4006381333931')?._id).toBe('new-butter');
    expect(productByBarcode(products, '0036000291452')?._id).toBe('cola');
    expect(productByBarcode(products, '036000291452')?._id).toBe('cola');
    expect(productByBarcode(products, '8901030865275')).toBeUndefined();
    // Another list (a reloaded catalog) has an index of its own.
    expect(productByBarcode([{ _id: 'milk', barcode: '8901030865275' }], '8901030865275')?._id).toBe('milk');
  });
});
