import * as categoryItem from '../../functions/data/items/category.js';
import * as productItem from '../../functions/data/items/product.js';
import * as storeStockItem from '../../functions/data/items/store-stock.js';
import * as subCategoryItem from '../../functions/data/items/subcategory.js';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, PRODUCTS, SUB_CATEGORIES } from './catalog-data.js';
import { renderImage, SHAPES } from './images.js';
import { buildSeedCatalog, computeCounts, DEFAULT_PRODUCT_COUNT, seedId } from './catalog.js';
import { scaleUnit, variantsOf } from './variants.js';
import { DEFAULT_SEED_STORE, SEED_STORES } from './stores.js';

describe('demo catalog data', () => {
  it('is large enough', () => {
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(16);
    expect(SUB_CATEGORIES.length).toBeGreaterThanOrEqual(40);
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(200);
    expect(DEFAULT_PRODUCT_COUNT).toBe(PRODUCTS.length);
  });

  it('links every sub category to existing categories and gives it at least 3 products', () => {
    const categories = new Set(CATEGORIES.map((c) => c.slug));
    for (const sub of SUB_CATEGORIES) {
      expect(sub.categories.length).toBeGreaterThanOrEqual(1);
      for (const c of sub.categories) expect(categories.has(c), `${sub.slug} -> ${c}`).toBe(true);
      const products = PRODUCTS.filter((p) => p.subCategories.includes(sub.slug));
      expect(products.length, sub.slug).toBeGreaterThanOrEqual(3);
    }
    expect(SUB_CATEGORIES.some((s) => s.categories.length === 2)).toBe(true);
  });

  it('gives every category at least one sub category', () => {
    for (const c of CATEGORIES) expect(SUB_CATEGORIES.some((s) => s.categories.includes(c.slug)), c.slug).toBe(true);
  });

  it('has sane products', () => {
    const subs = new Set(SUB_CATEGORIES.map((s) => s.slug));
    for (const p of PRODUCTS) {
      expect(p.price, p.name).toBeGreaterThan(0);
      expect(Number.isInteger(Math.round(p.price * 100))).toBe(true);
      expect(Number.isInteger(p.discount) && p.discount >= 0 && p.discount <= 100, p.name).toBe(true);
      expect(Number.isInteger(p.stock) && p.stock >= 0, p.name).toBe(true);
      expect(p.unit.trim(), p.name).not.toBe('');
      expect(p.description.length, p.name).toBeGreaterThan(10);
      const details = Object.keys(p.moreDetails).length;
      expect(details >= 1 && details <= 3, p.name).toBe(true);
      expect(SHAPES).toContain(p.shape);
      expect(p.color).toMatch(/^#[0-9a-f]{6}$/i);
      for (const s of p.subCategories) expect(subs.has(s), `${p.name} -> ${s}`).toBe(true);
    }
    expect(PRODUCTS.some((p) => p.stock === 0)).toBe(true);
    expect(PRODUCTS.filter((p) => p.stock === 0).length).toBeLessThan(PRODUCTS.length / 10);
  });

  it('has products for every word of the search placeholder', () => {
    for (const word of ['milk', 'bread', 'sugar', 'paneer', 'chocolate', 'curd', 'rice', 'egg', 'chips']) {
      expect(PRODUCTS.some((p) => p.name.toLowerCase().includes(word)), word).toBe(true);
    }
  });
});

describe('seed items', () => {
  const catalog = buildSeedCatalog();

  it('has unique, deterministic 24-hex ids', () => {
    const ids = [...catalog.categories, ...catalog.subCategories, ...catalog.products].map((i) => i._id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(seedId('product', 'x')).toBe(seedId('product', 'x'));
    expect(seedId('product', 'x')).not.toBe(seedId('category', 'x'));
    expect(buildSeedCatalog()).toEqual(catalog);
  });

  it('builds items in the stored shapes', () => {
    const product = catalog.products[0];
    expect(product).toBeDefined();
    if (!product) return;
    expect(product.pk).toBe(`PRODUCT#${product._id}`);
    expect(product.sk).toBe('PRODUCT');
    expect(product.gsi1pk).toBe('PRODUCTS');
    expect(product.gsi1sk).toBe(`${product.createdAt}#${product._id}`);
    expect(Number.isInteger(product.pricePaise)).toBe(true);
    for (const p of catalog.products) {
      expect(p.image.length >= 1 && p.image.length <= 3).toBe(true);
      for (const url of p.image) expect(url).toMatch(/^\/media\/product\/seed-[0-9a-f]{24}-\d\.webp$/);
      expect(p.category.length).toBeGreaterThanOrEqual(1);
      expect(p.subCategory.length).toBeGreaterThanOrEqual(1);
    }
    for (const c of catalog.categories) {
      expect(c.sk).toBe(`CATEGORY#${c._id}`);
      expect(c.image).toBe(`/media/category/seed-${c._id}.webp`);
    }
    for (const s of catalog.subCategories) expect(s.image).toBe(`/media/subcategory/seed-${s._id}.webp`);
    const sugar = catalog.products.find((p) => p.name === 'Madhur Pure & Hygienic Sugar');
    expect(sugar?.pricePaise).toBe(5250);
  });

  it('stocks every product at every demo store, differently per store (the default store: the demo list\'s stock)', () => {
    expect(catalog.stock).toHaveLength(SEED_STORES.length * catalog.products.length);
    const at = (storeId: string) => new Map(catalog.stock.filter((s) => s.storeId === storeId).map((s) => [s.productId, s.stock]));
    const [mumbai, bengaluru] = [at(DEFAULT_SEED_STORE._id), at('store-bengaluru-indiranagar')];
    PRODUCTS.forEach((data, i) => expect(mumbai.get(catalog.products[i]!._id), data.name).toBe(data.stock));
    const ids = catalog.products.map((p) => p._id);
    const outOnlyInBengaluru = ids.filter((id) => bengaluru.get(id) === 0 && (mumbai.get(id) ?? 0) > 0);
    const outOnlyInMumbai = ids.filter((id) => mumbai.get(id) === 0 && (bengaluru.get(id) ?? 0) > 0);
    expect(outOnlyInBengaluru.length).toBeGreaterThan(5);
    expect(outOnlyInBengaluru.length).toBeLessThan(ids.length / 4);
    expect(outOnlyInMumbai.length).toBeGreaterThan(0);
    expect(ids.filter((id) => mumbai.get(id) !== bengaluru.get(id)).length).toBeGreaterThan(ids.length / 2);
    for (const item of catalog.stock) {
      expect(item).toMatchObject({ pk: `STOCK#${item.storeId}`, sk: `PRODUCT#${item.productId}`, stockSet: item.stock });
      expect(Number.isInteger(item.stock) && item.stock >= 0).toBe(true);
    }
  });

  it('writes the demo stores, the default among them, with one zone claim per pincode', () => {
    const stores = catalog.stores.filter((i) => i.type === 'store');
    expect(stores.map((s) => s.sk)).toEqual(SEED_STORES.map((s) => `STORE#${s._id}`));
    const zones = catalog.stores.filter((i) => i.type === 'pincode-zone');
    expect(zones).toHaveLength(SEED_STORES.reduce((n, s) => n + s.zones.length, 0));
    expect(new Set(zones.map((z) => z.pk)).size).toBe(zones.length);
    expect(zones.find((z) => z.pk === 'PINCODE#400001')).toMatchObject({ storeId: DEFAULT_SEED_STORE._id });
  });

  it('stocks the benchmark\'s variants at the default store only', () => {
    const big = buildSeedCatalog(DEFAULT_PRODUCT_COUNT + 10);
    expect(big.stock).toHaveLength(SEED_STORES.length * DEFAULT_PRODUCT_COUNT + 10);
    expect(big.stock.slice(-10).every((s) => s.storeId === DEFAULT_SEED_STORE._id)).toBe(true);
  });

  it('computes the usage counters from the links', () => {
    for (const c of catalog.categories) {
      expect(c.subCategoryCount).toBe(catalog.subCategories.filter((s) => s.category.some((x) => x._id === c._id)).length);
      expect(c.productCount).toBe(catalog.products.filter((p) => p.category.some((x) => x._id === c._id)).length);
      expect(c.subCategoryCount).toBeGreaterThan(0);
    }
    for (const s of catalog.subCategories) {
      expect(s.productCount).toBe(catalog.products.filter((p) => p.subCategory.some((x) => x._id === s._id)).length);
      expect(s.productCount).toBeGreaterThanOrEqual(3);
    }
  });

  it('counts each link once', () => {
    const counts = computeCounts({
      subCategories: [
        { _id: 's1', category: [{ _id: 'a' }, { _id: 'b' }] },
        { _id: 's2', category: [{ _id: 'a' }, { _id: 'a' }] },
      ],
      products: [
        { category: [{ _id: 'a' }], subCategory: [{ _id: 's1' }, { _id: 's2' }] },
        { category: [{ _id: 'a' }, { _id: 'b' }], subCategory: [{ _id: 's1' }, { _id: 's1' }] },
      ],
    });
    expect(counts.categories.get('a')).toEqual({ subCategoryCount: 2, productCount: 2 });
    expect(counts.categories.get('b')).toEqual({ subCategoryCount: 1, productCount: 1 });
    expect(counts.subCategories.get('s1')).toBe(2);
    expect(counts.subCategories.get('s2')).toBe(1);
  });

  it('scales up with variants that reuse the base images', () => {
    const big = buildSeedCatalog(5000);
    expect(big.products).toHaveLength(5000);
    expect(big.images).toHaveLength(catalog.images.length);
    const ids = big.products.map((p) => p._id);
    expect(new Set(ids).size).toBe(5000);
    const names = big.products.map((p) => `${p.name}|${p.unit}`);
    expect(new Set(names).size).toBe(5000);
    const imageUrls = new Set(catalog.products.flatMap((p) => p.image));
    for (const p of big.products) {
      for (const url of p.image) expect(imageUrls.has(url)).toBe(true);
      expect(p.pricePaise).toBeGreaterThan(0);
    }
    expect(big.products.slice(0, catalog.products.length)).toEqual(catalog.products);
    const total = big.categories.reduce((sum, c) => sum + (c.productCount ?? 0), 0);
    expect(total).toBeGreaterThanOrEqual(5000);
    expect(buildSeedCatalog(10).products).toHaveLength(10);
  }, 30_000);

  it('makes plausible pack sizes', () => {
    expect(scaleUnit('500 g', 2)).toBe('1 kg');
    expect(scaleUnit('1 L', 0.5)).toBe('500 ml');
    expect(scaleUnit('6 pcs', 2)).toBe('12 pcs');
    expect(scaleUnit('52 g', 1.5)).toBe('78 g');
    expect(scaleUnit('1 pc (approx. 400-600 g)', 2)).toBeUndefined();
    const milk = PRODUCTS.find((p) => p.name === 'Amul Taaza Toned Fresh Milk');
    expect(milk).toBeDefined();
    if (!milk) return;
    const [first, second, third] = variantsOf(milk, 3);
    expect(first).toMatchObject({ name: 'Amul Taaza Toned Fresh Milk', unit: '1 L' });
    expect(second).toMatchObject({ name: 'Amul Taaza Toned Fresh Milk', unit: '250 ml' });
    expect(third).toMatchObject({ name: 'Amul Taaza Toned Fresh Milk (Pack of 2)', unit: '2 x 500 ml' });
    expect(first?.price).toBeGreaterThan(milk.price);
  });
});

describe('renderImage', () => {
  const isWebp = (buf: Buffer) => buf.subarray(0, 4).toString('ascii') === 'RIFF' && buf.subarray(8, 12).toString('ascii') === 'WEBP';
  const palette = { background: '#e3f2fd', accent: '#1e88e5', colors: ['#1e88e5', '#fdd835', '#e53935'] };

  it('returns a small WebP for every shape', async () => {
    for (const shape of SHAPES) {
      for (const variant of [0, 1, 2]) {
        const buf = await renderImage('product', `test-${shape}`, [shape], palette, { variant });
        expect(isWebp(buf), shape).toBe(true);
        expect(buf.length, `${shape} ${variant}`).toBeLessThanOrEqual(25 * 1024);
      }
    }
    for (const kind of ['category', 'subcategory'] as const) {
      const buf = await renderImage(kind, 'test', ['carton', 'tub', 'eggs'], palette);
      expect(isWebp(buf)).toBe(true);
      expect(buf.length).toBeLessThanOrEqual(25 * 1024);
    }
  }, 60_000);

  it('is deterministic', async () => {
    const a = await renderImage('product', 'amul-milk', ['pouch'], palette, { variant: 1 });
    const b = await renderImage('product', 'amul-milk', ['pouch'], palette, { variant: 1 });
    const c = await renderImage('product', 'amul-milk', ['pouch'], palette, { variant: 0 });
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });
});

describe('seed items', () => {
  it("are the repos' own item mappers applied to records (data/items/): one shape per item", () => {
    const catalog = buildSeedCatalog();
    for (const item of catalog.products) expect(productItem.toItem(productItem.fromItem(item))).toEqual(item);
    for (const item of catalog.stock) expect(storeStockItem.toItem(storeStockItem.fromItem(item))).toEqual(item);
    for (const item of catalog.categories) {
      const { pk: _pk, sk: _sk, type: _type, ...record } = item;
      expect(categoryItem.toItem(record)).toEqual(item);
      expect(categoryItem.toItem(categoryItem.fromItem(item))).toEqual(item);
    }
    for (const item of catalog.subCategories) {
      const { pk: _pk, sk: _sk, type: _type, ...record } = item;
      expect(subCategoryItem.toItem(record)).toEqual(item);
      expect(subCategoryItem.toItem(subCategoryItem.fromItem(item))).toEqual(item);
    }
  });
});
