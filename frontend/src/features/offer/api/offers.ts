import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiOffer } from '@core/contracts/offer';
import { api } from '@/lib/api-client';

type CreateOffer = Parameters<typeof api.post<'/api/offer/create'>>[1];
type UpdateOffer = Parameters<typeof api.put<'/api/offer/update'>>[1];

export const offerKeys = { all: ['offer'] as const, list: () => [...offerKeys.all, 'list'] as const };

/** GET /api/offer/get (admin): every offer with its uses so far. */
export const offersQueryOptions = () =>
  queryOptions({ queryKey: offerKeys.list(), queryFn: async (): Promise<ApiOffer[]> => (await api.get('/api/offer/get')).data ?? [] });

export function useOffers() {
  return useQuery(offersQueryOptions());
}

/** Create (idempotent: a double click adds one offer) or save every field of one; the list refreshes. */
export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { create: CreateOffer } | { update: UpdateOffer }) =>
      'create' in input ? api.post('/api/offer/create', input.create, { idempotent: true }) : api.put('/api/offer/update', input.update),
    meta: { silentError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string) => api.delete('/api/offer/delete', { _id: offerId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}
