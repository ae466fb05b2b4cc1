import type { Sample } from './sample-kit.js';

const MADE_UP_ID = 'sec-no-such-id-0000';

/** Claims after delivery: a made-up order is not the caller's (404); a made-up store or claim is 404 to an admin. */
export const claimSamples = {
  'POST /api/order/claim': { request: () => ({ body: { orderId: MADE_UP_ID, lines: [{ productId: MADE_UP_ID, quantity: 1 }], reason: 'damaged' } }), expect: 404 },
  'POST /api/order/claims': { request: () => ({ body: { orderId: MADE_UP_ID } }), expect: 404 },
  'POST /api/claim/get': { request: () => ({ body: { storeId: MADE_UP_ID } }), expect: 404 },
  'POST /api/claim/decide': { request: () => ({ body: { claimId: `${MADE_UP_ID}.1`, reject: 'Probe' } }), expect: 404 },
} satisfies Record<string, Sample>;
