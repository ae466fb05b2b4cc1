import { describe, expect, it } from 'vitest';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { formResolver } from '@/lib/form';
import type { StoreStockTable } from '@/features/product/api/store-stock';
import type { Product } from '@/features/product/types';
import { PICKERS_TOAST, firstProductProblem, productFormSchema, productProblem, storeStockEdits, toProductInput, valuesOf, type ProductFormValues } from './product-form-values';

const filled: ProductFormValues = {
  sku: '',
  name: ' Himalayan Pink Salt ',
  description: 'Unrefined rock salt.',
  image: ['/media/product/salt.png'],
  category: [{ _id: 'c1', name: 'Minerals' }],
  subCategory: [{ _id: 's1', name: 'Rock Salts' }],
  unit: '1 kg',
  stock: '25',
  price: '149',
  discount: '10',
  lowStockThreshold: '',
  moreFields: [{ name: 'Origin', value: ' Khewra ' }],
  storeStock: [],
};

/** What react-hook-form gets from the zod resolver for these values. */
async function errorsOf(values: ProductFormValues): Promise<FieldErrors<ProductFormValues>> {
  const resolve: Resolver<ProductFormValues> = formResolver(productFormSchema);
  const result = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return result.errors;
}

describe('product form values', () => {
  it('a complete form passes and builds the request it always sent', async () => {
    expect(await errorsOf(filled)).toEqual({});
    expect(toProductInput(filled, undefined)).toEqual({
      name: 'Himalayan Pink Salt',
      description: 'Unrefined rock salt.',
      image: ['/media/product/salt.png'],
      category: [{ _id: 'c1', name: 'Minerals' }],
      subCategory: [{ _id: 's1', name: 'Rock Salts' }],
      unit: '1 kg',
      stock: 25,
      price: 149,
      discount: 10,
      // Empty: no threshold of its own (the stores'), said so an edit clears one it had.
      lowStockThreshold: null,
      more_details: { Origin: 'Khewra' },
    });
    expect(toProductInput({ ...filled, lowStockThreshold: '12' }, undefined).lowStockThreshold).toBe(12);
    expect(await errorsOf({ ...filled, lowStockThreshold: '-1' })).toHaveProperty('lowStockThreshold');
  });

  it('a SKU typed is sent trimmed, an empty one not at all (the server makes one), a bad one refused', async () => {
    expect(toProductInput({ ...filled, sku: ' SALT-1KG ' }, undefined).sku).toBe('SALT-1KG');
    expect(toProductInput(filled, undefined)).not.toHaveProperty('sku');
    expect(await errorsOf({ ...filled, sku: 'salt 1kg' })).toHaveProperty('sku');
    expect(valuesOf({ sku: 'QB-DEMO-00001' } as Product).sku).toBe('QB-DEMO-00001');
  });

  it('a bad price and an empty unit are both refused at once, in the server’s words', async () => {
    const values = { ...filled, price: '12.345', unit: ' ' };
    const errors = await errorsOf(values);
    expect(productProblem('price', errors, values)).toBe('Price (₹) must have at most 2 decimals');
    expect(productProblem('unit', errors, values)).toBe('Unit is required');
    // The toast names the first in the form's order.
    expect(firstProductProblem(errors, values)).toBe('Unit is required');
  });

  it('missing pickers keep their own words and their one toast; an empty custom field is named', async () => {
    const values = { ...filled, image: [], subCategory: [], moreFields: [{ name: 'Origin', value: '' }] };
    const errors = await errorsOf(values);
    expect(productProblem('image', errors, values)).toBe('Add at least one image.');
    expect(productProblem('subCategory', errors, values)).toBe('Choose at least one sub category.');
    expect(productProblem('category', errors, values)).toBeUndefined();
    expect(firstProductProblem(errors, values)).toBe(PICKERS_TOAST);
    const onlyCustom = { ...filled, moreFields: [{ name: 'Origin', value: '' }] };
    expect(firstProductProblem(await errorsOf(onlyCustom), onlyCustom)).toBe('Origin is required');
  });

  describe('stock per store', () => {
    const product = { _id: 'p1', name: 'Salt', stock: 7, price: 149, discount: 10, unit: '1 kg', image: [], category: [], subCategory: [], description: 'd', more_details: {} } as unknown as Product;
    const stores: StoreStockTable = {
      state: 'ready',
      defaultStore: { storeId: 'mumbai', name: 'Mumbai Central', city: 'Mumbai', stock: 25 },
      others: [
        { storeId: 'bengaluru', name: 'Bengaluru Indiranagar', city: 'Bengaluru', stock: 4 },
        { storeId: 'delhi', name: 'Delhi Connaught Place', city: 'New Delhi', stock: 0 },
      ],
    };

    it("the stock field is the default store's stock as it is now, not the product's copy of another store's", () => {
      const values = valuesOf(product, stores);
      expect(values.stock).toBe('25');
      expect(values.storeStock).toEqual([
        { storeId: 'bengaluru', stock: '4' },
        { storeId: 'delhi', stock: '0' },
      ]);
      // Without the stores (not readable): the product's stock, as before.
      expect(valuesOf(product).stock).toBe('7');
      expect(valuesOf(product).storeStock).toEqual([]);
      expect(valuesOf(undefined, stores)).toMatchObject({ stock: '', storeStock: [{ storeId: 'bengaluru', stock: '4' }, { storeId: 'delhi', stock: '0' }] });
    });

    it('an edit sends the default store stock it showed as stockSeen', () => {
      expect(toProductInput({ ...filled, stock: '30' }, 25)).toMatchObject({ stock: 30, stockSeen: 25 });
    });

    it('only the stores whose stock changed are saved, each with the stock it showed', () => {
      const values = { storeStock: [{ storeId: 'bengaluru', stock: '4' }, { storeId: 'delhi', stock: '12' }] };
      expect(storeStockEdits(values, stores)).toEqual([{ storeId: 'delhi', storeName: 'Delhi Connaught Place', stock: 12, stockSeen: 0 }]);
      expect(storeStockEdits(values, { state: 'unavailable' })).toEqual([]);
    });

    it("a store's stock is checked like the product's", async () => {
      const values = { ...filled, storeStock: [{ storeId: 'bengaluru', stock: '4' }, { storeId: 'delhi', stock: '-1' }] };
      const errors = await errorsOf(values);
      expect(errors.storeStock?.[1]?.stock?.message).toMatch(/^must be/);
      expect(firstProductProblem(errors, values)).toMatch(/^Stock at a store must be/);
    });
  });
});

describe('product form: GST', () => {
  it('sends the GST rate and HSN chosen, and refuses a wrong HSN where the field is', async () => {
    expect(toProductInput({ ...filled, gstRate: '5', hsn: ' 2501 ' }, undefined)).toMatchObject({ gstRate: 5, hsn: '2501' });
    expect(valuesOf({ ...({} as Product), gstRate: 18, hsn: '1905', category: [], subCategory: [], image: [], more_details: {} } as Product)).toMatchObject({ gstRate: '18', hsn: '1905' });
    const errors = await errorsOf({ ...filled, gstRate: '5', hsn: '25O1' });
    expect(productProblem('hsn', errors, filled)).toBe('HSN code must be 4 to 8 digits');
  });
});
