import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiRequest } from './api-client';
import { subscribeSession } from './auth-session';
import { jsonResponse, memoryStorage } from './test-support';

/** Amplify, at its module's edge: the tokens it would hand out. */
const amplify = vi.hoisted(() => ({ accessToken: vi.fn<(options?: { forceRefresh?: boolean }) => Promise<string | null>>() }));
vi.mock('./amplify', () => amplify);

/** What Amplify keeps in localStorage for a signed-in user: a session is stored. */
const SESSION_KEY = 'CognitoIdentityServiceProvider.client-1.LastAuthUser';

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

describe('api client', () => {
  it('sends JSON with credentials and returns the envelope', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, error: false, message: 'Category added', data: { _id: 'c1' } }));

    const reply = await api.post('/api/category/add-category', { name: 'Dairy', image: '/media/category/a.webp' });

    expect(reply.data._id).toBe('c1');
    expect(reply.message).toBe('Category added');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/category/add-category');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe(JSON.stringify({ name: 'Dairy', image: '/media/category/a.webp' }));
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
  });

  it("attaches the session's access token (from Amplify) as a Bearer header", async () => {
    localStorage.setItem(SESSION_KEY, 'u1');
    amplify.accessToken.mockResolvedValue('token-123');
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, error: false, message: '', data: [] }));

    await api.get('/api/cart/get');

    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-123');
    expect(init?.body).toBeUndefined();
  });

  it("sends the stored access token while it has more than a minute left, without Amplify's code; a refused one is renewed by Amplify", async () => {
    const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;
    const stored = jwt(Math.floor(Date.now() / 1000) + 3600);
    localStorage.setItem(SESSION_KEY, 'u1');
    localStorage.setItem('CognitoIdentityServiceProvider.client-1.u1.accessToken', stored);
    amplify.accessToken.mockResolvedValue('refreshed');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, error: false, message: '', data: [] }));
    await api.get('/api/cart/get');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toBe(`Bearer ${stored}`);
    expect(amplify.accessToken).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(jsonResponse(401, { message: 'Unauthorized' })).mockResolvedValueOnce(jsonResponse(200, { success: true, error: false, message: '', data: [] }));
    await api.get('/api/cart/get');
    expect(amplify.accessToken.mock.calls).toEqual([[{ forceRefresh: true }]]);
    expect(new Headers(fetchMock.mock.calls[2]?.[1]?.headers).get('authorization')).toBe('Bearer refreshed');

    // About to expire: Amplify's, which refreshes it first.
    localStorage.setItem('CognitoIdentityServiceProvider.client-1.u1.accessToken', jwt(Math.floor(Date.now() / 1000) + 30));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, error: false, message: '', data: [] }));
    await api.get('/api/cart/get');
    expect(new Headers(fetchMock.mock.calls[3]?.[1]?.headers).get('authorization')).toBe('Bearer refreshed');
  });

  it('asks Amplify for nothing when nobody is signed in, or for a public call', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { success: true, error: false, message: '', data: [] }));
    await api.get('/api/cart/get');
    localStorage.setItem(SESSION_KEY, 'u1');
    await api.get('/api/category/get', { auth: 'none' });
    expect(amplify.accessToken).not.toHaveBeenCalled();
    for (const call of fetchMock.mock.calls) expect(new Headers(call[1]?.headers).has('authorization')).toBe(false);
  });

  it('throws the server message and status on a non-2xx reply', async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { success: false, error: true, message: 'Category Dairy already exists' }));

    // Not the contract's body: the server's answer is what this is about.
    const failure = apiRequest('POST', '/api/category/add-category', {});

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 409, message: 'Category Dairy already exists' });
  });

  it('carries every field problem of a refused body, and none for other failures', async () => {
    const problems = [
      { field: 'pincode', message: 'Enter a 6-digit PIN code' },
      { field: 'mobile', message: 'Mobile number has 10 digits' },
    ];
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { success: false, error: true, message: 'Enter a 6-digit PIN code; Mobile number has 10 digits', problems }));
    await expect(apiRequest('POST', '/api/address/create', {})).rejects.toMatchObject({ status: 400, problems });
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { success: false, error: true, message: 'Taken' }));
    await expect(apiRequest('POST', '/api/address/create', {})).rejects.toMatchObject({ status: 409, problems: [] });
  });

  it('throws when a 2xx reply says success: false', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: false, error: true, message: 'Nope' }));

    await expect(apiRequest('GET', '/api/x')).rejects.toMatchObject({ status: 200, message: 'Nope' });
  });

  it('explains replies that are not the envelope', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));

    await expect(apiRequest('GET', '/api/x')).rejects.toMatchObject({ status: 502, message: 'Request failed (502 Bad Gateway)' });
  });

  it('turns a network failure into an ApiError', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));

    await expect(apiRequest('GET', '/api/x')).rejects.toMatchObject({ status: 0 });
  });
});

const ok = (data: unknown, message = '') => jsonResponse(200, { success: true, error: false, message, data });
const unauthorized = () => jsonResponse(401, { message: 'Unauthorized' });
const authOf = (call: Parameters<typeof fetch> | undefined) => new Headers(call?.[1]?.headers).get('authorization');

describe('a refused token: a fresh one from Amplify, once', () => {
  beforeEach(() => {
    localStorage.setItem(SESSION_KEY, 'u1');
    amplify.accessToken.mockImplementation(async (options) => (options?.forceRefresh ? 'new-access' : 'old-access'));
  });

  it('asks Amplify for a new token on a 401 and retries with it', async () => {
    fetchMock.mockResolvedValueOnce(unauthorized()).mockResolvedValueOnce(ok({ name: 'Asha' }));

    const reply = await api.get('/api/user/user-details');

    expect(reply.data.name).toBe('Asha');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/user/user-details', '/api/user/user-details']);
    expect(authOf(fetchMock.mock.calls[0])).toBe('Bearer old-access');
    expect(authOf(fetchMock.mock.calls[1])).toBe('Bearer new-access');
    expect(amplify.accessToken.mock.calls).toEqual([[{}], [{ forceRefresh: true }]]);
  });

  it('retries only once: a second 401 surfaces', async () => {
    fetchMock.mockResolvedValue(unauthorized());
    await expect(api.get('/api/user/user-details')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('ends the session when Cognito will not refresh it (Amplify has no token), and lets the original error surface', async () => {
    amplify.accessToken.mockImplementation(async (options) => (options?.forceRefresh ? null : 'old-access'));
    const heard: string[] = [];
    const unsubscribe = subscribeSession((change) => heard.push(change));
    fetchMock.mockResolvedValue(unauthorized());

    await expect(api.get('/api/cart/get')).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.length).toBe(0);
    expect(heard).toEqual(['signed-out']);
    unsubscribe();
  });

  it('keeps the session when the refresh fails for network reasons', async () => {
    amplify.accessToken.mockImplementation(async (options) => {
      if (options?.forceRefresh) throw Object.assign(new Error('Failed to fetch'), { name: 'NetworkError' });
      return 'old-access';
    });
    fetchMock.mockResolvedValue(unauthorized());
    await expect(api.get('/api/cart/get')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(SESSION_KEY)).toBe('u1');
  });

  it("sends extra headers and leaves the token off with auth: 'none'", async () => {
    fetchMock.mockResolvedValue(ok(null));
    await api.put('/api/user/forgot-password', { email: 'a@b.c' }, { auth: 'none', headers: { 'X-Extra': '1' } });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('x-extra')).toBe('1');
    expect(headers.has('authorization')).toBe(false);
    expect(amplify.accessToken).not.toHaveBeenCalled();
  });

  it('names the store whose stock a call answers with (X-Store-Id), and none for the default store', async () => {
    fetchMock.mockImplementation(async () => ok([]));
    await api.post('/api/product/search-product', { search: 'milk', page: 1 }, { auth: 'none', storeId: 'store-blr' });
    await api.post('/api/product/search-product', { search: 'milk', page: 1 }, { auth: 'none', storeId: null });
    await api.post('/api/product/search-product', { search: 'milk', page: 1 }, { auth: 'none' });
    const sent = fetchMock.mock.calls.map((call) => new Headers(call[1]?.headers).get('x-store-id'));
    expect(sent).toEqual(['store-blr', null, null]);
  });
});

describe('idempotent calls: one Idempotency-Key per call, the same on its retries', () => {
  const keyOf = (call: Parameters<typeof fetch> | undefined) => new Headers(call?.[1]?.headers).get('idempotency-key');
  const address = { address_line: '1 MG Road', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411001', mobile: '9876543210' };

  beforeEach(() => {
    localStorage.setItem(SESSION_KEY, 'u1');
    amplify.accessToken.mockImplementation(async (options) => (options?.forceRefresh ? 'new-access' : 'old-access'));
  });

  it('sends a fresh key on each call, and none on calls that do not ask for one', async () => {
    fetchMock.mockImplementation(async () => ok({ _id: 'a1' }));

    await api.post('/api/address/create', address, { idempotent: true });
    await api.post('/api/address/create', address, { idempotent: true });
    await api.post('/api/address/create', address);

    const [first, second, plain] = fetchMock.mock.calls.map(keyOf);
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(second).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(second).not.toBe(first);
    expect(plain).toBeNull();
  });

  it('keeps the key when it retries after a 401 with a fresh token', async () => {
    fetchMock.mockResolvedValueOnce(unauthorized()).mockResolvedValueOnce(ok({ _id: 'a1' }));

    await api.post('/api/address/create', address, { idempotent: true });

    expect(authOf(fetchMock.mock.calls[1])).toBe('Bearer new-access');
    expect(keyOf(fetchMock.mock.calls[1])).toBe(keyOf(fetchMock.mock.calls[0]));
  });

  it('sends it once more after a network failure, with the same key; a call without a key is not retried', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed')).mockResolvedValueOnce(ok({ _id: 'a1' }));
    const reply = await api.post('/api/address/create', address, { idempotent: true });
    expect(reply.data._id).toBe('a1');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(keyOf(fetchMock.mock.calls[1])).toBe(keyOf(fetchMock.mock.calls[0]));

    fetchMock.mockReset();
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed')).mockResolvedValueOnce(ok({ _id: 'a2' }));
    await expect(api.post('/api/address/create', address)).rejects.toMatchObject({ status: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
