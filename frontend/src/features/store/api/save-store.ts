import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreRequest } from '@core/contracts/store';
import { api } from '@/lib/api-client';
import { storeKeys } from '@/entities/store/keys';
import type { UpdateStoreRequest } from '@/features/store/store-form-values';

/** POST /api/store/create (admin): 409 naming the store that already serves a pincode. */
export function createStore(input: StoreRequest) {
  return api.post('/api/store/create', input, { idempotent: true });
}

/** PUT /api/store/update (admin): only the fields sent change (a pause, new zones, ...). */
export function updateStore(input: UpdateStoreRequest) {
  return api.put('/api/store/update', input);
}

/** Create or update; every store list refreshes afterwards (one store becoming default changes another). */
export function useSaveStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { create: StoreRequest } | { update: UpdateStoreRequest }) => ('create' in input ? createStore(input.create) : updateStore(input.update)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeKeys.list() }),
  });
}
