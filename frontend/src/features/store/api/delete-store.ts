import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeKeys } from '@/lib/stores';

/** DELETE /api/store/delete (admin): 409 while the store has open orders or stock, with the reason. */
export function deleteStore(id: string) {
  return api.delete('/api/store/delete', { _id: id });
}

export function useDeleteStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStore,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.list() }),
  });
}
