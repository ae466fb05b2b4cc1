import { describe, expect, it } from 'vitest';
import { createStoreBody } from './store.js';
import { gstRateField, hsnField, storeLegalField } from './gst-fields.js';

describe('GST fields', () => {
  it('a product\'s rate is one of the GST rates and its HSN 4 to 8 digits; blank clears, absent keeps', () => {
    expect(gstRateField.parse('18')).toBe(18);
    expect(gstRateField.parse(0)).toBe(0);
    expect(gstRateField.parse('')).toBeNull();
    expect(gstRateField.parse(undefined)).toBeUndefined();
    expect(gstRateField.safeParse(7).error?.issues[0]?.message).toBe('must be one of 0, 5, 12, 18, 28 (percent)');
    expect(hsnField.parse(' 0401 ')).toBe('0401');
    expect(hsnField.safeParse('040').error?.issues[0]?.message).toBe('must be 4 to 8 digits');
  });

  it('a store\'s seller: the GSTIN checked and matched to its state, where the form shows the field', () => {
    expect(storeLegalField.parse({ name: 'Basket Retail Pvt Ltd', gstin: '27aapfu0939f1zv', state: 'maharashtra' })).toEqual({
      name: 'Basket Retail Pvt Ltd',
      gstin: '27AAPFU0939F1ZV',
      state: 'Maharashtra',
    });
    const wrongState = storeLegalField.safeParse({ name: 'Basket Retail', gstin: '27AAPFU0939F1ZV', state: 'Karnataka' });
    expect(wrongState.error?.issues[0]).toMatchObject({ path: ['gstin'], message: 'a Karnataka GSTIN begins with 29' });
    const typo = createStoreBody.safeParse({ legal: { name: 'Basket Retail', gstin: '27AAPFU0939F1ZW', state: 'Maharashtra' } });
    expect(typo.error?.issues.find((i) => i.path[0] === 'legal')).toMatchObject({ path: ['legal', 'gstin'] });
  });
});
