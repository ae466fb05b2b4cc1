import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LowStockCount } from '@core/contracts/report';
import { api } from '@/lib/api-client';
import { storeKeys } from '@/entities/store/keys';

/** GET /api/store/low-stock (admin): products low and out at each store now. */
export async function getLowStock(): Promise<LowStockCount[]> {
  const { data } = await api.get('/api/store/low-stock');
  return data ?? [];
}

export const lowStockQueryOptions = () =>
  // Under the store keys: a stock save in the Stock view or the product form refreshes it at once;
  // the interval catches sales.
  queryOptions({ queryKey: storeKeys.lowStock(), queryFn: getLowStock, refetchInterval: 60_000, staleTime: 15_000 });

export const useLowStock = (enabled: boolean) => useQuery({ ...lowStockQueryOptions(), enabled });
