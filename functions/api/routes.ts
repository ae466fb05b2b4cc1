/**
 * THE routes manifest: every /api/* call of SPEC.md section 7, the Stripe webhook, and the calls of
 * an order's life after checkout (details, cancel, pay now, buy again, the admin's list and steps, refunds),
 * and the dark stores' calls (serviceability, the admin's stores and stock per store).
 * Read by the CDK api stack (one function, route and grant per entry), by the local
 * gateway, and by routes.test.ts (every entry has a handler file, every handler file an entry).
 *
 * - handler: file under functions/api/, without extension; it exports `handler`.
 * - auth: public (no token), user (any signed-in user), admin (Cognito group ADMIN), rider (Cognito group RIDER, an active rider),
 *   picker (Cognito group PICKER, an active picker, or an admin).
 * - data: table access the function is granted: read, or read-write.
 * - uses: other resources the function is granted (least privilege). images: presigns uploads;
 *   uploads: reads the first bytes of uploaded images before it saves their URLs. catalog: loads the
 *   built catalog object (functions/data/repos/catalog-object.ts) and holds the catalog in memory.
 *   jobFiles: the import and export files of the image bucket (data/objects.ts jobFiles): reads
 *   uploaded CSVs' sizes, writes job requests and exports, presigns their downloads. live: closes
 *   connections of the live channel (its management API's DELETE). livePush: posts to them (POST).
 * - idempotent: a create call that honours an `Idempotency-Key` header (functions/api/route.ts and
 *   services/idempotency.ts): the same key from the same caller within an hour answers the first
 *   answer again and writes nothing more. Needs data 'read-write' (its records are in the table).
 * Each handler says its auth and idempotent where it is wrapped (`route({ auth, idempotent, body })`);
 * routes.test.ts holds them against this manifest.
 */
import type { AuthLevel } from '../platform/route.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type DataAccess = 'none' | 'read' | 'read-write';
export type Resource = 'images' | 'uploads' | 'userPool' | 'mail' | 'events' | 'payments' | 'catalog' | 'jobFiles' | 'live' | 'livePush';

export interface RouteEntry {
  method: Method;
  path: `/api/${string}`;
  handler: string;
  auth: AuthLevel;
  data: DataAccess;
  uses?: readonly Resource[];
  idempotent?: true;
}

const entries = [
  // user
  { method: 'POST', path: '/api/user/register', handler: 'user/register', auth: 'public', data: 'read-write', uses: ['userPool', 'mail'] },
  { method: 'POST', path: '/api/user/login', handler: 'user/login', auth: 'public', data: 'none', uses: ['userPool'] },
  { method: 'PUT', path: '/api/user/forgot-password', handler: 'user/forgot-password', auth: 'public', data: 'read-write', uses: ['mail'] },
  { method: 'PUT', path: '/api/user/verify-forgot-password-otp', handler: 'user/verify-forgot-password-otp', auth: 'public', data: 'read-write' },
  { method: 'PUT', path: '/api/user/reset-password', handler: 'user/reset-password', auth: 'public', data: 'read-write', uses: ['userPool'] },
  { method: 'POST', path: '/api/user/refresh-token', handler: 'user/refresh-token', auth: 'public', data: 'none', uses: ['userPool'] },
  { method: 'GET', path: '/api/user/user-details', handler: 'user/get-user-details', auth: 'user', data: 'read' },
  // Every signed-in route reads the caller's profile (route(): has a password reset ended the session?).
  // Logout records the ended session on the profile and closes its live connections (services/accounts/sign-out.ts).
  { method: 'GET', path: '/api/user/logout', handler: 'user/logout', auth: 'user', data: 'read-write', uses: ['userPool', 'live'] },
  { method: 'PUT', path: '/api/user/upload-avatar', handler: 'user/upload-avatar', auth: 'user', data: 'read-write', uses: ['uploads'] },
  { method: 'PUT', path: '/api/user/update-user', handler: 'user/update-user', auth: 'user', data: 'read-write', uses: ['userPool', 'mail'] },
  { method: 'POST', path: '/api/user/verify-email', handler: 'user/verify-email', auth: 'user', data: 'read-write', uses: ['userPool'] },

  // files
  { method: 'POST', path: '/api/file/upload', handler: 'file/create-upload', auth: 'user', data: 'read', uses: ['images'] },

  // categories
  { method: 'POST', path: '/api/category/add-category', handler: 'category/add-category', auth: 'admin', data: 'read-write', uses: ['uploads'], idempotent: true },
  { method: 'GET', path: '/api/category/get', handler: 'category/get-categories', auth: 'public', data: 'read' },
  { method: 'PUT', path: '/api/category/update', handler: 'category/update-category', auth: 'admin', data: 'read-write', uses: ['uploads'] },
  { method: 'DELETE', path: '/api/category/delete', handler: 'category/delete-category', auth: 'admin', data: 'read-write' },

  // sub categories
  { method: 'POST', path: '/api/subcategory/create', handler: 'subcategory/create-subcategory', auth: 'admin', data: 'read-write', uses: ['uploads'], idempotent: true },
  { method: 'POST', path: '/api/subcategory/get', handler: 'subcategory/get-subcategories', auth: 'public', data: 'read' },
  { method: 'PUT', path: '/api/subcategory/update', handler: 'subcategory/update-subcategory', auth: 'admin', data: 'read-write', uses: ['uploads'] },
  { method: 'DELETE', path: '/api/subcategory/delete', handler: 'subcategory/delete-subcategory', auth: 'admin', data: 'read-write' },

  // products
  { method: 'POST', path: '/api/product/create', handler: 'product/create-product', auth: 'admin', data: 'read-write', uses: ['uploads'], idempotent: true },
  { method: 'POST', path: '/api/product/get', handler: 'product/get-products', auth: 'public', data: 'read', uses: ['catalog'] },
  { method: 'POST', path: '/api/product/get-product-by-category', handler: 'product/get-products-by-category', auth: 'public', data: 'read', uses: ['catalog'] },
  { method: 'POST', path: '/api/product/get-pruduct-by-category-and-subcategory', handler: 'product/get-products-by-category-and-subcategory', auth: 'public', data: 'read', uses: ['catalog'] },
  { method: 'POST', path: '/api/product/get-product-details', handler: 'product/get-product-details', auth: 'public', data: 'read', uses: ['catalog'] },
  { method: 'PUT', path: '/api/product/update-product-details', handler: 'product/update-product-details', auth: 'admin', data: 'read-write', uses: ['uploads'] },
  { method: 'DELETE', path: '/api/product/delete-product', handler: 'product/delete-product', auth: 'admin', data: 'read-write' },
  { method: 'POST', path: '/api/product/search-product', handler: 'product/search-products', auth: 'public', data: 'read', uses: ['catalog'] },

  // bulk import and export: the import itself is the import-products job (S3 event → queue)
  { method: 'POST', path: '/api/product/import', handler: 'product/import-products', auth: 'admin', data: 'read-write', uses: ['jobFiles'] },
  { method: 'POST', path: '/api/product/import-status', handler: 'product/get-import-status', auth: 'admin', data: 'read', uses: ['jobFiles'] },
  // exports are jobs too (export-csv: S3 event → queue); the calls queue one and read its state
  { method: 'POST', path: '/api/product/export', handler: 'product/export-products', auth: 'admin', data: 'read-write', uses: ['jobFiles'] },
  { method: 'POST', path: '/api/order/export', handler: 'order/export-orders', auth: 'admin', data: 'read-write', uses: ['jobFiles'] },
  { method: 'POST', path: '/api/export/status', handler: 'export/get-export-status', auth: 'admin', data: 'read', uses: ['jobFiles'] },

  // cart
  { method: 'POST', path: '/api/cart/create', handler: 'cart/add-to-cart', auth: 'user', data: 'read-write', idempotent: true },
  { method: 'GET', path: '/api/cart/get', handler: 'cart/get-cart', auth: 'user', data: 'read' },
  { method: 'PUT', path: '/api/cart/update-qty', handler: 'cart/update-cart-qty', auth: 'user', data: 'read-write' },
  { method: 'DELETE', path: '/api/cart/delete-cart-item', handler: 'cart/delete-cart-item', auth: 'user', data: 'read-write' },
  { method: 'POST', path: '/api/cart/merge', handler: 'cart/merge-cart', auth: 'user', data: 'read-write', idempotent: true },
  { method: 'POST', path: '/api/cart/bill', handler: 'cart/get-cart-bill', auth: 'user', data: 'read' },
  // a guest's cart (in the browser) billed before sign-in: its lines, the chosen store's fees
  { method: 'POST', path: '/api/cart/guest-bill', handler: 'cart/get-guest-bill', auth: 'public', data: 'read' },
  // the cart's offer: the coupon applied (one per shopper, every device) or the best automatic offer
  { method: 'GET', path: '/api/cart/offers', handler: 'cart/get-cart-offers', auth: 'user', data: 'read' },
  { method: 'POST', path: '/api/cart/apply-offer', handler: 'cart/apply-offer', auth: 'user', data: 'read-write' },
  { method: 'DELETE', path: '/api/cart/offer', handler: 'cart/remove-offer', auth: 'user', data: 'read-write' },

  // addresses
  { method: 'POST', path: '/api/address/create', handler: 'address/create-address', auth: 'user', data: 'read-write', idempotent: true },
  { method: 'GET', path: '/api/address/get', handler: 'address/get-addresses', auth: 'user', data: 'read' },
  { method: 'PUT', path: '/api/address/update', handler: 'address/update-address', auth: 'user', data: 'read-write' },
  { method: 'DELETE', path: '/api/address/disable', handler: 'address/disable-address', auth: 'user', data: 'read-write' },

  // orders
  { method: 'POST', path: '/api/order/cash-on-delivery', handler: 'order/cash-on-delivery', auth: 'user', data: 'read-write', uses: ['mail', 'payments'], idempotent: true },
  { method: 'POST', path: '/api/order/checkout', handler: 'order/create-checkout', auth: 'user', data: 'read-write', uses: ['mail', 'payments'], idempotent: true },
  { method: 'GET', path: '/api/order/order-list', handler: 'order/get-order-list', auth: 'user', data: 'read' },
  { method: 'POST', path: '/api/order/webhook', handler: 'order/stripe-webhook', auth: 'public', data: 'none', uses: ['payments', 'events'] },

  // the life of an order after checkout (owner checks and the rules of functions/core/order-states.ts in the handlers)
  { method: 'POST', path: '/api/order/details', handler: 'order/get-order-details', auth: 'user', data: 'read' },
  // Issues a delivered order's invoice if its issue at delivery did not finish.
  { method: 'POST', path: '/api/order/invoice', handler: 'order/get-order-invoice', auth: 'user', data: 'read-write' },
  { method: 'POST', path: '/api/order/cancel', handler: 'order/cancel-order', auth: 'user', data: 'read-write', uses: ['payments', 'mail'] },
  { method: 'POST', path: '/api/order/resume-payment', handler: 'order/resume-payment', auth: 'user', data: 'read-write', uses: ['payments'] },
  { method: 'POST', path: '/api/order/reorder', handler: 'order/reorder', auth: 'user', data: 'read-write' },
  { method: 'POST', path: '/api/order/admin-list', handler: 'order/get-admin-orders', auth: 'admin', data: 'read' },
  { method: 'PUT', path: '/api/order/update-status', handler: 'order/update-order-status', auth: 'admin', data: 'read-write', uses: ['mail'] },
  { method: 'POST', path: '/api/order/refund', handler: 'order/refund-order', auth: 'admin', data: 'read-write', uses: ['payments'] },
  { method: 'POST', path: '/api/order/refund-part', handler: 'order/refund-part', auth: 'admin', data: 'read-write', uses: ['payments', 'mail'], idempotent: true },

  // ratings after delivery (docs/ratings.md): the shopper's own delivered order; the admins' scores
  { method: 'POST', path: '/api/order/rate', handler: 'order/rate-order', auth: 'user', data: 'read-write' },
  { method: 'POST', path: '/api/order/rating', handler: 'order/get-order-rating', auth: 'user', data: 'read' },
  { method: 'POST', path: '/api/rating/scores', handler: 'rating/get-rating-scores', auth: 'admin', data: 'read' },
  { method: 'POST', path: '/api/rating/products', handler: 'rating/get-product-ratings', auth: 'admin', data: 'read' },

  // store credit (docs/store-credit.md): the shopper's own ledger; admins grant goodwill once per key
  { method: 'POST', path: '/api/credit/get', handler: 'credit/get-credit', auth: 'user', data: 'read' },
  { method: 'POST', path: '/api/credit/grant', handler: 'credit/grant-credit', auth: 'admin', data: 'read-write', idempotent: true },

  // offers and coupons: the admin's Offers page
  { method: 'GET', path: '/api/offer/get', handler: 'offer/get-offers', auth: 'admin', data: 'read' },
  { method: 'POST', path: '/api/offer/create', handler: 'offer/create-offer', auth: 'admin', data: 'read-write', idempotent: true },
  { method: 'PUT', path: '/api/offer/update', handler: 'offer/update-offer', auth: 'admin', data: 'read-write' },
  { method: 'DELETE', path: '/api/offer/delete', handler: 'offer/delete-offer', auth: 'admin', data: 'read-write' },

  // dark stores: serviceability answers from the store directory in memory; the rest are the admin's
  { method: 'POST', path: '/api/store/serviceability', handler: 'store/check-serviceability', auth: 'public', data: 'read' },
  { method: 'GET', path: '/api/store/get', handler: 'store/get-stores', auth: 'admin', data: 'read' },
  { method: 'POST', path: '/api/store/create', handler: 'store/create-store', auth: 'admin', data: 'read-write', idempotent: true },
  { method: 'PUT', path: '/api/store/update', handler: 'store/update-store', auth: 'admin', data: 'read-write' },
  { method: 'DELETE', path: '/api/store/delete', handler: 'store/delete-store', auth: 'admin', data: 'read-write' },
  { method: 'POST', path: '/api/store/stock', handler: 'store/get-store-stock', auth: 'admin', data: 'read', uses: ['catalog'] },
  { method: 'PUT', path: '/api/store/update-stock', handler: 'store/update-store-stock', auth: 'admin', data: 'read-write' },
  { method: 'POST', path: '/api/store/empty-stock', handler: 'store/empty-store-stock', auth: 'admin', data: 'read-write' },
  { method: 'POST', path: '/api/store/receive-stock', handler: 'store/receive-stock', auth: 'admin', data: 'read-write', idempotent: true },
  { method: 'POST', path: '/api/store/receive-stock-csv', handler: 'store/receive-stock-csv', auth: 'admin', data: 'read-write' },
  { method: 'POST', path: '/api/store/write-offs', handler: 'store/get-write-offs', auth: 'admin', data: 'read' },
  { method: 'PUT', path: '/api/store/write-offs', handler: 'store/confirm-write-off', auth: 'admin', data: 'read-write' },

  // riders: the admins' Riders page and reassign, the rider's own screen; dispatch in services/riders/dispatch.ts
  { method: 'GET', path: '/api/rider/get', handler: 'rider/get-riders', auth: 'admin', data: 'read' },
  { method: 'POST', path: '/api/rider/create', handler: 'rider/create-rider', auth: 'admin', data: 'read-write', uses: ['userPool', 'mail'], idempotent: true },
  { method: 'PUT', path: '/api/rider/update', handler: 'rider/update-rider', auth: 'admin', data: 'read-write', uses: ['userPool'] },
  { method: 'GET', path: '/api/rider/me', handler: 'rider/get-me', auth: 'rider', data: 'read' },
  { method: 'PUT', path: '/api/rider/duty', handler: 'rider/set-duty', auth: 'rider', data: 'read-write' },
  { method: 'POST', path: '/api/rider/pickup', handler: 'rider/pickup-order', auth: 'rider', data: 'read-write', uses: ['mail'] },
  { method: 'POST', path: '/api/rider/deliver', handler: 'rider/deliver-order', auth: 'rider', data: 'read-write', uses: ['mail'] },
  { method: 'POST', path: '/api/rider/fail', handler: 'rider/fail-delivery', auth: 'rider', data: 'read-write', uses: ['mail'] },
  // the rider's position while an order is out: kept as the order's newest, posted to its shopper and the admins
  { method: 'PUT', path: '/api/rider/location', handler: 'rider/share-location', auth: 'rider', data: 'read-write', uses: ['livePush'] },
  { method: 'POST', path: '/api/order/rider-position', handler: 'order/get-rider-position', auth: 'user', data: 'read' },
  { method: 'POST', path: '/api/order/assign', handler: 'order/assign-order', auth: 'admin', data: 'read-write' },
  { method: 'GET', path: '/api/store/low-stock', handler: 'store/get-low-stock', auth: 'admin', data: 'read', uses: ['catalog'] },

  // the operator's dashboard: reads the figures the report consumer keeps, never the orders
  { method: 'POST', path: '/api/report/summary', handler: 'report/get-summary', auth: 'admin', data: 'read' },

  // picking at the store (docs/picking.md): a picker is bound to one store (another store's orders
  // are 404); scan and unavailable honour an Idempotency-Key, so a retry never counts a unit twice
  { method: 'GET', path: '/api/picker/get', handler: 'picker/get-pickers', auth: 'admin', data: 'read' },
  { method: 'POST', path: '/api/picker/create', handler: 'picker/create-picker', auth: 'admin', data: 'read-write', uses: ['userPool', 'mail'], idempotent: true },
  { method: 'POST', path: '/api/picker/queue', handler: 'picker/get-pick-queue', auth: 'picker', data: 'read' },
  { method: 'POST', path: '/api/picker/start', handler: 'picker/start-picking', auth: 'picker', data: 'read-write' },
  { method: 'POST', path: '/api/picker/scan', handler: 'picker/scan-item', auth: 'picker', data: 'read-write', uses: ['catalog'], idempotent: true },
  // Unavailable proposes a substitute from the catalog's same sub category (docs/picking.md).
  { method: 'POST', path: '/api/picker/unavailable', handler: 'picker/mark-unavailable', auth: 'picker', data: 'read-write', uses: ['catalog'], idempotent: true },
  // Packed moves the order as the admin's Packed does (its mail, dispatch) and refunds what was not packed.
  { method: 'POST', path: '/api/picker/packed', handler: 'picker/pack-order', auth: 'picker', data: 'read-write', uses: ['mail', 'payments'] },
  // The shopper's answer to a substitute proposed for their order (another's is 404).
  { method: 'POST', path: '/api/order/substitution', handler: 'order/answer-substitution', auth: 'user', data: 'read-write', idempotent: true },
  { method: 'PUT', path: '/api/store/update-shelf', handler: 'store/update-shelf', auth: 'admin', data: 'read-write' },
  { method: 'POST', path: '/api/store/stock-gaps', handler: 'store/get-stock-gaps', auth: 'admin', data: 'read' },
  // Claims after delivery (docs/claims.md): a claim and a decision pay money back, so both honour an
  // Idempotency-Key; the shopper's calls name their own order (another's is 404).
  { method: 'POST', path: '/api/order/claim', handler: 'order/report-problem', auth: 'user', data: 'read-write', uses: ['uploads', 'payments', 'mail', 'livePush'], idempotent: true },
  { method: 'POST', path: '/api/order/claims', handler: 'order/get-order-claims', auth: 'user', data: 'read' },
  { method: 'POST', path: '/api/claim/get', handler: 'claim/get-claims', auth: 'admin', data: 'read' },
  { method: 'POST', path: '/api/claim/decide', handler: 'claim/decide-claim', auth: 'admin', data: 'read-write', uses: ['payments', 'mail', 'livePush'], idempotent: true },
] as const satisfies readonly RouteEntry[];

export const routes: readonly RouteEntry[] = entries;

type KeyOf<E> = E extends { method: infer M extends string; path: infer P extends string } ? `${M} ${P}` : never;
/** "METHOD path" of every entry, as the call contracts name them (functions/core/contracts/calls.ts). */
export type RouteKey = KeyOf<(typeof entries)[number]>;
