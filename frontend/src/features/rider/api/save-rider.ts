import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from '@/entities/order/keys';

type CreateRider = Parameters<typeof api.post<'/api/rider/create'>>[1];
type UpdateRider = Parameters<typeof api.put<'/api/rider/update'>>[1];

/**
 * POST /api/rider/create (admin, idempotent: a double click adds one rider) and PUT
 * /api/rider/update (only the fields sent change; `active: false` deactivates). Every rider list
 * refreshes afterwards. Field refusals are shown by the form itself.
 */
export function useSaveRider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { create: CreateRider } | { update: UpdateRider }) =>
      'create' in input ? api.post('/api/rider/create', input.create, { idempotent: true }) : api.put('/api/rider/update', input.update),
    meta: { silentError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.riders() }),
  });
}

/** Deactivate: the server ends the rider's sessions; the refusal is toasted. */
export function useDeactivateRider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (riderId: string) => api.put('/api/rider/update', { _id: riderId, active: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.riders() }),
  });
}
