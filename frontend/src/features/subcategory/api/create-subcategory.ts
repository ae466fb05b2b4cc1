import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '@/lib/api-client';
import type { SubCategory } from '@/entities/subcategory/subcategories';
import type { SubCategoryInput } from '@/features/subcategory/types';
import { subCategoryKeys } from '@/entities/subcategory/keys';

/** POST /api/subcategory/create (admin). */
export function createSubCategory(input: SubCategoryInput) {
  return api.post('/api/subcategory/create', input, { idempotent: true });
}

export function useCreateSubCategory({ onSuccess }: { onSuccess?: (reply: ApiEnvelope<SubCategory>) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubCategory,
    onSuccess: async (reply) => {
      await queryClient.invalidateQueries({ queryKey: subCategoryKeys.all });
      onSuccess?.(reply);
    },
  });
}
