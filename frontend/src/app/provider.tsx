import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useToasterStore } from 'react-hot-toast/headless';
import { BrowserRouter } from '@/lib/router';
import { SessionSync } from './components/session-sync';
import { createQueryClient } from './query-client';

/**
 * App-wide providers. Toasts (SPEC section 9) are our own Toaster on react-hot-toast's headless
 * hook (components/toaster.tsx, where their durations and look live); every toast() call imports
 * from 'react-hot-toast/headless' so the whole app shares that entry's one store.
 *
 * The site's own router (lib/router.tsx, React Router's declarative API at a tenth of its weight),
 * without transitions: a navigation renders at once, as a click expects. A lazy page's first visit shows its spinner (a transition would keep the
 * old page on screen meanwhile), and logout's flushSync really puts home on screen before the session
 * ends.
 */
const Toaster = lazy(() => import('./components/toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toasts' look is code of its own, fetched with the first toast (a first visit may show none):
 * toast() calls go to react-hot-toast's store at once, and show as soon as the Toaster is in.
 */
function ToasterOnDemand() {
  const { toasts } = useToasterStore();
  // Once in, it stays (its toasts animate out): a later render with no toasts keeps it.
  const [wanted, setWanted] = useState(false);
  if (!wanted && toasts.length > 0) setWanted(true);
  if (!wanted && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <SessionSync />
        {children}
        <ToasterOnDemand />
      </QueryClientProvider>
    </BrowserRouter>
  );
}
