import { describe, expect, it } from 'vitest';
import { checkRows, exportHeader, exportRow, productChanged, rawRow, readHeader, validateRow, type CsvLayout } from './product-csv.js';
import { toProductRecord } from './product.js';

const stores = [
  { _id: 'store-mumbai', name: 'Mumbai Central' },
  { _id: 'store-blr', name: 'Bengaluru Indiranagar' },
];
const header = ['sku', 'name', 'description', 'unit', 'price', 'discount', 'category', 'subCategory', 'images', 'stock:Mumbai Central', 'more_details.Brand'];
const names = {
  category: (name: string) => ({ dairy: 'c1', bakery: 'c2' })[name.toLowerCase()],
  subCategory: (name: string) => ({ milk: 's1' })[name.toLowerCase()],
};
const good = ['MILK-1', 'Full Cream Milk', 'Fresh milk.', '1 l', '66.50', '5', 'Dairy|Bakery', 'Milk', '/media/product/milk.webp', '12', 'Amul'];

function layoutOf(cols: string[] = header): CsvLayout {
  const read = readHeader(cols, stores);
  if (!read.ok) throw new Error(read.message);
  return read.layout;
}

const validate = (fields: string[], row = 1, layout = layoutOf()) => validateRow(fields, rawRow(fields, row, layout), layout, names);

describe('readHeader', () => {
  it('finds the base columns in any order and case, stock columns by store name or id, custom fields', () => {
    const layout = layoutOf(['Name', 'SKU', 'description', 'unit', 'price', 'category', 'subCategory', 'images', 'stock:store-blr', 'more_details.Brand']);
    expect(layout.base.sku).toBe(1);
    expect(layout.stock).toEqual([{ index: 8, column: 'stock:store-blr', storeId: 'store-blr' }]);
    expect(layout.details).toEqual([{ index: 9, column: 'more_details.Brand', field: 'Brand' }]);
  });

  it('refuses a missing required column, an unknown column, an unknown store and a repeated column', () => {
    expect(readHeader(header.filter((c) => c !== 'price'), stores)).toEqual({ ok: false, message: 'Missing required column: price.' });
    expect(readHeader([...header, 'colour'], stores)).toMatchObject({ ok: false, message: expect.stringContaining('Unknown column "colour"') });
    expect(readHeader([...header, 'stock:Pune'], stores)).toMatchObject({ ok: false, message: expect.stringContaining('names no store') });
    expect(readHeader([...header, 'SKU'], stores)).toMatchObject({ ok: false, message: 'The column "SKU" appears twice.' });
    expect(readHeader([...header, 'more_details.Brand'], stores)).toMatchObject({ ok: false, message: 'The column "more_details.Brand" appears twice.' });
  });

  it('reads back every header an export writes: custom fields differing in case, stores whose names read the same', () => {
    const twins = [...stores, { _id: 'store-mumbai-2', name: 'mumbai central' }];
    const cols = exportHeader(twins, ['Brand', 'brand']);
    expect(cols.slice(-5)).toEqual(['stock:store-mumbai', 'stock:Bengaluru Indiranagar', 'stock:store-mumbai-2', 'more_details.Brand', 'more_details.brand']);
    const read = readHeader(cols, twins);
    expect(read.ok && read.layout.stock.map((s) => s.storeId)).toEqual(['store-mumbai', 'store-blr', 'store-mumbai-2']);
    expect(read.ok && read.layout.details.map((d) => d.field)).toEqual(['Brand', 'brand']);
  });
});

describe('validateRow', () => {
  it('maps a good row to the product form input: names to ids, price to paise, stock per store, custom fields', () => {
    const result = validate(good);
    expect(result).toEqual({
      ok: true,
      value: {
        row: 1,
        sku: 'MILK-1',
        input: {
          sku: 'MILK-1',
          name: 'Full Cream Milk',
          description: 'Fresh milk.',
          unit: '1 l',
          image: ['/media/product/milk.webp'],
          category: ['c1', 'c2'],
          subCategory: ['s1'],
          pricePaise: 6650,
          discount: 5,
          more_details: { Brand: 'Amul' },
        },
        stock: [{ storeId: 'store-mumbai', stock: 12 }],
      },
    });
  });

  it('reports each bad cell with its row and column, by the form rules', () => {
    const bad = [...good];
    bad[4] = '12.345'; // price
    bad[5] = '120'; // discount
    bad[6] = 'Dairy|Frozen'; // unknown category
    bad[8] = 'https://example.com/x.png'; // image not in the store's media
    bad[9] = '-1'; // stock
    const result = validate(bad, 7);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => [e.row, e.column])).toEqual([
      [7, 'category'],
      [7, 'images'],
      [7, 'price'],
      [7, 'discount'],
      [7, 'stock:Mumbai Central'],
    ]);
    expect(result.errors[0]?.message).toBe('Unknown category "Frozen"');
  });

  it('names a picture file left in the images column, which no chosen picture matched', () => {
    const named = [...good];
    named[8] = '/media/product/milk.webp|Milk Pack.jpg';
    expect(validate(named)).toMatchObject({
      ok: false,
      errors: [{ column: 'images', message: 'No picture named "Milk Pack.jpg" was uploaded with the file: choose it with the CSV on the Import page' }],
    });
  });

  it('needs a SKU of the allowed form, and a blank stock or discount is not an error', () => {
    expect(validate(['', ...good.slice(1)])).toMatchObject({ ok: false, errors: [{ column: 'sku', message: 'is required' }] });
    expect(validate(['a b', ...good.slice(1)])).toMatchObject({ ok: false, errors: [{ column: 'sku' }] });
    const blanks = [...good];
    blanks[5] = '';
    blanks[9] = '';
    expect(validate(blanks)).toMatchObject({ ok: true, value: { stock: [], input: { discount: 0 } } });
  });

  it('reports a row with another number of fields than the header', () => {
    expect(validate(good.slice(0, 9))).toMatchObject({ ok: false, errors: [{ column: '(row)' }] });
  });
});

describe('checkRows', () => {
  const rowsOf = (list: string[][], first: number, layout = layoutOf()) => list.map((fields, i) => ({ fields, raw: rawRow(fields, first + i, layout) }));
  const withSku = (sku: string, price = '66.50') => [sku, ...good.slice(1, 4), price, ...good.slice(5)];

  it('keeps a SKU to its first valid row, across batches and in any case; a bad row claims none', () => {
    const firstRowOf = new Map<string, number>();
    const layout = layoutOf();
    const one = checkRows(rowsOf([withSku('MILK-1', 'free'), withSku('MILK-1'), withSku('BREAD-1')], 1), layout, names, firstRowOf);
    expect(one.valid.map((v) => [v.row, v.sku])).toEqual([[2, 'MILK-1'], [3, 'BREAD-1']]);
    expect(one.errors).toEqual([expect.objectContaining({ row: 1, column: 'price' })]);
    const two = checkRows(rowsOf([withSku('milk-1'), withSku('EGGS-1'), withSku('Bread-1')], 4), layout, names, firstRowOf);
    expect(two.valid.map((v) => v.sku)).toEqual(['EGGS-1']);
    expect(two.errors).toEqual([
      { row: 4, column: 'sku', message: 'SKU "milk-1" is also on row 2' },
      { row: 6, column: 'sku', message: 'SKU "Bread-1" is also on row 3' },
    ]);
    expect([one.failed, two.failed]).toEqual([1, 2]);
  });

  it('counts a row with two bad cells as one failed row and keeps both errors', () => {
    const twoBad = [...withSku('TEA-1', 'free')];
    twoBad[5] = '101';
    const checked = checkRows(rowsOf([twoBad, withSku('TEA-2')], 1), layoutOf(), names, new Map());
    expect(checked.failed).toBe(1);
    expect(checked.errors.map((e) => [e.row, e.column])).toEqual([[1, 'price'], [1, 'discount']]);
  });
});

describe('export and import agree', () => {
  it('an exported product reads back as the same product, unchanged', () => {
    const record = toProductRecord(
      'p1',
      { sku: 'MILK-1', name: 'Full Cream Milk', description: 'Fresh milk.', unit: '1 l', image: ['/media/product/milk.webp'], category: ['c1', 'c2'], subCategory: ['s1'], stock: 0, pricePaise: 6650, discount: 5, more_details: { Brand: 'Amul' } },
      { category: [{ _id: 'c1', name: 'Dairy' }, { _id: 'c2', name: 'Bakery' }], subCategory: [{ _id: 's1', name: 'Milk' }] },
      { createdAt: 't', updatedAt: 't' },
    );
    const cols = exportHeader(stores, ['Brand']);
    const row = exportRow(record, (s) => (s === 'store-mumbai' ? 12 : undefined), stores, ['Brand'], {
      category: (id) => ({ c1: 'Dairy', c2: 'Bakery' })[id],
      subCategory: (id) => ({ s1: 'Milk' })[id],
    });
    const result = validate(row, 1, layoutOf(cols));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(productChanged(record, result.value.input)).toBe(false);
    expect(result.value.stock).toEqual([{ storeId: 'store-mumbai', stock: 12 }]);
    expect(productChanged(record, { ...result.value.input, pricePaise: 6600 })).toBe(true);
  });
});

describe('GST columns', () => {
  const gstHeader = [...header, 'gstRate', 'hsn'];
  const names = { category: () => 'cat1', subCategory: () => 'sub1' };
  const row = (gstRate: string, hsn: string) => ['MILK-1', 'Milk', 'Fresh', '500 ml', '27', '0', 'Dairy', 'Milk', '/media/product/milk.jpg', '', '', gstRate, hsn];

  it('reads a product\'s GST rate and HSN, a blank cell clearing them, and names the row of a wrong one', () => {
    const layout = layoutOf(gstHeader);
    const fields = row('5', '0401');
    const ok = validateRow(fields, rawRow(fields, 3, layout), layout, names);
    expect(ok.ok && [ok.value.input.gstRate, ok.value.input.hsn]).toEqual([5, '0401']);
    const blank = row('', '');
    const cleared = validateRow(blank, rawRow(blank, 4, layout), layout, names);
    expect(cleared.ok && [cleared.value.input.gstRate, cleared.value.input.hsn]).toEqual([null, null]);
    const bad = row('7', '04A1');
    expect(validateRow(bad, rawRow(bad, 5, layout), layout, names)).toEqual({
      ok: false,
      errors: [
        { row: 5, column: 'gstRate', message: 'must be one of 0, 5, 12, 18, 28 (percent)' },
        { row: 5, column: 'hsn', message: 'must be 4 to 8 digits' },
      ],
    });
  });

  it('a file without them leaves the products\' own; an export writes them and reads back unchanged', () => {
    const layout = layoutOf();
    const fields = row('', '').slice(0, 11);
    const result = validateRow(fields, rawRow(fields, 2, layout), layout, names);
    expect(result.ok && 'gstRate' in result.value.input).toBe(false);
    expect(exportHeader([], []).slice(-2)).toEqual(['gstRate', 'hsn']);
  });
});

describe('barcode column', () => {
  const names = { category: () => 'cat1', subCategory: () => 'sub1' };
  const withBarcode = ['sku', 'name', 'description', 'unit', 'price', 'discount', 'category', 'subCategory', 'images', 'barcode'];
  const row = (barcode: string) => ['MILK-1', 'Milk', 'Fresh', '500 ml', '27', '0', 'Dairy', 'Milk', '/media/product/milk.jpg', barcode];

  it('reads an EAN-13 or UPC-A, a blank cell clearing it; a wrong check digit names its row; a file without it keeps the products\' own', () => {
    const layout = layoutOf(withBarcode);
    const read = (barcode: string, at = 2) => validateRow(row(barcode), rawRow(row(barcode), at, layout), layout, names);
    const ean = read('8901030865275');
    expect(ean.ok && ean.value.input.barcode).toBe('8901030865275');
    const upc = read(' 036000291452 ');
    expect(upc.ok && upc.value.input.barcode).toBe('036000291452');
    const blank = read('');
    expect(blank.ok && blank.value.input.barcode).toBeNull();
    expect(read('8901030865278', 7)).toEqual({ ok: false, errors: [{ row: 7, column: 'barcode', message: 'has a wrong check digit (its last digit): check the number on the pack' }] });
    const without = layoutOf(withBarcode.slice(0, -1));
    const fields = row('').slice(0, -1);
    const kept = validateRow(fields, rawRow(fields, 2, without), without, names);
    expect(kept.ok && 'barcode' in kept.value.input).toBe(false);
  });
});

describe('shelf columns', () => {
  const record = toProductRecord(
    'p1',
    { sku: 'MILK-1', name: 'Full Cream Milk', description: 'Fresh milk.', unit: '1 l', image: ['/media/product/milk.webp'], category: ['c1'], subCategory: ['s1'], stock: 0, pricePaise: 6650, discount: 5, more_details: {} },
    { category: [{ _id: 'c1', name: 'Dairy' }], subCategory: [{ _id: 's1', name: 'Milk' }] },
    { createdAt: 't', updatedAt: 't' },
  );
  const taxonomy = { category: () => 'Dairy', subCategory: () => 'Milk' };

  it('an export writes each store\'s shelf; read back, a set one is kept upper-case and a blank one is none', () => {
    const cols = exportHeader(stores, []);
    expect(cols.filter((c) => c.startsWith('shelf:'))).toEqual(['shelf:Mumbai Central', 'shelf:Bengaluru Indiranagar']);
    const row = exportRow(record, () => undefined, stores, [], taxonomy, (s) => (s === 'store-mumbai' ? 'A3-2' : undefined));
    const result = validate(row, 1, layoutOf(cols));
    expect(result.ok && result.value.shelf).toEqual([
      { storeId: 'store-mumbai', shelf: 'A3-2' },
      { storeId: 'store-blr', shelf: null },
    ]);
    const lower = row.map((cell) => (cell === 'A3-2' ? ' a3-2 ' : cell));
    const again = validate(lower, 1, layoutOf(cols));
    expect(again.ok && again.value.shelf?.[0]).toEqual({ storeId: 'store-mumbai', shelf: 'A3-2' });
  });

  it('a bad shelf fails its cell; a file without shelf columns sets none; two columns for one store are refused', () => {
    const cols = [...header, 'shelf:Mumbai Central'];
    const result = validate([...good, 'A3#2'], 4, layoutOf(cols));
    expect(result).toEqual({ ok: false, errors: [{ row: 4, column: 'shelf:Mumbai Central', message: 'may hold letters, digits, spaces and . / - only, like A3-2' }] });
    const without = validate(good);
    expect(without.ok && 'shelf' in without.value).toBe(false);
    expect(readHeader([...cols, 'shelf:store-mumbai'], stores)).toEqual({ ok: false, message: 'Two columns give the shelf of Mumbai Central.' });
    expect(readHeader([...header, 'shelf:Pune'], stores)).toMatchObject({ ok: false, message: expect.stringContaining('names no store') });
  });
});
