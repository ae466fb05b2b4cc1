import { RequireUser } from '../../features/auth/components/require-user';
import { Checkout } from '../../features/order/components/checkout';

/** /checkout (SPEC section 2): address choice and payment; signed-in users only (section 6). */
export function CheckoutRoute() {
  return (
    <RequireUser>
      <title>Checkout · QuickBasket</title>
      <Checkout />
    </RequireUser>
  );
}
