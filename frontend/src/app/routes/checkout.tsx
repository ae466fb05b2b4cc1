import { useCart } from '../../features/cart/api/get-cart';
import { linesToFix } from '../../features/cart/stock-problems';
import { CartLinesToFix } from '../../features/cart/components/cart-contents';
import { RequireUser } from '../../features/auth/components/require-user';
import { Checkout } from '../../features/order/components/checkout';

/** /checkout (SPEC section 2): address choice and payment; signed-in users only (section 6). */
export function CheckoutRoute() {
  return (
    <RequireUser>
      <title>Checkout · QuickBasket</title>
      <CheckoutWithCart />
    </RequireUser>
  );
}

/** The cart's lines that cannot be ordered as they are go into the checkout, to be fixed there. */
function CheckoutWithCart() {
  const { lines } = useCart();
  const toFix = linesToFix(lines);
  return <Checkout linesToFix={toFix.length > 0 ? <CartLinesToFix lines={toFix} /> : null} />;
}
