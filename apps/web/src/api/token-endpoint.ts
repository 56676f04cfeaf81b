import { Messages, REQUEST_TIMEOUT_MS } from '@puhuo/domain';

/** The web client's id and secret are embedded, as the spec says. */
export const CLIENT_ID = 'lanhai-web';
export const CLIENT_SECRET = 'lanhai-web-secret';

export interface TokenSuccess {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

export interface TokenFailure {
  error: string;
  error_description: string;
}

export type TokenResult = TokenSuccess | TokenFailure;

export const isTokenFailure = (result: TokenResult): result is TokenFailure => 'error' in result;

/** What /connect/token said, or `null` when it could not be asked (network down, time-out). */
export interface TokenAnswer {
  status: number;
  result: TokenResult;
}

/**
 * The token endpoint answers OAuth2's `{ error, error_description }` for a refused grant, but the
 * app's envelope `{ error: { code, message } }` for what its other layers refuse (the abuse limits'
 * 429, a tenant mismatch): both become a TokenFailure whose description is the words to show.
 */
function toTokenResult(body: unknown): TokenResult {
  const value = (body ?? {}) as Record<string, unknown>;
  if (typeof value.access_token === 'string') return value as unknown as TokenSuccess;
  const error = value.error;
  if (typeof error === 'string') {
    const description = typeof value.error_description === 'string' ? value.error_description : '';
    return { error, error_description: description || Messages.loginFailedRetry };
  }
  if (error && typeof error === 'object') {
    const envelope = error as { code?: unknown; message?: unknown };
    return {
      error: typeof envelope.code === 'string' && envelope.code ? envelope.code : 'server_error',
      error_description:
        typeof envelope.message === 'string' && envelope.message ? envelope.message : Messages.loginFailedRetry,
    };
  }
  return { error: 'server_error', error_description: Messages.loginFailedRetry };
}

/** The token request was given up after REQUEST_TIMEOUT_MS without an answer. */
export const isTimeoutError = (error: unknown): boolean =>
  error instanceof DOMException ? error.name === 'TimeoutError' : (error as Error | null)?.name === 'TimeoutError';

/**
 * POST /connect/token, form-encoded, same-origin: the HttpOnly refresh cookie goes along by itself
 * and a sign-in's answer sets a new one. Throws only when no answer came: a network error, or a
 * TimeoutError after the spec's REQUEST_TIMEOUT_MS (60 s; a timer of the page, not
 * AbortSignal.timeout, so a test's clock can run it out).
 */
export async function postTokenForm(form: Record<string, string>, tenantId?: string): Promise<TokenAnswer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
  if (tenantId) headers.__tenant = tenantId;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('the token request timed out', 'TimeoutError')),
    REQUEST_TIMEOUT_MS,
  );
  try {
    const response = await fetch('/connect/token', {
      method: 'POST',
      headers,
      credentials: 'same-origin',
      body: new URLSearchParams({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, ...form }).toString(),
      signal: controller.signal,
    });
    const body = await response.json().catch(() => null);
    const result = toTokenResult(body);
    // a 200 without a token is no success
    if (response.ok && isTokenFailure(result)) return { status: 502, result };
    return { status: response.status, result };
  } finally {
    clearTimeout(timer);
  }
}
