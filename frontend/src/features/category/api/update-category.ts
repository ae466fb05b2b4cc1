import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '@/lib/api-client';
import type { Category } from '@/entities/category/categories';
import type { CategoryInput } from '@/features/category/types';
import { categoryKeys } from '@/entities/category/keys';

/** PUT /api/category/update (admin): the add fields plus _id. */
export function updateCategory(input: CategoryInput & { _id: string }) {
  return api.put('/api/category/update', input);
}

export function useUpdateCategory({ onSuccess }: { onSuccess?: (reply: ApiEnvelope<Category>) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: async (reply) => {
      // Everything under ['category']: the list and any per-category views built later.
      await queryClient.invalidateQueries({ queryKey: categoryKeys.all });
      onSuccess?.(reply);
    },
  });
}
