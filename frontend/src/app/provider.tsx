import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { SessionSync } from '../features/auth/components/session-sync';
import { createQueryClient } from './query-client';

/**
 * App-wide providers. Toasts (SPEC section 9): 4 s for error and blank, 2 s for success; at most 20
 * at once is react-hot-toast's own limit (toastLimit 20), so nothing to configure for it.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionSync />
      {children}
      <Toaster
        position="top-center"
        gutter={8}
        containerStyle={{ top: 16 }}
        toastOptions={{
          duration: 4000,
          success: { duration: 2000, iconTheme: { primary: '#0c831f', secondary: '#fff' } },
          error: { duration: 4000 },
          style: {
            borderRadius: '12px',
            background: '#1c1c1c',
            color: '#fff',
            fontSize: '14px',
            maxWidth: '420px',
          },
        }}
      />
    </QueryClientProvider>
  );
}
