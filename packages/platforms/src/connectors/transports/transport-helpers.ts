import { classifyFailure } from '../../core/classify.ts';
import type { CallContext, ResolvedConnectorOptions } from '../../core/connector.ts';
import { type HttpResponse, retryAfterMs, sendHttp } from '../../core/http-client.ts';

export interface TransportApi {
  station: number;
  options: ResolvedConnectorOptions;
  now(): Date;
}

/** parameters as the form-encoded text platforms sign: objects and arrays as JSON */
export function stringParams(params: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    out[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return out;
}

export const seconds = (date: Date) => String(Math.floor(date.getTime() / 1000));

/** the API base for a call: fanmeng shops bring their own */
export const baseOf = (api: TransportApi, context: CallContext) =>
  (context.shop?.apiUrl ?? api.options.baseUrl).replace(/\/+$/, '');

export const appOf = (api: TransportApi, context: CallContext) => context.shop?.app ?? api.options.app;

export function post(
  api: TransportApi,
  url: string,
  body: { form: Record<string, string> } | { json: string },
  headers: Record<string, string> = {},
): Promise<HttpResponse> {
  const isForm = 'form' in body;
  return sendHttp(api.options.fetch, {
    url,
    method: 'POST',
    headers: {
      'content-type': isForm ? 'application/x-www-form-urlencoded' : 'application/json',
      ...headers,
    },
    body: isForm ? new URLSearchParams(body.form).toString() : body.json,
    timeoutMs: api.options.timeoutMs,
    station: api.station,
  });
}

export { retryAfterMs };

export const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/**
 * An OAuth token request carrying the app secret (taobao, kuaishou, 1688): a form POST whose error
 * answer is `{ error, error_description }` (or the platform's own shape, read by `failed`).
 */
export async function tokenRequest(
  api: TransportApi,
  url: string,
  form: Record<string, string>,
  failed: (body: Record<string, unknown>) => { code: unknown; subCode?: unknown; message: unknown } | null = (body) =>
    body.error ? { code: body.error, subCode: body.sub_code, message: body.error_description } : null,
): Promise<Record<string, unknown>> {
  const response = await post(api, url, { form });
  const body = asRecord(response.json);
  const failure = failed(body);
  if (!failure) return body;
  throw classifyFailure({
    station: api.station,
    httpStatus: response.status,
    code: failure.code as string,
    subCode: failure.subCode as string | undefined,
    message: failure.message as string | undefined,
    retryAfterMs: retryAfterMs(response.headers),
  });
}
