import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '@/lib/api-client';
import type { IdReply } from '@core/contracts/envelope';
import { subCategoryKeys } from '@/entities/subcategory/keys';

/** DELETE /api/subcategory/delete (admin); refused (409) while products use it. */
export function deleteSubCategory(id: string) {
  return api.delete('/api/subcategory/delete', { _id: id });
}

export function useDeleteSubCategory({ onSuccess }: { onSuccess?: (reply: ApiEnvelope<IdReply>) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubCategory,
    onSuccess: async (reply) => {
      await queryClient.invalidateQueries({ queryKey: subCategoryKeys.all });
      onSuccess?.(reply);
    },
  });
}
