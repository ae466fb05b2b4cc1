import { Suspense, lazy } from 'react';
import { useCart } from '@/features/cart/api/get-cart';
import { useLocation } from '@/lib/router';
import { Footer } from './footer';
import { AppRoutes } from '@/app/router';
import { Header } from './header';
import { ScrollRestoration } from './scroll-restoration';

/** Code of its own: a first visit's cart is empty, so the home page's first load does without it. */
const CartBottomBar = lazy(() => import('@/features/cart/components/cart-bottom-bar').then((module) => ({ default: module.CartBottomBar })));

/**
 * Pages with no cart bar, decided here so they do not load its code: the cart and checkout (the bar
 * would only repeat them) and a product page, which has its own bar (PhoneBuyBar).
 */
const hidesCartBar = (pathname: string) => pathname === '/cart' || pathname === '/checkout' || pathname.startsWith('/product/');

/** SPEC "Layout": the phone's cart bar, while the cart has something in it. */
function CartBar() {
  const { summary } = useCart();
  const { pathname } = useLocation();
  if (summary.totalQuantity === 0 || hidesCartBar(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <CartBottomBar />
    </Suspense>
  );
}

export function AppShell() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-ink shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so a page whose content arrives after
          its first paint (a skeleton replaced by the cart, say) never pushes a footer that was on screen. */}
      <main id="main" tabIndex={-1} className="mx-auto min-h-dvh w-full max-w-7xl flex-1 px-3 py-4 outline-none sm:px-4 lg:px-6 lg:py-6">
        <AppRoutes />
      </main>
      <CartBar />
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
