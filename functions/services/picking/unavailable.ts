import type { ApiPickList } from '../../core/contracts/picker.js';
import type { OrderLine, OrderRecord } from '../../core/order-record.js';
import { markUnavailable, type PickState } from '../../core/picking.js';
import { discountedUnitPaise } from '../../core/pricing.js';
import type { ProductRecord } from '../../core/product.js';
import { SUBSTITUTION_MINUTES, bestMatch, propose, withSubstitution, type CandidateProduct } from '../../core/substitution.js';
import { currentCatalog, withStoreStock } from '../../data/repos/catalog-snapshot.js';
import { getProductsAtStore, type ProductAtStore } from '../../data/repos/products.js';
import { getStore } from '../../data/repos/stores.js';
import type { Picking } from './picker-access.js';
import { changePick } from './picking.js';

/*
 * Apart from picking.ts: Unavailable proposes substitutes, which reads the catalog, so only its
 * function (and the scan's, services/picking/scan.ts) bundles the catalog snapshot.
 */

const candidate = (record: ProductRecord, stock: number): CandidateProduct => ({
  productId: record._id,
  name: record.name,
  unit: record.unit,
  image: record.image[0] ?? '',
  unitPricePaise: discountedUnitPaise(record.pricePaise, record.discount),
  subCategoryIds: record.subCategory.map((ref) => ref._id),
  stock,
});

/** What a proposal needs, read once before the pick's write: the substitute and the store's minutes. */
export interface Offer {
  product: CandidateProduct;
  minutes: number;
}

/**
 * The substitute to offer for `quantity` missing units of a line, or undefined: none when the
 * shopper said don't replace; their chosen product when the store has that many of it; else the
 * best match among the store's products of the line's sub categories (the catalog snapshot, with
 * their stock at the store).
 */
export async function offerFor(line: OrderLine, quantity: number, storeId: string, products: ReadonlyMap<string, ProductAtStore>): Promise<Offer | undefined> {
  const preference = line.substitution ?? 'best_match';
  if (preference === 'dont_replace') return undefined;
  const original = products.get(line.productId)?.record;
  if (!original) return undefined;
  let product: CandidateProduct | undefined;
  if (preference === 'best_match') {
    const catalog = await currentCatalog();
    const sameShelf = [...new Map(original.subCategory.flatMap((ref) => catalog.inSubCategory(ref._id)).map((p) => [p._id, p])).values()];
    const stocked = await withStoreStock(storeId, sameShelf.filter((p) => p._id !== original._id));
    product = bestMatch(candidate(original, 0), quantity, stocked.map(({ record, stock }) => candidate(record, stock)));
  } else {
    const chosen = (await getProductsAtStore(storeId, [preference.productId], { consistent: true })).get(preference.productId);
    product = chosen && chosen.stock >= quantity ? candidate(chosen.record, chosen.stock) : undefined;
  }
  if (!product) return undefined;
  const store = await getStore(storeId);
  return { product, minutes: store?.substitutionMinutes ?? SUBSTITUTION_MINUTES };
}

/** The pick with the offer proposed for the line's missing units (only a line's first: one substitute per line). */
export function withProposal(order: Pick<OrderRecord, 'lines'>, pick: PickState, lineId: string, offer: Offer | undefined, now: Date): PickState {
  const line = order.lines.find((l) => l.productId === lineId);
  const missing = pick.lines.find((l) => l.productId === lineId)?.unavailable ?? 0;
  if (!offer || !line || missing <= 0 || pick.substitutions?.some((s) => s.lineId === lineId)) return pick;
  return { ...pick, substitutions: withSubstitution(pick.substitutions, propose(line, missing, offer.product, now, offer.minutes)) };
}

/**
 * Units of a line that cannot be picked; when the line's preference allows one, a substitute is
 * proposed in the same write (services/picking/substitution.ts), and its shopper is asked live.
 */
export function markLineUnavailable(picking: Picking, ask: { orderId: string; lineId: string; quantity: number }): Promise<ApiPickList> {
  return changePick<Offer | undefined>(
    picking,
    ask.orderId,
    (order, _products, offer) => {
      const marked = markUnavailable(order, { pickerId: picking.id, isAdmin: picking.isAdmin, lineId: ask.lineId, quantity: ask.quantity });
      return marked.ok ? { ok: true, pick: withProposal(order, marked.pick, ask.lineId, offer, new Date()) } : marked;
    },
    async (order, storeId, products) => {
      const line = order.lines.find((l) => l.productId === ask.lineId);
      const already = order.pick?.substitutions?.some((s) => s.lineId === ask.lineId);
      const missing = (order.pick?.lines.find((l) => l.productId === ask.lineId)?.unavailable ?? 0) + ask.quantity;
      return line && !already ? offerFor(line, missing, storeId, products) : undefined;
    },
  );
}

