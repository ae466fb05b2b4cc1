import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartOffers } from '@core/contracts/offer';
import { api, takePreloadedReply } from '@/lib/api-client';
import { cartKeys } from '@/entities/cart/keys';
import { storeKey } from '@/entities/product/keys';
import { useStoreId } from '@/lib/store-choice';

/**
 * The cart's offers (GET /api/cart/offers): under the cart's root key, so every cart change (which
 * invalidates ['cart']) reloads them; loaded only where the cart is shown.
 */
export const cartOffersQueryOptions = (storeId: string | null) =>
  queryOptions({
    queryKey: [...cartKeys.all, 'offers', storeKey(storeId)] as const,
    queryFn: async (): Promise<CartOffers> => (await api.get('/api/cart/offers', { storeId })).data ?? { available: [] },
    // On the cart, the answer index.html already has (preload/session-calls.ts), if any.
    initialData: () => takePreloadedReply('GET', '/api/cart/offers', undefined, storeId)?.data,
    staleTime: 30_000,
  });

export function useCartOffers(enabled: boolean) {
  return useQuery({ ...cartOffersQueryOptions(useStoreId()), enabled });
}

/** Apply a code (400 with the reason it does not apply) or remove the applied one; the answer is the cart's offers. */
export function useCartOfferActions() {
  const queryClient = useQueryClient();
  const storeId = useStoreId();
  const settle = (offers: CartOffers) => queryClient.setQueryData(cartOffersQueryOptions(storeId).queryKey, offers);
  const apply = useMutation({
    mutationKey: [...cartKeys.all, 'offer'],
    mutationFn: async (code: string) => (await api.post('/api/cart/apply-offer', { code }, { storeId })).data!,
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationKey: [...cartKeys.all, 'offer'],
    mutationFn: async () => (await api.delete('/api/cart/offer', {}, { storeId })).data!,
    onSuccess: settle,
  });
  return { apply, remove };
}
