/**
 * Every public and shopper call of the routes manifest (functions/api/routes.ts), once: how the api
 * section loads it at --connections connections, or why it is not loaded. api-calls.test.ts holds
 * this list to the manifest, so a new public or shopper route is measured or given a reason.
 *
 * - load: requests autocannon sends round-robin; each answers 2xx every time it is sent (reads,
 *   and writes that leave the same state: the same quantity, the same pincode, an offer applied again).
 * - placeOrder: each request places a new order, so no fixed request repeats; one worker per
 *   connection, each a shopper of its own, puts a product in its cart and then times the call
 *   (bench/api-orders.ts).
 * - ownCart: each call adds to the caller's cart; one worker per connection, each a shopper of its
 *   own, loops the call (bench/api-own-carts.ts).
 * - notLoaded: a reason.
 */
import type { RouteKey } from '../functions/api/routes.js';
import type { LoadScenario } from './api-load.js';

/** Served pincodes of the three demo stores (local/seed/stores.ts) and one no store serves. */
export const SERVICEABILITY_PINCODES = ['400001', '400005', '400010', '560038', '110003', '560099'];

export const SEARCH_QUERIES = ['milk', 'atta', 'panner', 'chocolte', 'rice 5 kg', 'amul', 'chips', 'bread'];

/** What the api section made for its own shopper before the load (bench/section-fixtures.ts). */
export interface CallContext {
  /** The first page of the listing: the seeded catalog's products. */
  productIds: string[];
  categoryIds: string[];
  subCategory: { categoryId: string; subCategoryId: string };
  /** The section's own products, both in its shopper's cart (the second with quantity 2). */
  cartProductIds: [string, string];
  addressId: string;
  /** The shopper's own delivered order (details, invoice, buy again). */
  deliveredOrderId: string;
  /** Pages of 12 in the listing. */
  totalPages: number;
  /** The section's own shopper's sign-in. */
  credentials: { email: string; password: string };
  refreshToken: string;
}

type Request = LoadScenario['requests'][number];

export type CallPlan =
  | { id: string; label: string; load: (c: CallContext) => Request[] }
  | { id: string; label: string; placeOrder: 'cash-on-delivery' | 'checkout' }
  | { id: string; label: string; ownCart: 'merge' | 'reorder' }
  | { notLoaded: string };

const get = (path: string, auth = true): Request => ({ method: 'GET', path, auth });
const post = (path: string, body: unknown, auth = false): Request => ({ method: 'POST', path, body, auth });
const write = (method: 'PUT' | 'POST' | 'DELETE', path: string, body: unknown): Request => ({ method, path, body, auth: true });

const ONE_SHOT = 'each call is used once (a mailed code, a single-use proof, an ended session): its cost is one call, measured by the integration tests, not a load';

export const API_CALLS: Partial<Record<RouteKey, CallPlan>> = {
  'POST /api/user/register': { notLoaded: 'each call creates an account (Cognito user and profile): not a repeatable request' },
  // Locally the time is mostly cognito-local's password check; in AWS WAF rate-limits it per address.
  'POST /api/user/login': { id: 'login', label: 'sign in (login)', load: (c) => [post('/api/user/login', c.credentials)] },
  'PUT /api/user/forgot-password': { notLoaded: 'rate limited per e-mail (a mailed code), by design' },
  'PUT /api/user/verify-forgot-password-otp': { notLoaded: ONE_SHOT },
  'PUT /api/user/reset-password': { notLoaded: ONE_SHOT },
  'POST /api/user/refresh-token': {
    id: 'refresh-token',
    label: 'token refresh (refresh-token)',
    load: (c) => [{ method: 'POST', path: '/api/user/refresh-token', headers: { authorization: `Bearer ${c.refreshToken}` } }],
  },
  'GET /api/user/user-details': { id: 'user-details', label: 'user details (shopper)', load: () => [get('/api/user/user-details')] },
  'GET /api/user/logout': { notLoaded: ONE_SHOT },
  'PUT /api/user/upload-avatar': { notLoaded: 'an uploaded image URL writes once (a presigned upload per call)' },
  'PUT /api/user/update-user': {
    id: 'update-user',
    label: 'delivery pincode saved (update-user, the same pincode)',
    load: () => [write('PUT', '/api/user/update-user', { pincode: '400001' })],
  },
  'POST /api/user/verify-email': { notLoaded: ONE_SHOT },
  'POST /api/file/upload': {
    id: 'file-upload',
    label: 'image upload presign (file/upload, avatar)',
    load: () => [post('/api/file/upload', { contentType: 'image/png', size: 1024, purpose: 'avatar' }, true)],
  },
  'GET /api/category/get': { id: 'categories', label: 'categories (category/get)', load: () => [get('/api/category/get', false)] },
  'POST /api/subcategory/get': { id: 'subcategories', label: 'sub categories (subcategory/get)', load: () => [post('/api/subcategory/get', {})] },
  'POST /api/product/get': {
    id: 'product-list',
    label: 'product listing (product/get, 12 a page, pages 1–10)',
    load: (c) => Array.from({ length: Math.max(1, Math.min(10, c.totalPages)) }, (_, i) => post('/api/product/get', { page: i + 1, limit: 12 })),
  },
  'POST /api/product/get-product-by-category': {
    id: 'home-rows',
    label: 'home rows (get-product-by-category, every category)',
    load: (c) => [post('/api/product/get-product-by-category', { ids: c.categoryIds })],
  },
  'POST /api/product/get-pruduct-by-category-and-subcategory': {
    id: 'listing',
    label: 'sub category listing (8 a page, pages 1–3)',
    load: (c) => [1, 2, 3].map((page) => post('/api/product/get-pruduct-by-category-and-subcategory', { ...c.subCategory, page, limit: 8 })),
  },
  'POST /api/product/get-product-details': {
    id: 'product-details',
    label: 'product details (20 products)',
    load: (c) => c.productIds.slice(0, 20).map((productId) => post('/api/product/get-product-details', { productId })),
  },
  'POST /api/product/search-product': {
    id: 'search',
    label: `search (${SEARCH_QUERIES.length} queries)`,
    load: () => SEARCH_QUERIES.map((search) => post('/api/product/search-product', { search, page: 1 })),
  },
  'POST /api/cart/create': {
    id: 'cart-add',
    label: 'add to cart, already in cart (shopper)',
    load: (c) => [post('/api/cart/create', { productId: c.cartProductIds[0] }, true)],
  },
  'GET /api/cart/get': { id: 'cart-get', label: 'cart get (shopper)', load: () => [get('/api/cart/get')] },
  'PUT /api/cart/update-qty': {
    id: 'cart-qty',
    label: 'cart quantity set (the same quantity)',
    load: (c) => [write('PUT', '/api/cart/update-qty', { _id: c.cartProductIds[1], qty: 2 })],
  },
  'DELETE /api/cart/delete-cart-item': { notLoaded: 'a line is deleted once; the next call answers 404' },
  'POST /api/cart/merge': {
    id: 'cart-merge',
    label: 'guest cart merged (a line; a shopper per connection)',
    ownCart: 'merge',
  },
  'POST /api/cart/bill': {
    id: 'cart-bill',
    label: 'cart bill (2 lines, the address, a tip)',
    load: (c) => [post('/api/cart/bill', { addressId: c.addressId, tip: 20 }, true)],
  },
  'POST /api/cart/guest-bill': {
    id: 'guest-bill',
    label: "a guest's cart bill (2 lines, public)",
    load: (c) => [post('/api/cart/guest-bill', { lines: c.cartProductIds.map((productId) => ({ productId, quantity: 2 })) })],
  },
  'GET /api/cart/offers': { id: 'cart-offers', label: "cart's offers (shopper)", load: () => [get('/api/cart/offers')] },
  'POST /api/cart/apply-offer': {
    id: 'cart-apply-offer',
    label: 'coupon applied again (SAVE10)',
    load: () => [post('/api/cart/apply-offer', { code: 'SAVE10' }, true)],
  },
  'DELETE /api/cart/offer': { notLoaded: 'removes the applied coupon once; measured as the other half of apply-offer by the integration tests' },
  'POST /api/address/create': { notLoaded: 'each call adds an address (a shopper holds a bounded number)' },
  'GET /api/address/get': { id: 'address-get', label: 'addresses (shopper)', load: () => [get('/api/address/get')] },
  'PUT /api/address/update': {
    id: 'address-update',
    label: 'address saved again (the same fields)',
    load: (c) => [
      write('PUT', '/api/address/update', {
        _id: c.addressId,
        address_line: '12, Horniman Circle, Fort',
        city: 'Mumbai',
        state: 'Maharashtra',
        country: 'India',
        pincode: '400001',
        mobile: '9820012345',
      }),
    ],
  },
  'DELETE /api/address/disable': { notLoaded: 'an address is removed once' },
  'POST /api/order/cash-on-delivery': { id: 'place-cash', label: 'place a cash order (1 line; a shopper per connection)', placeOrder: 'cash-on-delivery' },
  'POST /api/order/checkout': { id: 'place-card', label: 'card checkout (1 line; a shopper per connection)', placeOrder: 'checkout' },
  'GET /api/order/order-list': { id: 'order-list', label: 'my orders (shopper)', load: () => [get('/api/order/order-list')] },
  'POST /api/order/webhook': { notLoaded: "Stripe's signed events, each processed once by id: the order path's SLO measures it in AWS" },
  'POST /api/order/details': { id: 'order-details', label: 'order details (delivered order)', load: (c) => [post('/api/order/details', { _id: c.deliveredOrderId }, true)] },
  'POST /api/order/invoice': { id: 'order-invoice', label: 'invoice (delivered order)', load: (c) => [post('/api/order/invoice', { orderId: c.deliveredOrderId }, true)] },
  'POST /api/order/cancel': { notLoaded: 'an order is cancelled once' },
  'POST /api/order/resume-payment': { notLoaded: 'needs an order awaiting payment whose session expired; one per order' },
  'POST /api/order/rating': { id: 'order-rating', label: 'rating box (delivered order)', load: (c) => [post('/api/order/rating', { orderId: c.deliveredOrderId }, true)] },
  'POST /api/order/rate': { notLoaded: 'an order is rated once and changed within the hour: repeating it measures the refusal' },
  'POST /api/order/rider-position': { notLoaded: 'needs an order out for delivery whose rider shares a position' },
  'POST /api/order/claims': { id: 'order-claims', label: "problem box (delivered order)", load: (c) => [post('/api/order/claims', { orderId: c.deliveredOrderId }, true)] },
  'POST /api/order/claim': { notLoaded: 'one open claim per order, and at most what was delivered: repeating it measures the refusal' },
  'POST /api/credit/get': { id: 'credit-get', label: 'store credit (balance and entries)', load: () => [post('/api/credit/get', {}, true)] },
  'POST /api/order/substitution': { notLoaded: 'answers one question a picker asked, once' },
  'POST /api/order/reorder': { id: 'reorder', label: 'buy again (a delivered order of 1 line; a shopper per connection)', ownCart: 'reorder' },
  'POST /api/store/serviceability': {
    id: 'serviceability',
    label: `serviceability (store/serviceability, ${SERVICEABILITY_PINCODES.length} pincodes, one unserved)`,
    load: () => SERVICEABILITY_PINCODES.map((pincode) => post('/api/store/serviceability', { pincode })),
  },
};
