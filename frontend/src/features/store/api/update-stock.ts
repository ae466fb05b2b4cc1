import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { StoreStockPage } from '@core/contracts/store';
import { productKeys } from '@/entities/product/keys';
import { getProductStock, updateStoreStock } from '@/entities/store/stores';
import { storeKeys } from '@/entities/store/keys';
import { stockLevel } from '@/features/store/stock-level';

/**
 * A product's stock at a store as the server has it now, in every cached page of that store's
 * Stock view: the row stays where it is (a row saved out of the Low filter does not jump away).
 */
export function patchStockRow(queryClient: QueryClient, storeId: string, productId: string, stock: number, lowStockThreshold: number) {
  queryClient.setQueriesData<InfiniteData<StoreStockPage>>({ queryKey: [...storeKeys.stock(storeId), 'pages'] }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            rows: page.rows.map((row) => (row.productId === productId ? { ...row, stock, level: stockLevel(stock, lowStockThreshold) } : row)),
          })),
        }
      : data,
  );
  queryClient.setQueryData(storeKeys.productStock(storeId, productId), stock);
}

/** PUT /api/store/update-stock for one row; 409 when `stockSeen` is stale (a sale meanwhile). */
export function useUpdateStock(storeId: string, lowStockThreshold: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { productId: string; stock: number; stockSeen: number }) => updateStoreStock({ storeId, ...input }),
    onSuccess: (updated) => {
      patchStockRow(queryClient, storeId, updated.productId, updated.stock, lowStockThreshold);
      // The shop's lists and pages show stock too, and the admin menu's low-stock badge counts it.
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      void queryClient.invalidateQueries({ queryKey: storeKeys.lowStock() });
    },
  });
}

/** After a 409: the product's stock at the store now, into the caches; the row shows it. */
export function useRefreshStockRow(storeId: string, lowStockThreshold: number) {
  const queryClient = useQueryClient();
  return async (productId: string): Promise<number> => {
    const stock = await getProductStock(storeId, productId);
    patchStockRow(queryClient, storeId, productId, stock, lowStockThreshold);
    return stock;
  };
}
