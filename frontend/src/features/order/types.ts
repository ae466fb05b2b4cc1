import type { OrderStatus } from '@core/order-states';
import type { AdminApiOrder, ApiOrder, OrderCounts } from '@core/order-api';

/**
 * Orders as the API speaks them: the very types of functions/core/order-api.ts (toApiOrder), so the
 * screens and the server can never disagree on a field. Amounts are rupees.
 */
export type { OrderStatus, OrderCounts };
/** Orders from before stores have no `storeId` / `storeName`. */
export type Order = ApiOrder;
export type OrderItem = ApiOrder['items'][number];
export type TimelineEntry = ApiOrder['timeline'][number];

/** An order as POST /api/order/details answers an admin, and as admin-list lists it: with who placed it. */
export type AdminOrder = AdminApiOrder;

/**
 * SPEC section 3 "Order request" (functions/core/contracts/order.ts). The server prices the order
 * itself; the lines and amounts are informative.
 */
export type { OrderRequest } from '@core/contracts/order';
