import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiStore, StoreStockRow, UpdatedStock } from '@core/contracts/store';
import { api } from '@/lib/api-client';
import { storeKeys } from './keys';
import { compareNames } from '@/lib/compare-names';

/**
 * The dark stores as admins see them (GET /api/store/get) and one store's stock, shared by the
 * admin's screens that name stores: the Stores and Stock pages, the product form's table of stores
 * and the order list's store filter.
 */
export type Store = ApiStore;

/** The default store first, then by name. */
export function sortStores(stores: readonly Store[]): Store[] {
  return [...stores].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || compareNames(a.name, b.name));
}

/** GET /api/store/get (admin). */
export async function getStores(): Promise<Store[]> {
  const { data } = await api.get('/api/store/get');
  return sortStores(data ?? []);
}

export const storesQueryOptions = () =>
  queryOptions({
    queryKey: storeKeys.list(),
    queryFn: getStores,
    // Open now and open orders change by themselves.
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });

export function useStores() {
  return useQuery(storesQueryOptions());
}

/** One product's stock at one store (POST /api/store/stock with productIds): 0 where it was never stocked. */
export async function getProductStock(storeId: string, productId: string): Promise<number> {
  const { data } = await api.post('/api/store/stock', { storeId, productIds: [productId], limit: 1 });
  const row: StoreStockRow | undefined = data?.rows.find((r) => r.productId === productId);
  return row?.stock ?? 0;
}

export const productStockQueryOptions = (storeId: string, productId: string) =>
  queryOptions({
    queryKey: storeKeys.productStock(storeId, productId),
    queryFn: () => getProductStock(storeId, productId),
    // What a form shows is what its save compares with: never older than the form.
    staleTime: 0,
  });

/**
 * PUT /api/store/update-stock (admin): `stockSeen` is the stock the screen showed; a sale since makes
 * it stale and the server answers 409 rather than undo the sale.
 */
export function updateStoreStock(input: { storeId: string; productId: string; stock: number; stockSeen: number }): Promise<UpdatedStock> {
  return api.put('/api/store/update-stock', input).then((reply) => reply.data);
}
