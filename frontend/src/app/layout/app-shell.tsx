import { CartBottomBar } from '@/features/cart/components/cart-bottom-bar';
import { Footer } from './footer';
import { AppRoutes } from '@/app/router';
import { Header } from './header';
import { ScrollRestoration } from './scroll-restoration';

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
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-3 py-4 outline-none sm:px-4 lg:px-6 lg:py-6">
        <AppRoutes />
      </main>
      <CartBottomBar />
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
