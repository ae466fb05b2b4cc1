import type { StockFilter } from '@core/contracts/store';

/** What a Stock page lists: all products, the low or the out of stock ones, matching a search. */
export interface StockView {
  filter: StockFilter | 'all';
  search: string;
}

/**
 * Query keys of every store call, under ['store']: the admin's stores and their stock, the
 * low-stock counts, and which store serves a pincode (the shopper's location).
 */
export const storeKeys = {
  all: ['store'] as const,
  list: () => [...storeKeys.all, 'list'] as const,
  /** Every stock view of one store (its pages and single products). */
  stock: (storeId: string) => [...storeKeys.all, 'stock', storeId] as const,
  stockPages: (storeId: string, view: StockView) => [...storeKeys.stock(storeId), 'pages', view] as const,
  productStock: (storeId: string, productId: string) => [...storeKeys.stock(storeId), 'product', productId] as const,
  /** The admin menu's low-stock badge: every stock save refreshes it with the Stock view. */
  lowStock: () => [...storeKeys.all, 'low-stock'] as const,
  /** Which store serves a pincode, how fast, and whether it can take an order now. */
  serviceability: (pincode: string) => [...storeKeys.all, 'serviceability', pincode] as const,
};
