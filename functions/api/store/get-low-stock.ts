import type { LowStockCount } from '../../core/contracts/report.js';
import { lowStockCounts } from '../../services/stores/low-stock-counts.js';
import { route, type Answer } from '../route.js';

/** The admin menu's badge: products low and out at each store now. */
export const handler = route({ auth: 'admin' }, async (): Promise<Answer<LowStockCount[]>> => {
  return { message: 'Low stock', data: await lowStockCounts() };
});
