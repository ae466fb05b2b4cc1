import { randomUUID } from 'node:crypto';
import { api } from '../helpers.js';
import { MADE_UP_ID, unique, randomEmail, storeFields, type SamplePart } from './sample-kit.js';

/** Running the stores (the rules for a sample are in sample-kit.ts): offers, stores and stock, exports and imports, the dashboard, riders, picking and ratings. */
export const operationsSamples = {
  // offers (the seeded WELCOME50's code again: nothing is stored; a made-up offer to change or delete)
  'GET /api/offer/get': { request: () => ({}), expect: 200 },
  'POST /api/offer/create': {
    request: () => ({ body: { code: 'welcome50', title: unique('Security Probe Offer'), kind: 'flat', flatPaise: 100 } }),
    expect: 409,
    // A fuzzed offer may be valid (another code, or none): it goes again.
    undo: async (accepted, adminToken) => {
      const id = (accepted.body.data as { _id?: string } | undefined)?._id;
      if (!id) throw new Error(`offer create accepted without an _id: ${JSON.stringify(accepted.body)}`);
      const removed = await api('DELETE', '/api/offer/delete', { token: adminToken, body: { _id: id } });
      if (removed.status !== 200) throw new Error(`could not undo offer ${id}: ${removed.status} ${removed.body.message}`);
    },
  },
  'PUT /api/offer/update': { request: () => ({ body: { _id: MADE_UP_ID, title: 'Security probe', kind: 'flat', flatPaise: 100 } }), expect: 404 },
  'DELETE /api/offer/delete': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },

  // dark stores (a made-up store, or a pincode a seeded store serves: nothing is stored)
  'POST /api/store/serviceability': { request: () => ({ body: { pincode: '560099' } }), expect: 200 },
  'GET /api/store/get': { request: () => ({}), expect: 200 },
  'POST /api/store/create': {
    request: () => ({ body: { ...storeFields, name: unique('Security Probe Store'), zones: [{ pincode: '400001', travelMinutes: 5 }] } }),
    expect: 409,
    // A fuzzed store may be valid (no zones, or another pincode): it goes again.
    undo: async (accepted, adminToken) => {
      const id = (accepted.body.data as { _id?: string } | undefined)?._id;
      if (!id) throw new Error(`store create accepted without an _id: ${JSON.stringify(accepted.body)}`);
      const removed = await api('DELETE', '/api/store/delete', { token: adminToken, body: { _id: id } });
      if (removed.status !== 200) throw new Error(`could not undo store ${id}: ${removed.status} ${removed.body.message}`);
    },
  },
  'PUT /api/store/update': { request: () => ({ body: { _id: MADE_UP_ID, paused: true, reason: 'Security probe' } }), expect: 404 },
  'DELETE /api/store/delete': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },
  'POST /api/store/empty-stock': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },
  'POST /api/store/stock': { request: () => ({ body: { storeId: MADE_UP_ID, filter: 'low' } }), expect: 404 },
  'PUT /api/store/update-stock': {
    request: ({ catalog }) => ({ body: { storeId: MADE_UP_ID, productId: catalog.product._id, stock: 5, stockSeen: 0 } }),
    expect: 404,
  },
  'GET /api/store/low-stock': { request: () => ({}), expect: 200 },
  // stock batches: a made-up store is refused before anything is written
  'POST /api/store/receive-stock': {
    request: ({ catalog }) => ({ body: { storeId: MADE_UP_ID, productId: catalog.product._id, quantity: 5, expiresOn: '2099-12-31' }, headers: { 'Idempotency-Key': randomUUID() } }),
    expect: 404,
  },
  'POST /api/store/receive-stock-csv': { request: ({ catalog }) => ({ body: { storeId: MADE_UP_ID, csv: `productId,quantity\n${catalog.product._id},5\n` } }), expect: 404 },
  'POST /api/store/write-offs': { request: () => ({ body: { storeId: MADE_UP_ID } }), expect: 404 },
  'PUT /api/store/write-offs': { request: () => ({ body: { storeId: MADE_UP_ID, batchId: MADE_UP_ID } }), expect: 404 },

  // exports: an accepted one queues a job that writes its own expiring job item and a file under
  // export/, nothing of the catalog or of anyone's account
  'POST /api/product/export': { request: () => ({ body: {} }), expect: 200, harmlessWhenAccepted: true },
  'POST /api/order/export': { request: () => ({ body: { from: '2026-01-01', to: '2026-01-02' } }), expect: 200, harmlessWhenAccepted: true },
  'POST /api/export/status': { request: () => ({ body: { jobId: MADE_UP_ID } }), expect: 404 },
  // imports: a key no upload has (nothing is queued), and a made-up job
  'POST /api/product/import': { request: () => ({ body: { key: 'import/sec-no-such-upload.csv', createMissingCategories: false } }), expect: 400 },
  'POST /api/product/import-status': { request: () => ({ body: { jobId: MADE_UP_ID } }), expect: 404 },
  // the dashboard (reads only)
  'POST /api/report/summary': { request: () => ({ body: { from: '2026-01-01', to: '2026-01-02' } }), expect: 200 },
  // riders (a made-up store, rider or order: nothing is stored). The rider's own routes refuse every
  // caller of the matrix; the fuzzer sends them as a rider of a store of its own.
  'GET /api/rider/get': { request: () => ({}), expect: 200 },
  'POST /api/rider/create': { request: () => ({ body: { name: 'Security Probe Rider', email: randomEmail(), mobile: '9876501234', storeId: MADE_UP_ID } }), expect: 400 },
  'PUT /api/rider/update': { request: () => ({ body: { _id: MADE_UP_ID, name: 'Security Probe Rider' } }), expect: 404 },
  'GET /api/rider/me': { request: () => ({}) },
  // The fuzzer's rider is the only one at its own store: on duty there, it is offered nothing of anyone's.
  'PUT /api/rider/duty': { request: () => ({ body: { onDuty: false } }), harmlessWhenAccepted: true },
  'POST /api/rider/pickup': { request: () => ({ body: { _id: MADE_UP_ID } }) },
  'POST /api/rider/deliver': { request: () => ({ body: { _id: MADE_UP_ID, code: '1234' } }) },
  'POST /api/rider/fail': { request: () => ({ body: { _id: MADE_UP_ID, reason: 'Security probe' } }) },
  'POST /api/order/assign': { request: () => ({ body: { _id: MADE_UP_ID, riderId: MADE_UP_ID } }), expect: 404 },
  // The matrix's rider holds no order out for delivery: a position is refused and nothing stored.
  'PUT /api/rider/location': { request: () => ({ body: { lat: 12.97, lng: 77.64, accuracy: 10 } }), expect: 409 },
  'POST /api/order/rider-position': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },
  // picking (a made-up store, product or order: nothing is stored). The matrix's picker is of a real
  // store: a made-up store or order is "not found" to it as to an admin.
  'GET /api/picker/get': { request: () => ({}), expect: 200 },
  'POST /api/picker/create': { request: () => ({ body: { name: 'Security Probe Picker', email: randomEmail(), storeId: MADE_UP_ID } }), expect: 400 },
  'POST /api/picker/queue': { request: () => ({ body: { storeId: MADE_UP_ID } }), expect: 404 },
  'POST /api/picker/start': { request: () => ({ body: { orderId: MADE_UP_ID } }), expect: 404 },
  'POST /api/picker/scan': { request: () => ({ body: { orderId: MADE_UP_ID, code: '8901030865275' } }), expect: 404 },
  'POST /api/picker/unavailable': { request: () => ({ body: { orderId: MADE_UP_ID, lineId: MADE_UP_ID, quantity: 1 } }), expect: 404 },
  'POST /api/picker/packed': { request: () => ({ body: { orderId: MADE_UP_ID } }), expect: 404 },
  'PUT /api/store/update-shelf': { request: () => ({ body: { storeId: MADE_UP_ID, productId: MADE_UP_ID, shelf: 'A3-2' } }), expect: 404 },
  'POST /api/store/stock-gaps': { request: () => ({ body: { storeId: MADE_UP_ID } }), expect: 200 },
  // ratings: a made-up order is not the caller's (404); scores of a made-up store are 404 to an admin
  'POST /api/order/rate': { request: () => ({ body: { orderId: MADE_UP_ID, delivery: 'up' } }), expect: 404 },
  'POST /api/order/rating': { request: () => ({ body: { orderId: MADE_UP_ID } }), expect: 404 },
  'POST /api/rating/scores': { request: () => ({ body: { storeId: MADE_UP_ID } }), expect: 404 },
  'POST /api/rating/products': { request: () => ({ body: { productIds: [MADE_UP_ID] } }), expect: 200 },
  // store credit: the caller's own ledger; a grant to a made-up user is 404 to an admin
  'POST /api/credit/get': { request: () => ({ body: {} }), expect: 200 },
  'POST /api/credit/grant': { request: () => ({ body: { userId: MADE_UP_ID, amount: 10, reason: 'Probe' }, headers: { 'idempotency-key': randomUUID() } }), expect: 404 },
} satisfies SamplePart;
