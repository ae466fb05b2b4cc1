import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '@/lib/api-client';
import type { Category } from '@/entities/category/categories';
import type { CategoryInput } from '@/features/category/types';
import { categoriesQueryOptions } from '@/entities/category/categories';

/** POST /api/category/add-category (admin). */
export function addCategory(input: CategoryInput) {
  return api.post('/api/category/add-category', input, { idempotent: true });
}

export function useAddCategory({ onSuccess }: { onSuccess?: (reply: ApiEnvelope<Category>) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCategory,
    onSuccess: async (reply) => {
      await queryClient.invalidateQueries({ queryKey: categoriesQueryOptions().queryKey });
      onSuccess?.(reply);
    },
  });
}
