import { useState } from 'react';
import { useNavigate, useParams } from '@/lib/router';
import { RequireUser } from '@/features/auth/components/require-user';
import { CartDrawer } from '@/features/cart/components/cart-drawer';
import { OrderDetail } from '@/features/order/components/order-detail';
import { WIDE_SCREEN } from '@/lib/screen';
import { useLiveOrders } from '@/features/order/api/use-live-orders';

/**
 * /dashboard/myorders/{_id}: one of the shopper's orders. Buy again opens the cart the way the
 * header's cart button does: the side panel on wide screens, the /cart page on phones.
 */
export function OrderDetailRoute() {
  useLiveOrders();
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const [cartOpen, setCartOpen] = useState(false);
  const openCart = () => {
    if (window.matchMedia(WIDE_SCREEN).matches) setCartOpen(true);
    else void navigate('/cart');
  };
  return (
    <RequireUser>
      <title>Order · QuickBasket</title>
      <OrderDetail key={orderId} orderId={orderId} onReordered={openCart} />
      {cartOpen ? <CartDrawer onClose={() => setCartOpen(false)} /> : null}
    </RequireUser>
  );
}
