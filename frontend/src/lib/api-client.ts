import { getAccessToken } from './auth-session';

/** Every /api/* response body: the envelope built by functions/platform/route.ts. */
export interface ApiEnvelope<T> {
  success: boolean;
  error: boolean;
  message: string;
  data: T;
  /** Paging fields (totalNoPage, page, totalPage, totalCount) sit beside data. */
  [extra: string]: unknown;
}

/** A failed call: carries the server's message (shown verbatim in toasts, SPEC section 8) and status. */
export class ApiError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<ApiEnvelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    // No response body to quote, so this is the one message of our own.
    throw new ApiError('Network error: check your connection and try again', 0);
  }

  const json = await readJson(response);
  if (!isEnvelope(json)) {
    const status = [response.status, response.statusText].filter(Boolean).join(' ');
    throw new ApiError(`Request failed (${status})`, response.status);
  }
  if (!response.ok || json.success === false || json.error === true) {
    throw new ApiError(typeof json.message === 'string' ? json.message : '', response.status);
  }
  return json as ApiEnvelope<T>;
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body ?? {}),
  put: <T>(path: string, body: unknown) => apiRequest<T>('PUT', path, body),
  delete: <T>(path: string, body: unknown) => apiRequest<T>('DELETE', path, body),
};

/** The text to show for any thrown value: the server's message when there is one. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}
