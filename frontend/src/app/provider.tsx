import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SessionSync } from './components/session-sync';
import { LazyToaster } from './components/lazy-toaster';
import { createQueryClient } from './query-client';

/**
 * App-wide providers. Toasts (SPEC section 9) are our own Toaster on react-hot-toast's headless
 * hook (components/toaster.tsx, where their durations and look live; loaded with the first toast,
 * components/lazy-toaster.tsx); every toast() call imports
 * from 'react-hot-toast/headless' so the whole app shares that entry's one store.
 *
 * React Router in declarative mode (README, decisions), without transitions: a navigation renders at
 * once, as a click expects. A lazy page's first visit shows its spinner (a transition would keep the
 * old page on screen meanwhile), and logout's flushSync really puts home on screen before the session
 * ends.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <BrowserRouter useTransitions={false}>
      <QueryClientProvider client={queryClient}>
        <SessionSync />
        {children}
        <LazyToaster />
      </QueryClientProvider>
    </BrowserRouter>
  );
}
