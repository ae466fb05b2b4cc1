import { describe, expect, it } from 'vitest';
import { gstinProblem } from '../../functions/core/gstin.js';
import { SUB_CATEGORIES } from './catalog-data.js';
import { SEED_GST } from './gst.js';
import { SEED_STORES } from './stores.js';

describe('demo GST data', () => {
  it('gives every sub category a GST rate and HSN, and every store a valid seller of its state', () => {
    for (const sub of SUB_CATEGORIES) expect(SEED_GST[sub.slug], sub.slug).toMatchObject({ hsn: expect.stringMatching(/^\d{4,8}$/) });
    for (const store of SEED_STORES) expect(store.legal && gstinProblem(store.legal.gstin, store.legal.state), store._id).toBeUndefined();
    expect(SEED_GST.milk).toEqual({ gstRate: 0, hsn: '0401' });
    expect(SEED_GST['cookies-biscuits']).toEqual({ gstRate: 18, hsn: '1905' });
  });
});
