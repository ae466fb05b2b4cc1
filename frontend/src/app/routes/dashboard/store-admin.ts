/** The admin's Stores page, a store's Stock page and the Offers page, one lazy chunk (one entry less in the home page's code). */
export { StoresAdminRoute } from './stores';
export { StoreStockRoute } from './store-stock';
// Offers run at stores and are set beside their fees.
export { OffersAdminRoute } from './offers';
