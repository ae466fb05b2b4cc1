/** The admin menu's low-stock badge (apart from services/low-stock.ts, which mails: this reads only). */
import type { LowStockCount } from '../core/contracts/report.js';
import { countLowNow } from '../data/repos/low-stock.js';
import { listStores } from '../data/repos/stores.js';

/** Products low and out at each store now, as the low-stock consumer last recorded them. */
export async function lowStockCounts(): Promise<LowStockCount[]> {
  const stores = await listStores();
  return Promise.all(stores.map(async (s) => ({ storeId: s._id, name: s.name, ...(await countLowNow(s._id)) })));
}
