/**
 * The admin menu's low-stock badge (apart from services/stores/low-stock-alerts.ts, which mails: this reads only).
 * It counts what the Stock view's Low and Out filters list, from the same reads (the catalog and
 * each store's stock partition) and the same rule, so the two never disagree.
 */
import type { LowStockCount } from '../../core/contracts/report.js';
import { levelCounts } from '../../core/store-stock.js';
import { currentCatalog } from '../../data/repos/catalog-snapshot.js';
import { listStores } from '../../data/repos/stores.js';
import { levelAt, wholeStock } from './stock-page.js';

/** Products low and out at each store now (a product a store never stocked is out there). */
export async function lowStockCounts(): Promise<LowStockCount[]> {
  const [stores, catalog] = await Promise.all([listStores(), currentCatalog()]);
  return Promise.all(
    stores.map(async (s) => ({ storeId: s._id, name: s.name, ...levelCounts(catalog.products, levelAt(s, await wholeStock(s._id))) })),
  );
}
