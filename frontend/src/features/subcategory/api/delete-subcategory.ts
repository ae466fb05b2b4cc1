import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { subCategoryKeys } from '../../../lib/subcategories';

/** DELETE /api/subcategory/delete (admin); refused (409) while products use it. */
export function deleteSubCategory(id: string): Promise<ApiEnvelope<unknown>> {
  return api.delete<unknown>('/api/subcategory/delete', { _id: id });
}

export function useDeleteSubCategory({ onSuccess }: { onSuccess?: (reply: ApiEnvelope<unknown>) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubCategory,
    onSuccess: async (reply) => {
      await queryClient.invalidateQueries({ queryKey: subCategoryKeys.all });
      onSuccess?.(reply);
    },
  });
}
