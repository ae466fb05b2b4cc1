import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PreloadedCall } from '@/lib/preloaded-call';
import { api, apiRequest, preloadedCallsSettled, takePreloadedReply } from './api-client';
import { jsonResponse, memoryStorage } from './test-support';

/** The api client and the answers index.html preloaded (preload/main.ts); its other calls: api-client.test.ts. */

/** Amplify, at its module's edge: the tokens it would hand out. */
const amplify = vi.hoisted(() => ({ accessToken: vi.fn<(options?: { forceRefresh?: boolean }) => Promise<string | null>>() }));
vi.mock('./amplify', () => amplify);

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
});

afterEach(() => {
  fetchMock.mockReset();
  amplify.accessToken.mockReset();
  vi.unstubAllGlobals();
});

describe('answers preloaded by index.html (preload/main.ts)', () => {
  const envelope = { success: true, error: false, message: '', data: { _id: 'p1' } };
  const preloaded = (body: string, response: Promise<Response>, json?: unknown): PreloadedCall => ({
    method: 'POST',
    path: '/api/product/get-product-details',
    body,
    firstRender: true,
    response,
    json,
    settled: Promise.resolve(),
  });

  it('takes the preloaded answer to the very same call, once; another body or a second call goes to the network', async () => {
    const calls = [preloaded(JSON.stringify({ productId: 'p1' }), Promise.resolve(jsonResponse(200, envelope)))];
    vi.stubGlobal('window', { __preloadedCalls: calls });
    fetchMock.mockImplementation(async () => jsonResponse(200, { ...envelope, data: { _id: 'from-network' } }));

    expect((await api.post('/api/product/get-product-details', { productId: 'p2' })).data._id).toBe('from-network');
    expect((await api.post('/api/product/get-product-details', { productId: 'p1' })).data._id).toBe('p1');
    expect(calls).toHaveLength(0);
    expect((await api.post('/api/product/get-product-details', { productId: 'p1' })).data._id).toBe('from-network');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('makes the call itself when the preloaded one failed on the network', async () => {
    vi.stubGlobal('window', { __preloadedCalls: [preloaded(JSON.stringify({ productId: 'p1' }), Promise.reject(new TypeError('offline')))] });
    fetchMock.mockResolvedValue(jsonResponse(200, envelope));

    expect((await api.post('/api/product/get-product-details', { productId: 'p1' })).data._id).toBe('p1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('passes a preloaded error on like any other answer', async () => {
    const notFound = jsonResponse(404, { success: false, error: true, message: 'Product not found', data: null });
    vi.stubGlobal('window', { __preloadedCalls: [preloaded(JSON.stringify({ productId: 'p1' }), Promise.resolve(notFound))] });

    await expect(api.post('/api/product/get-product-details', { productId: 'p1' })).rejects.toMatchObject({ status: 404, message: 'Product not found' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hands a page its preloaded reply for initialData only once the JSON is in, and only once', () => {
    const pending = preloaded(JSON.stringify({ productId: 'p1' }), new Promise<Response>(() => {}));
    const done = preloaded(JSON.stringify({ productId: 'p2' }), Promise.resolve(jsonResponse(200, envelope)), envelope);
    vi.stubGlobal('window', { __preloadedCalls: [pending, done] });

    expect(takePreloadedReply('POST', '/api/product/get-product-details', { productId: 'p1' })).toBeUndefined();
    expect(takePreloadedReply('POST', '/api/product/get-product-details', { productId: 'p2' })).toEqual(envelope);
    expect(takePreloadedReply('POST', '/api/product/get-product-details', { productId: 'p2' })).toBeUndefined();
  });

  it('matches the method too: a preloaded GET (no body) serves the GET, not a POST to the same path', async () => {
    const categories = { success: true, error: false, message: '', data: [{ _id: 'c1' }] };
    const get: PreloadedCall = { method: 'GET', path: '/api/category/get', body: '', firstRender: false, response: Promise.resolve(jsonResponse(200, categories)), settled: Promise.resolve() };
    vi.stubGlobal('window', { __preloadedCalls: [get] });
    fetchMock.mockImplementation(async () => jsonResponse(200, { ...categories, data: [] }));

    // No call of the API (category/get is a GET): the same path with another method.
    expect((await apiRequest('POST', '/api/category/get', {})).data).toEqual([]);
    expect((await api.get('/api/category/get')).data).toEqual([{ _id: 'c1' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('takes a preloaded answer only for the store it was asked of (the stored choice the preload read)', async () => {
    const forStore = { ...preloaded(JSON.stringify({ productId: 'p1' }), Promise.resolve(jsonResponse(200, envelope)), envelope), storeId: 'store-blr' };
    vi.stubGlobal('window', { __preloadedCalls: [forStore] });
    fetchMock.mockImplementation(async () => jsonResponse(200, { ...envelope, data: { _id: 'from-network' } }));

    expect(takePreloadedReply('POST', '/api/product/get-product-details', { productId: 'p1' })).toBeUndefined();
    expect((await api.post('/api/product/get-product-details', { productId: 'p1' }, { storeId: 'store-mum' })).data._id).toBe('from-network');
    expect(takePreloadedReply('POST', '/api/product/get-product-details', { productId: 'p1' }, 'store-blr')).toEqual(envelope);
  });

  it('hands the home page its preloaded categories (a GET) for initialData, once', () => {
    const categories = { success: true, error: false, message: '', data: [{ _id: 'c1' }] };
    const get: PreloadedCall = { method: 'GET', path: '/api/category/get', body: '', firstRender: true, response: Promise.resolve(jsonResponse(200, categories)), settled: Promise.resolve(), json: categories };
    vi.stubGlobal('window', { __preloadedCalls: [get] });
    // @ts-expect-error: no call of the API (category/get is a GET), which is the point here.
    expect(takePreloadedReply('POST', '/api/category/get', {})).toBeUndefined();
    expect(takePreloadedReply('GET', '/api/category/get')).toEqual(categories);
    expect(takePreloadedReply('GET', '/api/category/get')).toBeUndefined();
  });

  it('holds the first render for the calls it renders with, also one an earlier answer starts, and not for the others', async () => {
    const events: string[] = [];
    let answerAddresses = () => {};
    let answerDelivery = () => {};
    let answerOrders = () => {};
    const calls: PreloadedCall[] = [];
    const call = (path: string, firstRender: boolean, settled: Promise<void>): PreloadedCall => ({ method: 'GET', path, body: '', firstRender, response: new Promise(() => {}), settled });
    const delivery = call('/api/store/serviceability', true, new Promise<void>((resolve) => (answerDelivery = resolve)).then(() => void events.push('delivery')));
    // As preload/main.ts does: the addresses' answer lists the delivery call before its own settling ends.
    const addresses = call('/api/address/get', true, new Promise<void>((resolve) => (answerAddresses = resolve)).then(() => void calls.push(delivery)));
    calls.push(addresses, call('/api/order/order-list', false, new Promise<void>((resolve) => (answerOrders = resolve))));
    vi.stubGlobal('window', { __preloadedCalls: calls });

    const held = preloadedCallsSettled().then(() => void events.push('render'));
    answerAddresses();
    await addresses.settled;
    // Long enough for the hold to have ended had it waited for the addresses alone.
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual([]);
    answerDelivery();
    await held;
    expect(events).toEqual(['delivery', 'render']);
    answerOrders();
  });

  describe('a signed-in page\'s calls, sent with the stored token (preload/session-calls.ts)', () => {
    const cart = { success: true, error: false, message: '', data: [{ _id: 'l1' }] };
    const sessionCall = (response: Promise<Response>, user = 'u-1'): PreloadedCall => ({
      method: 'GET',
      path: '/api/cart/get',
      body: '',
      storeId: 's1',
      user,
      firstRender: false,
      response,
      settled: Promise.resolve(),
    });
    const signIn = (user: string) => localStorage.setItem('CognitoIdentityServiceProvider.client-1.LastAuthUser', user);

    it('serves the same session\'s call without Amplify; another user\'s is left alone', async () => {
      signIn('u-1');
      vi.stubGlobal('window', { __preloadedCalls: [sessionCall(Promise.resolve(jsonResponse(200, cart)), 'u-2'), sessionCall(Promise.resolve(jsonResponse(200, cart)))] });
      expect((await api.get('/api/cart/get', { storeId: 's1' })).data).toEqual([{ _id: 'l1' }]);
      expect(fetchMock).not.toHaveBeenCalled();
      expect(amplify.accessToken).not.toHaveBeenCalled();

      amplify.accessToken.mockResolvedValue('fresh');
      fetchMock.mockResolvedValue(jsonResponse(200, { ...cart, data: [] }));
      expect((await api.get('/api/cart/get', { storeId: 's1' })).data).toEqual([]);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('asks Amplify for a token and makes the call itself when the API refused the stored one', async () => {
      signIn('u-1');
      const refused = jsonResponse(401, { message: 'Unauthorized' });
      vi.stubGlobal('window', { __preloadedCalls: [sessionCall(Promise.resolve(refused))] });
      amplify.accessToken.mockResolvedValue('fresh');
      fetchMock.mockResolvedValue(jsonResponse(200, cart));

      expect((await api.get('/api/cart/get', { storeId: 's1' })).data).toEqual([{ _id: 'l1' }]);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer fresh');
    });

    it('drops them when the session changes here', async () => {
      const { notify } = await import('./auth-session');
      const call = sessionCall(Promise.resolve(jsonResponse(200, cart)));
      const window = { __preloadedCalls: [call] };
      vi.stubGlobal('window', window);
      notify('signed-out');
      expect(window.__preloadedCalls).toEqual([]);
    });
  });
});
