import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '@/lib/api-client';
import { productKeys } from '@/entities/product/keys';
import type { SubCategory } from '@/entities/subcategory/subcategories';
import type { SubCategoryInput } from '@/features/subcategory/types';
import { subCategoryKeys } from '@/entities/subcategory/keys';

/** PUT /api/subcategory/update (admin). */
export function updateSubCategory(input: SubCategoryInput & { _id: string }) {
  return api.put('/api/subcategory/update', input);
}

export function useUpdateSubCategory({ onSuccess }: { onSuccess?: (reply: ApiEnvelope<SubCategory>) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubCategory,
    onSuccess: async (reply) => {
      // Products carry their sub categories' current names, so cached products are stale too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subCategoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]);
      onSuccess?.(reply);
    },
  });
}
