/**
 * Benchmark scale-up: deterministic variants of the demo list (other pack sizes, multipacks, value
 * packs), so a seed of 5,000 or 50,000 products (`npm run seed -- --products N`) looks like a catalog.
 */
import { createHash } from 'node:crypto';
import { PRODUCTS } from './catalog-data.js';
import type { ProductData } from './catalog-data.js';

interface ListedProduct {
  data: ProductData;
  slug: string;
  base: ProductData;
}

/** The demo list first, then round k of variants of every base product (k = 1, 2, ...). */
export function productList(count: number): ListedProduct[] {
  const list: ListedProduct[] = PRODUCTS.slice(0, count).map((p) => ({ data: p, slug: p.slug, base: p }));
  if (count <= PRODUCTS.length) return list;
  const rounds = Math.ceil((count - PRODUCTS.length) / PRODUCTS.length);
  // Shared, so a variant never repeats another base product (6 eggs x 2 is the 12-egg tray).
  const taken = new Set(PRODUCTS.map((p) => `${p.name}|${p.unit}`));
  const variants = PRODUCTS.map((p) => variantsOf(p, rounds, taken));
  for (let k = 0; list.length < count; k++) {
    for (let b = 0; b < PRODUCTS.length && list.length < count; b++) {
      const base = PRODUCTS[b];
      const variant = variants[b]?.[k];
      if (base && variant) list.push({ data: variant, slug: variant.slug, base });
    }
  }
  return list;
}

/** [size multiplier, packs] */
const COMBOS: readonly (readonly [number, number])[] = [
  [2, 1], [0.5, 1], [1, 2], [3, 1], [1, 3], [5, 1], [2, 2], [1, 4], [0.25, 1], [4, 1],
  [1, 6], [1.5, 1], [2, 3], [0.5, 2], [10, 1], [1, 12], [3, 2], [5, 2], [2, 4], [0.5, 4],
  [1, 5], [2.5, 1], [4, 2], [1, 8], [3, 3], [0.75, 1], [6, 1], [1, 10], [2, 6], [5, 4],
];
const QUALIFIERS = ['Value Pack', 'Family Pack', 'Super Saver', 'Combo', 'Festive Pack', 'Jumbo Pack', 'Mini Pack', 'Party Pack'];
const VARIANT_DISCOUNTS = [0, 0, 5, 10, 0, 15, 20, 0, 25, 10, 0, 30];

/** Deterministic variants of one product; a name and unit pair in `seen` is never produced (and is added). */
export function variantsOf(base: ProductData, count: number, seen = new Set([`${base.name}|${base.unit}`])): ProductData[] {
  const out: ProductData[] = [];
  for (let round = 0; out.length < count; round++) {
    const qualifier =
      round === 0 ? '' : ` ${QUALIFIERS[(round - 1) % QUALIFIERS.length]}${round > QUALIFIERS.length ? ` ${Math.ceil(round / QUALIFIERS.length)}` : ''}`;
    for (const [wantSize, packs] of COMBOS) {
      if (out.length >= count) break;
      const sized = scaleUnit(base.unit, wantSize);
      const size = sized ? wantSize : 1;
      const unitText = sized ?? base.unit;
      const name = `${base.name}${qualifier}${packs > 1 ? ` (Pack of ${packs})` : ''}`;
      const unit = packs > 1 ? `${packs} x ${unitText}` : unitText;
      if (seen.has(`${name}|${unit}`)) continue;
      seen.add(`${name}|${unit}`);
      const k = out.length + 1;
      const h = hashInt(`${base.slug}|${k}`);
      const bulk = packs > 1 ? 0.96 : 1;
      const price = Math.max(1, Math.round(base.price * size ** 0.9 * packs * bulk * (1 + ((round % 3) - 1) * 0.03)));
      out.push({
        ...base,
        slug: `${base.slug}~v${k}`,
        name,
        unit,
        price,
        discount: VARIANT_DISCOUNTS[h % VARIANT_DISCOUNTS.length] ?? 0,
        stock: h % 29 === 0 ? 0 : 5 + (h % 120),
      });
    }
  }
  return out;
}

/** "500 g" × 2 → "1 kg"; undefined when the unit is not a plain quantity or would not stay whole. */
export function scaleUnit(unit: string, factor: number): string | undefined {
  if (factor === 1) return unit;
  const match = /^(\d+(?:\.\d+)?)\s*(g|kg|ml|L|pc|pcs)$/.exec(unit);
  if (!match) return undefined;
  const value = Number(match[1]);
  const measure = match[2] as 'g' | 'kg' | 'ml' | 'L' | 'pc' | 'pcs';
  if (measure === 'pc' || measure === 'pcs') {
    const pieces = value * factor;
    if (!Number.isInteger(pieces) || pieces < 1) return undefined;
    return `${pieces} ${pieces === 1 ? 'pc' : 'pcs'}`;
  }
  const small = measure === 'kg' || measure === 'L' ? value * 1000 : value;
  const scaled = Math.round(small * factor);
  if (scaled < 10) return undefined;
  const [unitSmall, unitLarge] = measure === 'g' || measure === 'kg' ? ['g', 'kg'] : ['ml', 'L'];
  return scaled >= 1000 ? `${Number((scaled / 1000).toFixed(2))} ${unitLarge}` : `${scaled} ${unitSmall}`;
}

const hashInt = (text: string) => createHash('sha256').update(text).digest().readUInt32LE(0);
