import * as z from 'zod';
import { ORDER_STATUSES } from '../../core/order-states.js';
import { route } from '../route.js';
import { adminOrderPage } from '../../services/admin-orders.js';

const body = z.object({
  status: z.enum(ORDER_STATUSES, { message: `must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
  cursor: z.string().min(1).max(1000, 'is too long').optional(),
  limit: z.number().int('must be a whole number').min(1, 'must be at least 1').max(50, 'must be at most 50').default(20),
});

/** Every shopper's orders for admins, newest first, optionally in one status, with the counts per status. */
export const handler = route({ auth: 'admin', body }, async ({ body }) => {
  const page = await adminOrderPage(body);
  return { message: 'Orders', data: page.orders, extra: { nextCursor: page.nextCursor, counts: page.counts } };
});
