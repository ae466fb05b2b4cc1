import { describe, expect, it } from 'vitest';
import { readReceipt, RECEIPT_MAX_ROWS } from './receipt-csv.js';

describe('a stock receipt CSV', () => {
  it('reads each row by SKU or product id, its quantity and its last day (blank: none); lists each bad cell with its row', () => {
    const file = readReceipt('\uFEFFsku,QUANTITY,expiresOn\r\nMILK-1,24,2026-12-03\r\nRICE-5, 10 ,\r\n,0,2026-13-01\r\n\r\n');
    expect(file).toEqual({
      ok: true,
      total: 3,
      rows: [
        { row: 1, product: { sku: 'MILK-1' }, quantity: 24, expiresOn: '2026-12-03' },
        { row: 2, product: { sku: 'RICE-5' }, quantity: 10 },
      ],
      errors: [
        { row: 3, column: 'sku', message: 'is required' },
        { row: 3, column: 'quantity', message: expect.stringMatching(/^must be between 1 and/) },
        { row: 3, column: 'expiresOn', message: expect.any(String) },
      ],
    });
    expect(readReceipt('quantity,productId\n2,p1\n')).toMatchObject({ ok: true, rows: [{ row: 1, product: { productId: 'p1' }, quantity: 2 }] });
  });

  it('refuses a file whose header is not a receipt, or that is empty or too long', () => {
    expect(readReceipt('')).toMatchObject({ ok: false, message: expect.stringMatching(/empty/) });
    expect(readReceipt('quantity\n1\n')).toMatchObject({ ok: false, message: expect.stringMatching(/sku or productId/) });
    expect(readReceipt('sku,productId,quantity\na,b,1\n')).toMatchObject({ ok: false, message: expect.stringMatching(/sku or productId/) });
    expect(readReceipt('sku,expiresOn\na,\n')).toEqual({ ok: false, message: 'Missing required column: quantity.' });
    expect(readReceipt('sku,quantity,sku\na,1,b\n')).toEqual({ ok: false, message: 'The column "sku" appears twice.' });
    expect(readReceipt('sku,quantity,batch\na,1,b\n')).toMatchObject({ ok: false, message: expect.stringMatching(/^Unknown column "batch"/) });
    expect(readReceipt('sku,quantity\n')).toMatchObject({ ok: false, message: expect.stringMatching(/no rows/) });
    const long = ['sku,quantity', ...Array.from({ length: RECEIPT_MAX_ROWS + 1 }, (_, i) => `S${i},1`)].join('\n');
    expect(readReceipt(long)).toMatchObject({ ok: false, message: expect.stringMatching(/at most 200/) });
  });
});
