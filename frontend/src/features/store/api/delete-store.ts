import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeKeys } from '@/entities/store/keys';

/** DELETE /api/store/delete (admin): 409 while the store has orders not finished or stock, with the reason. */
export function deleteStore(id: string) {
  return api.delete('/api/store/delete', { _id: id });
}

/** POST /api/store/empty-stock (admin): every stock at the store to 0, or moved whole to `moveTo`. Repeating it moves nothing more. */
export function emptyStock(id: string, moveTo: string | null) {
  return api.post('/api/store/empty-stock', { _id: id, ...(moveTo ? { moveTo } : {}) });
}

/**
 * The store's stock emptied (moved or set to 0), then the store deleted: one confirmed step. A
 * refusal of the delete after the stock moved can be confirmed again: the stock is 0 by then.
 */
export function useDeleteStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, moveTo }: { id: string; moveTo: string | null }) => {
      await emptyStock(id, moveTo);
      return deleteStore(id);
    },
    // Stock moved shows on the other store's Stock view and in the low-stock badge, also after a refusal.
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeKeys.all }),
  });
}
