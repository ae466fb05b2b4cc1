import { MutationCache, QueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast/headless';
import { ApiError, errorMessage } from '@/lib/api-client';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Set when the caller shows its own error feedback. */
      silentError?: boolean;
    };
  }
}

/** 4xx answers will not change on a retry; 5xx and network failures might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
    // SPEC section 8: any failed call shows an error toast with the server's message field.
    // Load failures stay silent (categories, addresses) or are only logged (cart, orders, user).
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silentError) return;
        const message = errorMessage(error);
        if (message) toast.error(message);
      },
    }),
  });
}
