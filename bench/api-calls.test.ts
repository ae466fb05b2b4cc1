import { describe, expect, it } from 'vitest';
import { routes } from '../functions/api/routes.js';
import { API_CALLS, type CallContext } from './api-calls.js';

const keyOf = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
const shopperCalls = routes.filter((r) => r.auth === 'public' || r.auth === 'user').map(keyOf);

const context: CallContext = {
  productIds: ['p1', 'p2'],
  categoryIds: ['c1'],
  subCategory: { categoryId: 'c1', subCategoryId: 's1' },
  cartProductIds: ['own1', 'own2'],
  addressId: 'a1',
  deliveredOrderId: 'o1',
  totalPages: 3,
  credentials: { email: 'bench@example.com', password: 'Shopper#12345' },
  refreshToken: 'refresh',
};

describe("the api section's calls (bench/api-calls.ts)", () => {
  it('declares every public and shopper call of the manifest, and nothing else', () => {
    expect(Object.keys(API_CALLS).sort()).toEqual([...shopperCalls].sort());
  });

  it('loads the cart bill, the cart offers and both checkout calls', () => {
    for (const key of ['POST /api/cart/bill', 'GET /api/cart/offers', 'POST /api/order/checkout', 'POST /api/order/cash-on-delivery'] as const) {
      expect(API_CALLS[key], key).not.toHaveProperty('notLoaded');
    }
  });

  it('sends each loaded call to its own route, signed in exactly when the route needs a shopper', () => {
    for (const [key, plan] of Object.entries(API_CALLS)) {
      if (!plan || !('load' in plan)) continue;
      const route = routes.find((r) => keyOf(r) === key);
      for (const request of plan.load(context)) {
        expect(keyOf(request), plan.id).toBe(key);
        expect(Boolean(request.auth), `${plan.id} auth`).toBe(route?.auth === 'user');
      }
    }
  });

  it('gives every row its own id, and every call left out a reason', () => {
    const ids = Object.values(API_CALLS).flatMap((plan) => (plan && 'id' in plan ? [plan.id] : []));
    expect(new Set(ids).size).toBe(ids.length);
    for (const plan of Object.values(API_CALLS)) if (plan && 'notLoaded' in plan) expect(plan.notLoaded.length).toBeGreaterThan(10);
  });
});
