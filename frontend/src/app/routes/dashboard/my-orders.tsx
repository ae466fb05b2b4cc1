import { RequireUser } from '@/features/auth/components/require-user';
import { OrderList } from '@/features/order/components/order-list';
import { useLiveOrders } from '@/features/order/api/use-live-orders';

/** /dashboard/myorders (SPEC "Orders page"): signed-in users; everybody else goes to /login. */
export function MyOrdersRoute() {
  useLiveOrders();
  return (
    <RequireUser>
      <title>Order · QuickBasket</title>
      <OrderList />
    </RequireUser>
  );
}
