import { describe, expect, it } from 'vitest';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { formResolver } from '@/lib/form';
import { PICKERS_TOAST, firstProductProblem, productFormSchema, productProblem, toProductInput, type ProductFormValues } from './product-form-values';

const filled: ProductFormValues = {
  name: ' Himalayan Pink Salt ',
  description: 'Unrefined rock salt.',
  image: ['/media/product/salt.png'],
  category: [{ _id: 'c1', name: 'Minerals' }],
  subCategory: [{ _id: 's1', name: 'Rock Salts' }],
  unit: '1 kg',
  stock: '25',
  price: '149',
  discount: '10',
  moreFields: [{ name: 'Origin', value: ' Khewra ' }],
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
      more_details: { Origin: 'Khewra' },
    });
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
});
