import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReceiveStockInput } from '@core/contracts/store-batches';
import { productKeys } from '@/entities/product/keys';
import { storeKeys } from '@/entities/store/keys';
import { api } from '@/lib/api-client';

/** A store's write-offs live with its stock: a receipt or a stock change refreshes both. */
const writeOffKeys = (storeId: string) => [...storeKeys.stock(storeId), 'write-offs'] as const;

/** POST /api/store/receive-stock (admin): one batch; the same submit's retries carry one Idempotency-Key, so it adds once. */
export function useReceiveStock(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Omit<ReceiveStockInput, 'storeId'>) => (await api.post('/api/store/receive-stock', { storeId, ...input }, { idempotent: true })).data!,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: storeKeys.stock(storeId) });
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      void queryClient.invalidateQueries({ queryKey: storeKeys.lowStock() });
    },
  });
}

/** POST /api/store/receive-stock-csv (admin): a batch per row of the file; the same file again receives nothing more. */
export function useReceiveStockCsv(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (csv: string) => (await api.post('/api/store/receive-stock-csv', { storeId, csv })).data!,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: storeKeys.stock(storeId) });
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      void queryClient.invalidateQueries({ queryKey: storeKeys.lowStock() });
    },
  });
}

export const writeOffsQueryOptions = (storeId: string) =>
  queryOptions({
    queryKey: writeOffKeys(storeId),
    queryFn: async () => (await api.post('/api/store/write-offs', { storeId })).data ?? [],
  });

export function useWriteOffs(storeId: string) {
  return useQuery(writeOffsQueryOptions(storeId));
}

/** PUT /api/store/write-offs (admin): the units of an expired batch were taken off the shelf. */
export function useConfirmWriteOff(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (batchId: string) => (await api.put('/api/store/write-offs', { storeId, batchId })).data!,
    onSettled: () => queryClient.invalidateQueries({ queryKey: writeOffKeys(storeId) }),
  });
}
