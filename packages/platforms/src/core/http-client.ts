import { PlatformError } from './platform-error.ts';

export type FetchLike = typeof fetch;

export interface HttpRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
  station: number;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  /** the parsed JSON body, or undefined when the body is not JSON */
  json: unknown;
  text: string;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/** Seconds (or an HTTP date) from Retry-After, as milliseconds. */
export function retryAfterMs(headers: Headers): number | undefined {
  const raw = headers.get('retry-after');
  if (!raw) return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(raw);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/**
 * One HTTP exchange. Network failures and time-outs become `transient`; a response that is not JSON
 * is classified by its status (429 rate limited, 5xx transient, other permanent). A JSON response is
 * handed back for the platform's own classification.
 */
export async function sendHttp(fetchImpl: FetchLike, request: HttpRequest): Promise<HttpResponse> {
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(request.url, {
      method: request.method ?? 'POST',
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new PlatformError('transient', timedOut ? '平台响应超时' : '无法连接平台', {
      station: request.station,
      code: timedOut ? 'TIMEOUT' : 'NETWORK',
      cause: error,
    });
  }
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (json === undefined || typeof json !== 'object' || json === null) {
    const status = response.status;
    if (status === 429) {
      throw new PlatformError('rateLimited', '平台限流，请稍后再试', {
        station: request.station,
        code: 'HTTP_429',
        retryAfterMs: retryAfterMs(response.headers),
      });
    }
    if (status >= 500) {
      throw new PlatformError('transient', `平台服务暂不可用（HTTP ${status}）`, {
        station: request.station,
        code: `HTTP_${status}`,
      });
    }
    if (status >= 300) {
      throw new PlatformError('permanent', `平台拒绝了请求（HTTP ${status}）`, {
        station: request.station,
        code: `HTTP_${status}`,
      });
    }
    throw new PlatformError('transient', '平台返回了无法识别的内容', { station: request.station, code: 'BAD_BODY' });
  }
  return { status: response.status, headers: response.headers, json, text };
}
