import { useQueries, type QueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api-client';
import { productKeys } from '@/entities/product/keys';
import { productStockQueryOptions, updateStoreStock, useStores } from '@/entities/store/stores';
import { storeKeys } from '@/entities/store/keys';

/** One store's row in the product form's table of stores. */
export interface StoreStockSeen {
  storeId: string;
  name: string;
  city: string;
  /** The stock there when the form opened (0 for a new product, or one the store never stocked). */
  stock: number;
}

/**
 * What the product form's table of stores starts from. `ready`: the default store (whose stock is
 * the form's own `stock` field, the spec's) and the others, each with its stock now. `unavailable`:
 * the stores could not be read; the form still takes the default store's stock.
 */
export type StoreStockTable =
  | { state: 'loading' }
  | { state: 'unavailable' }
  | { state: 'ready'; defaultStore: StoreStockSeen | null; others: StoreStockSeen[] };

/** The stores, and for a product being edited its stock at each (POST /api/store/stock with its id). */
export function useStoreStockTable(productId: string | undefined): StoreStockTable {
  const stores = useStores();
  const list = stores.data ?? [];
  const stocks = useQueries({
    queries: productId ? list.map((store) => productStockQueryOptions(store._id, productId)) : [],
  });
  if (stores.isPending) return { state: 'loading' };
  if (stores.isError) return { state: 'unavailable' };
  if (stocks.some((stock) => stock.isPending)) return { state: 'loading' };
  if (stocks.some((stock) => stock.isError)) return { state: 'unavailable' };
  const rows = list.map((store, index) => ({ storeId: store._id, name: store.name, city: store.city, stock: stocks[index]?.data ?? 0, isDefault: store.isDefault }));
  const toSeen = ({ isDefault: _, ...row }: (typeof rows)[number]): StoreStockSeen => row;
  const defaultRow = rows.find((row) => row.isDefault);
  return { state: 'ready', defaultStore: defaultRow ? toSeen(defaultRow) : null, others: rows.filter((row) => !row.isDefault).map(toSeen) };
}

/** A store's new stock for the product, sent after the product itself is saved. */
export interface StoreStockEdit {
  storeId: string;
  storeName: string;
  stock: number;
  /** What the form showed: a sale meanwhile makes the save 409, never overwritten. */
  stockSeen: number;
}

/**
 * PUT /api/store/update-stock for each changed store, once the product exists. The product is saved
 * whatever happens here; what one store refused is said in its words, with the number not saved.
 */
export async function saveStoreStocks(queryClient: QueryClient, productId: string, edits: readonly StoreStockEdit[]): Promise<string[]> {
  if (edits.length === 0) return [];
  const results = await Promise.allSettled(edits.map((edit) => updateStoreStock({ storeId: edit.storeId, productId, stock: edit.stock, stockSeen: edit.stockSeen })));
  await Promise.all([queryClient.invalidateQueries({ queryKey: storeKeys.all }), queryClient.invalidateQueries({ queryKey: productKeys.all })]);
  return results.flatMap((result, index) => {
    const edit = edits[index];
    if (result.status === 'fulfilled' || !edit) return [];
    const reason = errorMessage(result.reason) || 'Please try again on its Stock page.';
    return [`Stock at ${edit.storeName} not saved (your ${edit.stock}): ${reason}`];
  });
}
