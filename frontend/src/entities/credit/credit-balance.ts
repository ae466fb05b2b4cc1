import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Under one root, so a placed or cancelled order (which moves the balance) can ask again. */
export const creditKeys = { all: ['credit'] as const, balance: () => [...creditKeys.all, 'balance'] as const, history: () => [...creditKeys.all, 'history'] as const };

/**
 * The signed-in shopper's QuickBasket credit in rupees (POST /api/credit/get, the newest entry only:
 * the balance is kept beside the entries). Asked only where it is shown (checkout, the account
 * menu once opened), so no other page pays for it.
 */
export function useCreditBalance(enabled = true) {
  return useQuery({
    queryKey: creditKeys.balance(),
    queryFn: async () => (await api.post('/api/credit/get', { limit: 1 })).data?.balance ?? 0,
    enabled,
    staleTime: 30_000,
  });
}
