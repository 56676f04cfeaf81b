import { REQUEST_TIMEOUT_MS } from '@puhuo/domain';
import { currentLocale, sharedMessage } from '../i18n/index.ts';
import { connectionLost, connectionRestored } from './connection-state.ts';
import { readCookie, TENANT_COOKIE, TOKEN_COOKIE } from './cookies.ts';
import { feedback } from './feedback.ts';
import { pddPageHeaders } from './pdd-page.ts';
import { refreshAccessToken } from './token-refresh.ts';

export interface RequestOptions {
  /** calls marked no-error-message show nothing on failure (spec §8) */
  noErrorMessage?: boolean;
  signal?: AbortSignal;
  /** headers of this request alone, e.g. an Idempotency-Key */
  headers?: Record<string, string>;
}

export interface ApiErrorBody {
  error?: { code?: string | null; message?: string; details?: string | null };
  error_description?: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    /** a 401 whose refresh the server refused: the sign-in is over (the session provider has been told) */
    readonly sessionEnded = false,
  ) {
    super(body?.error?.message ?? body?.error_description ?? `request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

/** A 401 the refresh could not cure: only this signs the user out. */
export const isSessionRefused = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** Whatever else failed (network, time-out, 5xx, 429) may work on a retry and never ends the sign-in. */
export const isTransientFailure = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status >= 500 || error.status === 429 || error.status === 408;

function tokenHeaders(token: string | undefined): Record<string, string> {
  // the server says its messages in the screens' language
  const headers: Record<string, string> = { 'Accept-Language': currentLocale() };
  const tenant = readCookie(TENANT_COOKIE);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (tenant) headers.__tenant = tenant;
  // spec §7: the two optional pdd page headers, from their cookies
  Object.assign(headers, pddPageHeaders());
  return headers;
}

/** Spec §8: how each failure is shown to the user. */
function showFailure(status: number, body: ApiErrorBody | null): void {
  const err = body?.error;
  if (status >= 500) {
    feedback.error(err?.message || sharedMessage('serverError'));
  } else if (status === 401) {
    feedback.warning(sharedMessage('authorizationFailed'));
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

type CallOptions = RequestOptions & { query?: Record<string, unknown>; body?: unknown };

function encodeBody(body: unknown): { body: BodyInit | undefined; contentType: string | undefined } {
  if (body === undefined) return { body: undefined, contentType: undefined };
  // a file upload: the browser writes the multipart boundary itself
  if (body instanceof FormData) return { body, contentType: undefined };
  return { body: JSON.stringify(stripEmptyStrings(body)), contentType: 'application/json' };
}

async function request<T>(method: string, path: string, options: CallOptions = {}): Promise<T> {
  const url = `${path}${toQueryString(options.query)}`;
  const { body, contentType } = encodeBody(options.body);
  const send = (token: string | undefined) => {
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const headers: Record<string, string> = { ...tokenHeaders(token), ...options.headers };
    if (contentType) headers['Content-Type'] = contentType;
    return fetch(url, { method, headers, body, signal });
  };

  const sentToken = readCookie(TOKEN_COOKIE);
  let response: Response;
  try {
    response = await send(sentToken);
  } catch (error) {
    // no answer at all (offline, the server restarting): the connection notice says so, once
    if (!options.signal?.aborted) connectionLost();
    throw error;
  }
  if (response.status === 503) connectionLost();
  else connectionRestored();
  let sessionEnded = false;
  // an expired access token (they live 30 minutes): refresh once, shared by every request that saw it, and retry
  if (response.status === 401 && sentToken) {
    const outcome = await refreshAccessToken(sentToken);
    if (outcome.kind === 'refreshed') response = await send(outcome.token);
    else sessionEnded = true;
  }
  if (response.ok) {
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  }
  const errorBody = (await response.json().catch(() => null)) as ApiErrorBody | null;
  // the sign-in is over: the login dialog says so; the server is away: the connection notice says so
  if (!options.noErrorMessage && !sessionEnded && response.status !== 503) showFailure(response.status, errorBody);
  throw new ApiError(response.status, errorBody, sessionEnded);
}

export const http = {
  get: <T>(path: string, query?: Record<string, unknown>, options?: RequestOptions) =>
    request<T>('GET', path, { ...options, query }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, query?: Record<string, unknown>, options?: RequestOptions) =>
    request<T>('DELETE', path, { ...options, query }),
  /** multipart upload (a file), with the same sign-in handling as every other call */
  upload: <T>(path: string, form: FormData, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body: form }),
};
