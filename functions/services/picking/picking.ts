import type { ApiPickList, ApiPickQueue } from '../../core/contracts/picker.js';
import type { OrderRecord } from '../../core/order-record.js';
import { startPick, withPickedBatches, type PickDecision, type StockGap } from '../../core/picking.js';
import { storedShelf } from '../../core/store-stock.js';
import { listStockGaps, placedOrdersAt, savePick } from '../../data/repos/orders/pick.js';
import { getOrder } from '../../data/repos/orders/queries.js';
import { stockStoreOf } from '../../data/repos/orders/stock.js';
import { getProductsAtStore, type ProductAtStore } from '../../data/repos/products.js';
import { setShelf } from '../../data/repos/store-stock.js';
import { getStore } from '../../data/repos/stores.js';
import { BadRequest, Conflict, NotFound } from '../../platform/errors.js';
import { pickableOrder, queueStore, type Picking } from './picker-access.js';
import { pickListBatches } from '../stores/stock-batches.js';
import { toPickList, toPickOrder } from './pick-list.js';

/** Tries when another write of the same pick lands between our read and our write. */
const PICK_ATTEMPTS = 4;

/** The reason a pick rule refused, as the status it names. */
function refusal(decision: Extract<PickDecision, { ok: false }>): Error {
  if (decision.status === 404) return new NotFound(decision.reason);
  if (decision.status === 400) return new BadRequest(decision.reason);
  return new Conflict(decision.reason);
}

/** The store's placed orders, oldest first. */
export async function pickQueue(picking: Picking, storeId: string | undefined): Promise<ApiPickQueue> {
  const store = await queueStore(picking, storeId);
  const orders = await placedOrdersAt(store._id);
  return { storeId: store._id, storeName: store.name, orders: orders.map((o) => toPickOrder(o, store._id, picking)) };
}

/**
 * Reads the order, asks `rule` for its next pick and writes it on the condition that nobody wrote
 * the pick since (repos/orders/pick.ts savePick); when someone did, reads again and asks again.
 * The rule is given the order's products at its store (their barcodes; their shelves make the list)
 * and what `prepare` read once before (a substitute to propose).
 */
export async function changePick<P = undefined>(
  picking: Picking,
  orderId: string,
  rule: (order: OrderRecord, products: ReadonlyMap<string, ProductAtStore>, prepared: P | undefined) => PickDecision,
  prepare?: (order: OrderRecord, storeId: string, products: ReadonlyMap<string, ProductAtStore>) => Promise<P>,
): Promise<ApiPickList> {
  let order = await pickableOrder(picking, orderId);
  const storeId = await stockStoreOf(order);
  const [products, batches] = await Promise.all([
    // Substitutes too: their barcodes are scanned into the bag.
    getProductsAtStore(storeId, [...order.lines.map((l) => l.productId), ...(order.pick?.substitutions ?? []).map((s) => s.productId)], { consistent: true }),
    pickListBatches(storeId, order.lines),
  ]);
  const prepared = prepare ? await prepare(order, storeId, products) : undefined;
  for (let attempt = 1; attempt <= PICK_ATTEMPTS; attempt++) {
    const decision = rule(order, products, prepared);
    if (!decision.ok) throw refusal(decision);
    // Nothing new (a start by its own picker again): no write.
    if (decision.pick === order.pick) return toPickList(order, storeId, products, picking, batches);
    // A scanned line keeps the batch it was taken from: a claim's write-off counts against it.
    const pick = withPickedBatches(decision.pick, batches);
    if ((await savePick(order, pick)) === 'ok') return toPickList({ ...order, pick }, storeId, products, picking, batches);
    const fresh = await getOrder(order.userId, order._id);
    if (!fresh) throw new NotFound('Order not found');
    order = fresh;
  }
  throw new Conflict('This order is being changed by someone else right now; please try again');
}

/** "Start picking": one picker per order (a second gets 409). */
export function startPicking(picking: Picking, orderId: string): Promise<ApiPickList> {
  return changePick(picking, orderId, (order) => startPick(order, picking, new Date().toISOString()));
}

/** The units pickers found missing at a store, newest first. */
export const stockGaps = (storeId: string): Promise<StockGap[]> => listStockGaps(storeId);

/** Where a product is at a store ('' clears it): the pick list sorts by it. */
export async function saveShelf(ask: { storeId: string; productId: string; shelf: string }): Promise<{ storeId: string; productId: string; shelf: string | null }> {
  const [store, products] = await Promise.all([getStore(ask.storeId), getProductsAtStore(undefined, [ask.productId])]);
  if (!store) throw new NotFound('Store not found');
  if (!products.has(ask.productId)) throw new NotFound('Product not found');
  const shelf = storedShelf(ask.shelf);
  await setShelf(ask.storeId, ask.productId, shelf);
  return { storeId: ask.storeId, productId: ask.productId, shelf };
}
