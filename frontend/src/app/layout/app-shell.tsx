import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { CartBottomBar } from '../../features/cart/components/cart-bottom-bar';
import { Footer } from './footer';
import { Header } from './header';

export function AppShell() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-ink shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <Header />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-3 py-4 outline-none sm:px-4 lg:px-6 lg:py-6">
        <Outlet />
      </main>
      <CartBottomBar />
      <Footer />
      <ScrollRestoration />
    </div>
  );
}

/** A thin bar while a lazy page's code loads, so a click never feels ignored. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand/20">
      <div className="h-full w-2/5 animate-progress bg-brand" />
    </div>
  );
}
