import { describe, expect, it } from 'vitest';
import { budgetKindOf, COLD_BUDGETS, overBudget } from './cold-budgets.js';
import { ENDS_ITS_SESSION, firstCallEnvironment, firstCallEvent, refusedFirstCalls } from './cold-invoke.js';

describe('cold-start budgets (bench/cold-budgets.ts)', () => {
  it('holds route functions to 250 ms of import, and gives Stripe functions more with a reason', () => {
    expect(budgetKindOf('api/cart/get-cart.ts', [])).toBe('function');
    expect(COLD_BUDGETS.function.importMs).toBe(250);
    expect(budgetKindOf('api/order/create-checkout.ts', [])).toBe('stripe');
    expect(COLD_BUDGETS.stripe.importMs).toBeGreaterThan(250);
    expect(COLD_BUDGETS.stripe.reason).toMatch(/Stripe/);
    expect(budgetKindOf('api/product/search-products.ts', ['api/product/search-products.ts'])).toBe('catalog');
    // Allowed over the bundle budget for its search, still a catalog route.
    expect(budgetKindOf('api/store/get-store-stock.ts', ['api/store/get-store-stock.ts'])).toBe('catalog');
  });

  it('names every function whose median import or first call is over its budget, and no other', () => {
    const missed = overBudget([
      { entry: 'api/cart/get-cart.ts', kind: 'function', importP50Ms: 120, firstCallP50Ms: 300 },
      { entry: 'api/user/login.ts', kind: 'function', importP50Ms: 251, firstCallP50Ms: 300 },
      { entry: 'api/order/cancel-order.ts', kind: 'stripe', importP50Ms: 300, firstCallP50Ms: COLD_BUDGETS.stripe.firstCallMs + 1 },
      { entry: 'jobs/build-catalog.ts', kind: 'function', importP50Ms: 100 },
    ]);
    expect(missed).toEqual([
      'api/user/login.ts (function): import p50 251 ms > 250 ms',
      `api/order/cancel-order.ts (stripe): first call p50 ${COLD_BUDGETS.stripe.firstCallMs + 1} ms > ${COLD_BUDGETS.stripe.firstCallMs} ms`,
    ]);
  });
});

describe("a function's first call in the cold section (bench/cold-invoke.ts)", () => {
  const stackEnv = {
    AWS_REGION: 'us-east-1',
    AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:42001',
    TABLE_NAME: 'quickbasket-local',
    CATALOG_BUCKET: 'quickbasket-catalog',
    IMAGES_BUCKET: 'quickbasket-images',
    STRIPE_SECRET_KEY: 'sk_test_local',
    STRIPE_WEBHOOK_SECRET: 'whsec_local_dev',
    STRIPE_API_URL: 'http://127.0.0.1:42000',
  };

  it("gets the stack's values of exactly the variables infra gives it", () => {
    const env = firstCallEnvironment('api/cart/get-cart.ts', stackEnv);
    expect(env).toMatchObject({ TABLE_NAME: 'quickbasket-local', AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:42001' });
    expect(env).not.toHaveProperty('CATALOG_BUCKET');
    expect(env).not.toHaveProperty('STRIPE_SECRET_KEY');
  });

  it("pays Stripe as the stack does: its key in place of the secret's ARN", () => {
    const env = firstCallEnvironment('api/order/create-checkout.ts', stackEnv);
    expect(env).toMatchObject({ STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_API_URL: 'http://127.0.0.1:42000' });
    expect(env).not.toHaveProperty('STRIPE_SECRET_ARN');
  });

  it("sends a route its own call, signed in at the route's level", () => {
    const claims = { user: { sub: 'shopper' }, admin: { sub: 'admin' } };
    const event = firstCallEvent('api/cart/get-cart.ts', claims) as { routeKey: string; requestContext: { authorizer: { jwt: { claims: unknown } } } };
    expect(event.routeKey).toBe('GET /api/cart/get');
    expect(event.requestContext.authorizer.jwt.claims).toEqual({ sub: 'shopper' });
    expect(firstCallEvent('consumers/finish-order.ts', claims)).toEqual({ Records: [] });
  });

  it('sends the calls that carry a token themselves the shopper\'s: refresh its refresh token, the live channel its access token and what the authorizer let in', () => {
    const claims = { user: { sub: 'shopper-sub', 'cognito:groups': ['ADMIN'] } };
    const tokens = { accessToken: 'access.jwt', refreshToken: 'refresh-token' };
    const refresh = firstCallEvent('api/user/refresh-token.ts', claims, tokens) as { headers: Record<string, string> };
    expect(refresh.headers.authorization).toBe('Bearer refresh-token');
    expect((firstCallEvent('api/cart/get-cart.ts', claims, tokens) as { headers: Record<string, string> }).headers).not.toHaveProperty('authorization');
    const authorize = firstCallEvent('ws/authorize.ts', claims, tokens) as { queryStringParameters: Record<string, string> };
    expect(authorize.queryStringParameters).toEqual({ token: 'access.jwt' });
    const connect = firstCallEvent('ws/connect.ts', claims, tokens) as { requestContext: { authorizer: Record<string, unknown> } };
    expect(connect.requestContext.authorizer).toEqual({ userId: 'shopper-sub', groups: 'ADMIN' });
  });

  it('names every function whose first call was refused (401, 403) in any run, and no other: a refusal is not a cold start', () => {
    expect(
      refusedFirstCalls([
        { entry: 'api/cart/get-cart.ts', outcomes: ['200', '401', '401'] },
        { entry: 'api/address/create-address.ts', outcomes: ['400', '400', '400'] },
        { entry: 'api/category/add-category.ts', outcomes: ['403'] },
        { entry: 'consumers/finish-order.ts', outcomes: ['ok', 'ok'] },
        { entry: 'jobs/build-catalog.ts', outcomes: [] },
        { entry: 'ws/authorize.ts', outcomes: ['ok', 'threw: Unauthorized'] },
      ]),
    ).toEqual([
      'api/cart/get-cart.ts: first call answered 401 in 2 of 3 runs',
      'api/category/add-category.ts: first call answered 403 in 1 of 1 runs',
      'ws/authorize.ts: first call answered threw: Unauthorized in 1 of 2 runs',
    ]);
  });

  it('gives logout a session of its own: it ends the session it is called with, which every other signed-in call shares', () => {
    expect(ENDS_ITS_SESSION.has('api/user/logout.ts')).toBe(true);
  });
});
