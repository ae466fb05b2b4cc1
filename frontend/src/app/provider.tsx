import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SessionSync } from '../features/auth/components/session-sync';
import { Toaster } from './components/toaster';
import { createQueryClient } from './query-client';

/**
 * App-wide providers. Toasts (SPEC section 9) are our own Toaster on react-hot-toast's headless
 * hook (components/toaster.tsx, where their durations and look live); every toast() call imports
 * from 'react-hot-toast/headless' so the whole app shares that entry's one store.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionSync />
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
