import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', memoryStorage());
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends JSON with credentials and returns the envelope', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, error: false, message: 'Category added', data: { _id: 'c1' } }));

    const reply = await api.post<{ _id: string }>('/api/category/add-category', { name: 'Dairy', image: '/media/category/a.webp' });

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

  it('attaches the stored access token as a Bearer header', async () => {
    localStorage.setItem('accesstoken', 'token-123');
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, error: false, message: '', data: [] }));

    await api.get('/api/category/get');

    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-123');
    expect(init?.body).toBeUndefined();
  });

  it('throws the server message and status on a non-2xx reply', async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { success: false, error: true, message: 'Category Dairy already exists' }));

    const failure = api.post('/api/category/add-category', {});

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 409, message: 'Category Dairy already exists' });
  });

  it('throws when a 2xx reply says success: false', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: false, error: true, message: 'Nope' }));

    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 200, message: 'Nope' });
  });

  it('explains replies that are not the envelope', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));

    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 502, message: 'Request failed (502 Bad Gateway)' });
  });

  it('turns a network failure into an ApiError', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));

    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 0 });
  });
});
