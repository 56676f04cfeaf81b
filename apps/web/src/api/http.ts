import { Messages, REQUEST_TIMEOUT_MS } from '@puhuo/domain';
import { readCookie, TENANT_COOKIE, TOKEN_COOKIE } from './cookies.ts';
import { feedback } from './feedback.ts';

export interface RequestOptions {
  /** calls marked no-error-message show nothing on failure (spec §8) */
  noErrorMessage?: boolean;
  signal?: AbortSignal;
}

export interface ApiErrorBody {
  error?: { code?: string | null; message?: string; details?: string | null };
  error_description?: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
  ) {
    super(body?.error?.message ?? body?.error_description ?? `request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = readCookie(TOKEN_COOKIE);
  const tenant = readCookie(TENANT_COOKIE);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (tenant) headers.__tenant = tenant;
  return headers;
}

/** Spec §8: how each failure is shown to the user. */
function showFailure(status: number, body: ApiErrorBody | null): void {
  const err = body?.error;
  if (status >= 500) {
    feedback.error(err?.message ?? 'Server error');
  } else if (status === 401) {
    feedback.warning(Messages.authorizationFailed);
  } else if ((status === 400 || status === 403) && err?.code !== 'lockout') {
    const text = err?.details || body?.error_description || err?.message;
    if (text) feedback.warning(text);
  }
}

function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Drops empty strings from request bodies, as the spec's client does. */
export function stripEmptyStrings<T>(value: T): T {
  if (Array.isArray(value)) return value.map(stripEmptyStrings) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== '')
        .map(([k, v]) => [k, stripEmptyStrings(v)]),
    ) as T;
  }
  return value;
}

async function request<T>(
  method: string,
  path: string,
  options: RequestOptions & { query?: Record<string, unknown>; body?: unknown } = {},
): Promise<T> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = { ...authHeaders() };
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(stripEmptyStrings(options.body));
  }
  const response = await fetch(`${path}${toQueryString(options.query)}`, { method, headers, body, signal });
  if (response.ok) {
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  }
  const errorBody = (await response.json().catch(() => null)) as ApiErrorBody | null;
  if (!options.noErrorMessage) showFailure(response.status, errorBody);
  throw new ApiError(response.status, errorBody);
}

export const http = {
  get: <T>(path: string, query?: Record<string, unknown>, options?: RequestOptions) =>
    request<T>('GET', path, { ...options, query }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, query?: Record<string, unknown>, options?: RequestOptions) =>
    request<T>('DELETE', path, { ...options, query }),
};
