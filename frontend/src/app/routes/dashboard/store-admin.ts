/** The admin's Stores page and a store's Stock page, one lazy chunk (one entry less in the home page's code). */
export { StoresAdminRoute } from './stores';
export { StoreStockRoute } from './store-stock';
