import type { ApiPickList, ApiPickOrder } from '../../core/contracts/picker.js';
import type { OrderRecord } from '../../core/order-record.js';
import { canPack } from '../../core/picking.js';
import { apiSubstitutions } from '../../core/substitution-api.js';
import type { ProductAtStore } from '../../data/repos/products.js';
import type { Picking } from './picker-access.js';

/** Shelves as people read them: "A3-2" before "A10-1"; lines without a shelf last. */
const byShelf = (a: { shelf: string | null; name: string }, b: { shelf: string | null; name: string }) => {
  if (a.shelf !== b.shelf) {
    if (a.shelf === null) return 1;
    if (b.shelf === null) return -1;
    return a.shelf.localeCompare(b.shelf, 'en', { numeric: true, sensitivity: 'base' });
  }
  return a.name.localeCompare(b.name);
};

/** An order as the queue shows it. */
export function toPickOrder(order: OrderRecord, storeId: string, picking: Pick<Picking, 'id'>): ApiPickOrder {
  return {
    _id: order._id,
    orderId: order.orderId,
    storeId,
    createdAt: order.createdAt,
    etaAt: order.etaAt ?? null,
    itemCount: order.lines.reduce((sum, l) => sum + l.quantity, 0),
    picker: order.pick ? { name: order.pick.pickerName, mine: order.pick.pickerId === picking.id } : null,
  };
}

/** The order's pick list: its lines in shelf order with what is scanned and unavailable of each. */
export function toPickList(
  order: OrderRecord,
  storeId: string,
  products: ReadonlyMap<string, ProductAtStore>,
  picking: Pick<Picking, 'id' | 'isAdmin'>,
  batches: ReadonlyMap<string, ApiPickList['lines'][number]['batch']> = new Map(),
): ApiPickList {
  const lines = order.lines
    .map((line) => {
      const at = products.get(line.productId);
      const picked = order.pick?.lines.find((l) => l.productId === line.productId);
      return {
        lineId: line.productId,
        name: line.name,
        image: line.image[0] ?? null,
        unit: line.unit,
        quantity: line.quantity,
        scanned: picked?.scanned ?? 0,
        unavailable: picked?.unavailable ?? 0,
        shelf: at?.shelf ?? null,
        hasBarcode: Boolean(at?.record.barcode),
        batch: batches.get(line.productId) ?? null,
        substitute: apiSubstitutions(order.pick?.substitutions).find((s) => s.lineId === line.productId) ?? null,
      };
    })
    .sort(byShelf);
  return {
    ...toPickOrder(order, storeId, picking),
    status: order.status,
    lines,
    complete: order.status === 'placed' && canPack(order, order.pick?.pickerId ?? picking.id, picking.isAdmin).ok,
  };
}
