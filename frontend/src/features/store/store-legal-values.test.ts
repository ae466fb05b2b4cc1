import type { FieldErrors, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { formResolver } from '@/lib/form';
import type { Store } from '@/entities/store/stores';
import { storeChanges, storeFormSchema, storeFormValues, toStoreRequest, type StoreFormValues } from './store-form-values';

const store = {
  _id: 's1', name: 'Mumbai Central', address_line: 'Shop 4', city: 'Mumbai', pincode: '400008', mobile: '9820000001',
  zones: [{ pincode: '400001', travelMinutes: 4 }], prepMinutes: 3, maxOpenOrders: 10, lowStockThreshold: 5,
  hours: [], paused: false, reason: '', isDefault: false, createdAt: '', updatedAt: '', openOrders: 0, open: true, opensAt: null,
} as Store;

async function errorsOf(values: StoreFormValues): Promise<FieldErrors<StoreFormValues>> {
  const resolve: Resolver<StoreFormValues> = formResolver(storeFormSchema);
  return (await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false })).errors;
}

describe('store form: seller for tax invoices', () => {
  it('left blank sends nothing; filled sends the seller, the GSTIN in capitals; an edit sends it when it changed', async () => {
    const blank = storeFormValues(store);
    expect(await errorsOf(blank)).toEqual({});
    expect(toStoreRequest(blank)).not.toHaveProperty('legal');
    const filled = { ...blank, legal: { name: ' Basket Retail Pvt Ltd ', gstin: '27aapfu0939f1zv', state: 'Maharashtra' } };
    expect(await errorsOf(filled)).toEqual({});
    const legal = { name: 'Basket Retail Pvt Ltd', gstin: '27AAPFU0939F1ZV', state: 'Maharashtra' };
    expect(toStoreRequest(filled).legal).toEqual(legal);
    expect(storeChanges(store, toStoreRequest(filled))).toEqual({ _id: 's1', legal });
    expect(storeChanges({ ...store, legal }, toStoreRequest(filled))).toEqual({ _id: 's1' });
  });

  it('a GSTIN of another state is refused under the GSTIN field', async () => {
    const errors = await errorsOf({ ...storeFormValues(store), legal: { name: 'Basket Retail', gstin: '27AAPFU0939F1ZV', state: 'Karnataka' } });
    expect(errors.legal?.gstin?.message).toBe('a Karnataka GSTIN begins with 29');
  });
});
