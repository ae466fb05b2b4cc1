/**
 * A picker's scan (core/picking.ts scanCode), apart from picking.ts: a code that is no product's of
 * the order is named from the catalog snapshot, so only the scan's function (and Unavailable's)
 * bundles and loads the catalog.
 */
import type { ApiPickList } from '../../core/contracts/picker.js';
import { normalBarcode, productByBarcode } from '../../core/barcode.js';
import { scanCode, type ScannedProduct } from '../../core/picking.js';
import type { ProductRecord } from '../../core/product.js';
import { currentCatalog } from '../../data/repos/catalog-snapshot.js';
import type { ProductAtStore } from '../../data/repos/products.js';
import type { Picking } from './picker-access.js';
import { changePick } from './picking.js';

const scanned = (record: ProductRecord): ScannedProduct => ({ productId: record._id, name: record.name, unit: record.unit, ...(record.barcode ? { barcode: record.barcode } : {}) });

/**
 * The catalog's product with this code, read only when no product of the order has it (a right scan
 * never reads the catalog): the snapshot held in the container, indexed by barcode once per
 * catalog version (core/barcode.ts productByBarcode), so a wrong scan costs no table read.
 */
async function catalogOwner(code: string, products: ReadonlyMap<string, ProductAtStore>): Promise<ScannedProduct | undefined> {
  const wanted = normalBarcode(code);
  if ([...products.values()].some(({ record }) => record.barcode !== undefined && normalBarcode(record.barcode) === wanted)) return undefined;
  const owner = productByBarcode((await currentCatalog()).products, code);
  return owner && scanned(owner);
}

/**
 * One scanned code counts one unit of its line; a wrong item is refused (409) naming whose barcode it
 * is (the order's product, another product of the catalog, or none: unknown). A refusal writes nothing.
 */
export function scanItem(picking: Picking, ask: { orderId: string; lineId?: string; code: string }): Promise<ApiPickList> {
  return changePick<ScannedProduct | undefined>(
    picking,
    ask.orderId,
    (order, products, owner) =>
      scanCode(order, [...products.values()].map(({ record }) => scanned(record)), { pickerId: picking.id, isAdmin: picking.isAdmin, code: ask.code, ...(ask.lineId ? { lineId: ask.lineId } : {}) }, owner),
    (_order, _storeId, products) => catalogOwner(ask.code, products),
  );
}
