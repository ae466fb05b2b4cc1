import { adminOrdersBody, type AdminOrdersPaging } from '../../core/contracts/order.js';
import type { AdminApiOrder } from '../../core/order-api.js';
import { route, type Answer } from '../route.js';
import { adminOrderPage } from '../../services/orders/admin-orders.js';

/** Every shopper's orders for admins, newest first, optionally in one status and/or of one store or found by `q`, with the counts per status. */
export const handler = route({ auth: 'admin', body: adminOrdersBody }, async ({ body }): Promise<Answer<AdminApiOrder[], AdminOrdersPaging>> => {
  const page = await adminOrderPage(body);
  return { message: 'Orders', data: page.orders, extra: { nextCursor: page.nextCursor, counts: page.counts } };
});
