import { RequireUser } from '@/features/auth/components/require-user';
import { OrderList } from '@/features/order/components/order-list';

/** /dashboard/myorders (SPEC "Orders page"): signed-in users; everybody else goes to /login. */
export function MyOrdersRoute() {
  return (
    <RequireUser>
      <title>Order · QuickBasket</title>
      <OrderList />
    </RequireUser>
  );
}
