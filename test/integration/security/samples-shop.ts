import { randomUUID } from 'node:crypto';
import { api } from '../helpers.js';
import { MADE_UP_ID, unique, randomEmail, PASSWORD, anImage, productFields, type SamplePart } from './sample-kit.js';

/** The shop's routes (the rules for a sample are in sample-kit.ts): accounts, files, the catalog, addresses, the cart and orders. */
export const shopSamples = {
  // user
  'POST /api/user/register': {
    request: () => ({ body: { name: 'Security Probe', email: `${unique('sec-reg')}@example.com`, password: PASSWORD, confirmPassword: PASSWORD } }),
    expect: 200,
    harmlessWhenAccepted: true,
  },
  'POST /api/user/login': { request: () => ({ body: { email: randomEmail(), password: 'Wrong#Basket1' } }), expect: 400 },
  'PUT /api/user/forgot-password': { request: () => ({ body: { email: randomEmail() } }), expect: 200, harmlessWhenAccepted: true },
  'PUT /api/user/verify-forgot-password-otp': { request: () => ({ body: { email: randomEmail(), otp: '123456' } }), expect: 400 },
  'PUT /api/user/reset-password': {
    request: () => ({ body: { email: randomEmail(), newPassword: PASSWORD, confirmPassword: PASSWORD, resetToken: 'sec-made-up-proof' } }),
    expect: 400,
  },
  'POST /api/user/refresh-token': {
    request: ({ spare }) => ({ headers: { authorization: `Bearer ${spare.refreshToken}` } }),
    expect: 200,
  },
  'GET /api/user/user-details': { request: () => ({}), expect: 200 },
  // Without X-Refresh-Token nothing is revoked: the caller's session keeps working.
  // Ends the caller's session (its sockets, its token): the fuzzer signs in again before each try.
  'GET /api/user/logout': { request: () => ({}), expect: 200, harmlessWhenAccepted: true },
  'PUT /api/user/upload-avatar': { request: () => ({ body: { avatar: anImage('avatar') } }), expect: 200, harmlessWhenAccepted: true },
  'PUT /api/user/update-user': {
    request: ({ caller }) => ({ body: { name: 'Security Probe', email: caller?.email ?? randomEmail(), mobile: '9876543210' } }),
    expect: 200,
    harmlessWhenAccepted: true,
  },

  // No e-mail change waits for the caller: the code is refused, nothing changes.
  'POST /api/user/verify-email': { request: () => ({ body: { otp: '123456' } }), expect: 400 },

  // files (a presigned request only; nothing is stored until a browser uploads)
  'POST /api/file/upload': { request: () => ({ body: { contentType: 'image/png', size: 1000, purpose: 'avatar' } }), expect: 200 },

  // categories
  'POST /api/category/add-category': {
    // A seeded name (another case): valid-looking, refused as a duplicate, nothing stored.
    request: ({ catalog }) => ({ body: { name: catalog.category.name.toUpperCase(), image: anImage('category') } }),
    expect: 409,
    // A fuzzed name is often a valid new name: the category it created goes again.
    undo: async (accepted, adminToken) => {
      const id = (accepted.body.data as { _id?: string } | undefined)?._id;
      if (!id) throw new Error(`add-category accepted without an _id: ${JSON.stringify(accepted.body)}`);
      const removed = await api('DELETE', '/api/category/delete', { token: adminToken, body: { _id: id } });
      if (removed.status !== 200) throw new Error(`could not undo category ${id}: ${removed.status} ${removed.body.message}`);
    },
  },
  'GET /api/category/get': { request: () => ({}), expect: 200 },
  'PUT /api/category/update': { request: () => ({ body: { _id: MADE_UP_ID, name: 'Security Probe', image: anImage('category') } }), expect: 404 },
  'DELETE /api/category/delete': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },

  // sub categories
  'POST /api/subcategory/create': {
    request: () => ({ body: { name: unique('Security Probe'), image: anImage('subcategory'), category: [{ _id: MADE_UP_ID, name: 'Ghost' }] } }),
    expect: 400,
  },
  'POST /api/subcategory/get': { request: () => ({ body: {} }), expect: 200 },
  'PUT /api/subcategory/update': {
    request: ({ catalog }) => ({
      body: { _id: MADE_UP_ID, name: unique('Security Probe'), image: anImage('subcategory'), category: [{ _id: catalog.category._id, name: catalog.category.name }] },
    }),
    expect: 404,
  },
  'DELETE /api/subcategory/delete': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },

  // products
  'POST /api/product/create': {
    request: ({ catalog }) => ({ body: { ...productFields(catalog), category: [{ _id: MADE_UP_ID, name: 'Ghost' }] } }),
    expect: 400,
  },
  'POST /api/product/get': { request: () => ({ body: { page: 1, limit: 12, search: '' } }), expect: 200 },
  'POST /api/product/get-product-by-category': { request: ({ catalog }) => ({ body: { id: catalog.category._id } }), expect: 200 },
  'POST /api/product/get-pruduct-by-category-and-subcategory': {
    request: ({ catalog }) => ({ body: { categoryId: catalog.category._id, subCategoryId: catalog.subCategory._id, page: 1, limit: 8 } }),
    expect: 200,
  },
  'POST /api/product/get-product-details': { request: ({ catalog }) => ({ body: { productId: catalog.product._id } }), expect: 200 },
  'PUT /api/product/update-product-details': { request: ({ catalog }) => ({ body: { _id: MADE_UP_ID, ...productFields(catalog) } }), expect: 404 },
  'DELETE /api/product/delete-product': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },
  'POST /api/product/search-product': { request: () => ({ body: { search: 'tea', page: 1 } }), expect: 200 },

  // addresses (a new address belongs to the caller: a throwaway account)
  'POST /api/address/create': {
    request: () => ({ body: { address_line: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', country: 'India', pincode: '560001', mobile: '9876543210' } }),
    expect: 200,
    harmlessWhenAccepted: true,
  },
  'GET /api/address/get': { request: () => ({}), expect: 200 },
  'PUT /api/address/update': {
    request: () => ({
      body: { _id: MADE_UP_ID, address_line: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', country: 'India', pincode: '560001', mobile: '9876543210' },
    }),
    expect: 404,
  },
  'DELETE /api/address/disable': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },

  // cart (a cart line belongs to the caller; its id is the product's id)
  'POST /api/cart/create': { request: ({ catalog }) => ({ body: { productId: catalog.product._id } }), harmlessWhenAccepted: true },
  'GET /api/cart/get': { request: () => ({}), expect: 200 },
  'POST /api/cart/bill': { request: () => ({ body: { tip: 20 } }), expect: 200 },
  // A guest's lines (public, reads only): the bill of a seeded product at the default store.
  'POST /api/cart/guest-bill': { request: ({ catalog }) => ({ body: { lines: [{ productId: catalog.product._id, quantity: 2 }] } }), expect: 200 },
  'PUT /api/cart/update-qty': { request: () => ({ body: { _id: MADE_UP_ID, qty: 2 } }), expect: 404 },
  'DELETE /api/cart/delete-cart-item': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },
  'GET /api/cart/offers': { request: () => ({}), expect: 200 },
  // A code nobody made: refused, nothing applied.
  'POST /api/cart/apply-offer': { request: () => ({ body: { code: 'SECNOSUCHCODE' } }), expect: 400 },
  'DELETE /api/cart/offer': { request: () => ({}), expect: 200, harmlessWhenAccepted: true },
  'POST /api/cart/merge': {
    request: ({ catalog }) => ({ body: { lines: [{ productId: catalog.product._id, quantity: 1 }] }, headers: { 'Idempotency-Key': randomUUID() } }),
    expect: 200,
    harmlessWhenAccepted: true,
  },

  // orders (a made-up address: nothing is ordered, no stock moves)
  'POST /api/order/cash-on-delivery': { request: () => ({ body: { list_items: [], addressId: MADE_UP_ID, subTotalAmt: 1, totalAmt: 1 } }), expect: 400 },
  'POST /api/order/checkout': { request: () => ({ body: { list_items: [], addressId: MADE_UP_ID, subTotalAmt: 1, totalAmt: 1 } }), expect: 400 },
  'GET /api/order/order-list': { request: () => ({}), expect: 200 },
  // Unsigned: refused before anything is published.
  'POST /api/order/webhook': { request: () => ({ body: { id: 'evt_sec_probe', type: 'checkout.session.completed' } }), expect: 400 },
  // an order's life (a made-up order id: nothing moves)
  'POST /api/order/details': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },
  'POST /api/order/invoice': { request: () => ({ body: { orderId: MADE_UP_ID } }), expect: 404 },
  'POST /api/order/cancel': { request: () => ({ body: { _id: MADE_UP_ID, reason: 'Ordered by mistake' } }), expect: 404 },
  'POST /api/order/resume-payment': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },
  'POST /api/order/reorder': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },
  'POST /api/order/admin-list': { request: () => ({ body: { limit: 5 } }), expect: 200, harmlessWhenAccepted: true },
  'PUT /api/order/update-status': { request: () => ({ body: { _id: MADE_UP_ID, status: 'packed' } }), expect: 404 },
  'POST /api/order/refund': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },
  'POST /api/order/refund-part': { request: () => ({ body: { _id: MADE_UP_ID, amount: 10, reason: 'Torn pack' } }), expect: 404 },
  'POST /api/order/substitution': { request: () => ({ body: { orderId: MADE_UP_ID, lineId: MADE_UP_ID, accept: true } }), expect: 404 },
} satisfies SamplePart;
