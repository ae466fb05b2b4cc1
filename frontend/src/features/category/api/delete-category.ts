import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '@/lib/api-client';
import type { IdReply } from '@core/contracts/envelope';
import { categoryKeys } from '@/entities/category/keys';

/** DELETE /api/category/delete (admin); refused by the server while sub categories or products use it. */
export function deleteCategory(id: string) {
  return api.delete('/api/category/delete', { _id: id });
}

export function useDeleteCategory({ onSuccess }: { onSuccess?: (reply: ApiEnvelope<IdReply>) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: async (reply) => {
      await queryClient.invalidateQueries({ queryKey: categoryKeys.all });
      onSuccess?.(reply);
    },
  });
}
