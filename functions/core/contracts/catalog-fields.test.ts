import { describe, expect, it } from 'vitest';
import { moreDetails, priceToPaise, searchText, wholeNumber } from './catalog-fields.js';
import { productBody, toProductInput } from './product.js';

const good = {
  name: ' Amul Malai Paneer ',
  description: 'Soft paneer.',
  image: ['/media/product/a.webp', '/media/product/a.webp', '/media/product/b.webp'],
  category: [{ _id: 'c1', name: 'Dairy' }, { _id: 'c1' }],
  subCategory: [{ _id: 's1', name: 'Paneer', image: '/media/x.png' }],
  unit: '200 g',
  stock: '80',
  price: '52.50',
  discount: 10,
};

describe('product body', () => {
  it('normalizes what forms send: trimmed text, numbers as text, duplicate links and images once, price in paise', () => {
    const parsed = productBody.parse(good);
    expect(toProductInput(parsed)).toEqual({
      name: 'Amul Malai Paneer',
      description: 'Soft paneer.',
      unit: '200 g',
      image: ['/media/product/a.webp', '/media/product/b.webp'],
      category: ['c1'],
      subCategory: ['s1'],
      stock: 80,
      pricePaise: 5250,
      discount: 10,
      more_details: {},
    });
  });

  it('names the field of the first problem', () => {
    const issue = (body: unknown) => productBody.safeParse(body).error?.issues[0];
    expect(issue({ ...good, price: 19.999 })).toMatchObject({ path: ['price'], message: 'must have at most 2 decimals' });
    expect(issue({ ...good, stock: -1 })).toMatchObject({ path: ['stock'], message: 'must be between 0 and 1000000' });
    expect(issue({ ...good, discount: undefined })).toMatchObject({ path: ['discount'], message: 'is required' });
    expect(issue({ ...good, description: 'x'.repeat(2001) })).toMatchObject({ path: ['description'] });
  });
});

describe('custom fields (more_details)', () => {
  it('refuses keys that could pollute prototypes, without polluting anything', () => {
    for (const raw of ['{"__proto__":{"polluted":true}}', '{"constructor":"x"}', '{"Prototype":"x"}']) {
      const result = moreDetails.safeParse(JSON.parse(raw));
      expect(result.success, raw).toBe(false);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps up to 20 trimmed fields and refuses more, long keys, long values and duplicates', () => {
    const twenty = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, ` v${i} `]));
    expect(moreDetails.parse(twenty)).toEqual(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, `v${i}`])));
    expect(moreDetails.safeParse({ ...twenty, k20: 'x' }).success).toBe(false);
    expect(moreDetails.safeParse({ ['k'.repeat(41)]: 'x' }).success).toBe(false);
    expect(moreDetails.safeParse({ Brand: 'v'.repeat(501) }).success).toBe(false);
    expect(moreDetails.safeParse({ Brand: 'a', ' brand ': 'b' }).success).toBe(false);
    expect(moreDetails.parse(undefined)).toEqual({});
  });
});

describe('numbers from forms', () => {
  it('accepts whole numbers as numbers or digit strings only', () => {
    const stock = wholeNumber(0, 10);
    expect(stock.parse('7')).toBe(7);
    expect(stock.parse(0)).toBe(0);
    for (const bad of [1.5, '1.5', '1e1', 'seven', true, [], 11, -1, undefined]) expect(stock.safeParse(bad).success, String(bad)).toBe(false);
    expect(wholeNumber(1, 100, 12).parse(undefined)).toBe(12);
  });

  it('converts prices exactly', () => {
    expect(priceToPaise.parse(52.5)).toBe(5250);
    expect(priceToPaise.parse('0.07')).toBe(7);
    expect(priceToPaise.safeParse(0.1 + 0.2).success).toBe(false);
    expect(priceToPaise.safeParse(true).success).toBe(false);
  });
});

describe('product text by the one text rule', () => {
  const issue = (body: unknown) => productBody.safeParse(body).error?.issues[0];

  it('refuses a unit or description with half a surrogate pair, NUL, or nothing visible', () => {
    expect(issue({ ...good, unit: '1 kg\uD800' })).toMatchObject({ path: ['unit'], message: 'must be valid text' });
    expect(issue({ ...good, unit: '1\u0000kg' })).toMatchObject({ path: ['unit'], message: 'must not contain control characters' });
    expect(issue({ ...good, unit: '\u200B\u200D' })).toMatchObject({ path: ['unit'], message: 'is required' });
    expect(issue({ ...good, description: 'Soft\u0000paneer' })).toMatchObject({ path: ['description'], message: 'must not contain control characters' });
    expect(issue({ ...good, description: '\uFEFF\u2060' })).toMatchObject({ path: ['description'], message: 'is required' });
  });

  it('keeps line breaks in the description only, and stores every text in NFC without invisible characters', () => {
    const parsed = productBody.parse({ ...good, unit: '2\u200B00 g', description: 'Soft paneer.\r\nCafe\u0301 grade.', more_details: { 'Bra\u00ADnd': 'Am\u200Bul' } });
    expect(parsed).toMatchObject({ unit: '200 g', description: 'Soft paneer.\nCaf\u00E9 grade.', more_details: { Brand: 'Amul' } });
    expect(issue({ ...good, unit: '200\ng' })).toMatchObject({ path: ['unit'], message: 'must not contain control characters' });
  });

  it('checks custom field names and values the same way', () => {
    expect(moreDetails.safeParse({ 'Brand\uD800': 'x' }).error?.issues[0]?.message).toBe('Field names must be valid text');
    expect(moreDetails.safeParse({ '\u200B': 'x' }).error?.issues[0]?.message).toBe('Field names must not be empty');
    expect(moreDetails.safeParse({ Brand: 'Amul\u0007' }).error?.issues[0]).toMatchObject({ path: ['Brand'], message: 'must not contain control characters' });
    expect(moreDetails.safeParse({ Brand: '\u200B' }).error?.issues[0]).toMatchObject({ path: ['Brand'], message: 'is required' });
    // Two field names that look the same are one field given twice.
    expect(moreDetails.safeParse({ Brand: 'a', 'Br\u0430nd': 'b' }).error?.issues[0]?.message).toBe('Field "Br\u0430nd" is given twice');
  });

  it('a search is checked too, and a blank one is no search', () => {
    expect(searchText.parse('\u200B ')).toBe('');
    expect(searchText.parse(' Cafe\u0301 ')).toBe('Caf\u00E9');
    expect(searchText.safeParse('dal\uD800').success).toBe(false);
  });
});
