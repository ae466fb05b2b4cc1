import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { StoreStockPage } from '@core/contracts/store';
import { api } from '@/lib/api-client';
import { storeKeys, type StockView } from '@/entities/store/keys';

export const STOCK_PAGE_SIZE = 50;

/** POST /api/store/stock (admin): one page of a store's products with their stock there. */
export async function getStoreStock(storeId: string, view: StockView, cursor: string | null): Promise<StoreStockPage> {
  const { data } = await api.post('/api/store/stock', {
    storeId,
    ...(view.filter === 'all' ? {} : { filter: view.filter }),
    ...(view.search ? { search: view.search } : {}),
    ...(cursor ? { cursor } : {}),
    limit: STOCK_PAGE_SIZE,
  });
  return data ?? { rows: [], nextCursor: null, totalCount: 0 };
}

export const storeStockQueryOptions = (storeId: string, view: StockView) =>
  infiniteQueryOptions({
    queryKey: storeKeys.stockPages(storeId, view),
    queryFn: ({ pageParam }) => getStoreStock(storeId, view, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Sales change stock all the time: what a row shows is what its save compares with.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export function useStoreStock(storeId: string, view: StockView) {
  return useInfiniteQuery({ ...storeStockQueryOptions(storeId, view), placeholderData: (previous) => previous });
}
