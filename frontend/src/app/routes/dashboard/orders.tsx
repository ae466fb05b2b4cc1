import { AdminGuard } from '@/features/auth/components/admin-guard';
import { AdminOrders } from '@/features/order/components/admin-orders';
import { useLiveOrders } from '@/features/order/api/use-live-orders';

/** /dashboard/orders (admin): every shopper's orders, to pack, send out, deliver, cancel or refund. */
export function OrdersAdminRoute() {
  useLiveOrders();
  return (
    <AdminGuard>
      <title>Orders · QuickBasket</title>
      <AdminOrders />
    </AdminGuard>
  );
}
