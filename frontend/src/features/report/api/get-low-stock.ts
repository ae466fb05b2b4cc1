import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LowStockCount } from '@core/contracts/report';
import { api } from '@/lib/api-client';

/** Under the report keys (get-summary.ts reportKeys.lowStock), kept apart so the menu's badge loads no more than this. */
export const LOW_STOCK_KEY = ['report', 'low-stock'] as const;

/** GET /api/store/low-stock (admin): products low and out at each store now. */
export async function getLowStock(): Promise<LowStockCount[]> {
  const { data } = await api.get('/api/store/low-stock');
  return data ?? [];
}

export const lowStockQueryOptions = () =>
  queryOptions({ queryKey: LOW_STOCK_KEY, queryFn: getLowStock, refetchInterval: 60_000, staleTime: 15_000 });

export const useLowStock = (enabled: boolean) => useQuery({ ...lowStockQueryOptions(), enabled });
