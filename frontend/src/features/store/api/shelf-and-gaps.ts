import { queryOptions, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { StoreStockPage } from '@core/contracts/store';
import { storeKeys } from '@/entities/store/keys';
import { api } from '@/lib/api-client';

/** PUT /api/store/update-shelf (admin): where a product is at the store ("A3-2"; '' clears it), the pick list's order. */
export function useSaveShelf(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { productId: string; shelf: string }) => (await api.put('/api/store/update-shelf', { storeId, ...input })).data!,
    onSuccess: (saved) => {
      // The row keeps its place in every cached page of the Stock view; only its shelf changes.
      queryClient.setQueriesData<InfiniteData<StoreStockPage>>({ queryKey: [...storeKeys.stock(storeId), 'pages'] }, (data) =>
        data
          ? { ...data, pages: data.pages.map((page) => ({ ...page, rows: page.rows.map((row) => (row.productId === saved.productId ? { ...row, shelf: saved.shelf } : row)) })) }
          : data,
      );
    },
  });
}

/** The units pickers found missing live with the store's stock: a stock change refreshes them too. */
export const stockGapsQueryOptions = (storeId: string) =>
  queryOptions({
    queryKey: [...storeKeys.stock(storeId), 'stock-gaps'] as const,
    queryFn: async () => (await api.post('/api/store/stock-gaps', { storeId })).data ?? [],
  });

/** POST /api/store/stock-gaps (admin): the units pickers could not find, newest first. */
export function useStockGaps(storeId: string) {
  return useQuery(stockGapsQueryOptions(storeId));
}
