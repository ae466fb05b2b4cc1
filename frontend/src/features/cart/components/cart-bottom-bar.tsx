import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useCart } from '@/features/cart/api/get-cart';

const CartBottomBarView = lazy(() => import('./cart-bottom-bar-view').then((m) => ({ default: m.CartBottomBarView })));

/** Pages that are the cart or go past it: the bar would only repeat them. */
const HIDDEN_ON = new Set(['/cart', '/checkout']);
/** A product page has its own bar there (price, Add, and the way to the cart: PhoneBuyBar). */
const OWN_BAR_UNDER = '/product/';

/**
 * SPEC "Layout": on small screens (below 768 px) a bar stuck to the bottom with the item count, the
 * total and View Cart, while the cart has something in it. Sticky (not fixed) at the end of the
 * page's column, so it settles above the footer instead of covering it. The bar itself
 * (./cart-bottom-bar-view.tsx) loads with the first item: a first visit's empty cart needs none of it.
 */
export function CartBottomBar() {
  const { pathname } = useLocation();
  const { summary } = useCart();
  if (summary.totalQuantity === 0 || HIDDEN_ON.has(pathname) || pathname.startsWith(OWN_BAR_UNDER)) return null;
  return (
    <Suspense fallback={null}>
      <CartBottomBarView summary={summary} />
    </Suspense>
  );
}
