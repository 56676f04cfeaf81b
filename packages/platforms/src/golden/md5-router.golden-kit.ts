import { expect } from 'vitest';
import type { AppCredentials, ConnectorFactory } from '../core/connector.ts';
import type { FetchLike } from '../core/http-client.ts';
import { unlimited } from '../core/rate-limiter.ts';
import { md5WrappedSign } from '../core/signing.ts';

/**
 * Golden fixtures of the MD5 router platforms (pdd, kuaituantuan, taobao TOP): one recorded exchange in the
 * platform's real shape, its source named beside it.
 */
export interface GoldenCall {
  /** where the request and answer shapes come from (repository + path, or doc page) */
  source: string;
  /** the API name (pdd `type`, TOP `method`); absent for a call outside the router (TOP's OAuth token) */
  method?: string;
  /** the business parameters exactly as sent (form text; objects as JSON text) */
  request: Record<string, string>;
  /** the answer body exactly as the platform returns it */
  answer: Record<string, unknown>;
  /** the answer's HTTP status (200 unless said) */
  status?: number;
}

export interface RecordedRequest {
  url: string;
  method: string;
  contentType: string;
  /** query and body parameters together */
  params: Record<string, string>;
}

const JSON_TEXT = /^[[{]/;

/** a parameter's value in comparable form: JSON text parsed (so key order does not matter), else the text */
const comparable = (value: string | undefined) => {
  if (value !== undefined && JSON_TEXT.test(value)) {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return value;
};

/** the business parameters (everything but the gateway's own) of a recorded request */
export function businessParams(params: Record<string, string>, system: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params)
      .filter(([k]) => !system.includes(k))
      .map(([k, v]) => [k, comparable(v)]),
  );
}

/** the golden request in the same comparable form */
export const expectedParams = (call: GoldenCall) =>
  Object.fromEntries(Object.entries(call.request).map(([k, v]) => [k, comparable(v)]));

/**
 * A fetch that records every request and answers each with the first unused fixture whose method and
 * request parameters match what was sent (so a test fails when the connector sends another shape).
 */
export function recordingFetch(
  calls: readonly GoldenCall[],
  options: { methodParam: string; system: readonly string[] },
): { fetch: FetchLike; requests: RecordedRequest[]; unanswered: RecordedRequest[] } {
  const requests: RecordedRequest[] = [];
  const unanswered: RecordedRequest[] = [];
  const used = new Set<GoldenCall>();
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? init.body : '';
    const params = { ...Object.fromEntries(url.searchParams), ...Object.fromEntries(new URLSearchParams(body)) };
    const recorded: RecordedRequest = {
      url: `${url.origin}${url.pathname}`,
      method: init?.method ?? 'GET',
      contentType: headers.get('content-type') ?? '',
      params,
    };
    requests.push(recorded);
    const sentMethod = params[options.methodParam];
    const business = businessParams(params, options.system);
    const call = calls.find(
      (c) =>
        !used.has(c) &&
        (c.method === undefined || c.method === sentMethod) &&
        JSON.stringify(sortKeys(expectedParams(c))) === JSON.stringify(sortKeys(business)),
    );
    if (!call) {
      unanswered.push(recorded);
      return new Response(JSON.stringify({ golden: 'no fixture matches this request' }), { status: 599 });
    }
    used.add(call);
    return new Response(JSON.stringify(call.answer), {
      status: call.status ?? 200,
      headers: { 'content-type': 'application/json;charset=UTF-8' },
    });
  }) as FetchLike;
  return { fetch: fetchImpl, requests, unanswered };
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, sortKeys(v)]),
    );
  }
  return value;
}

/** the request's sign is the MD5 wrap of everything else with the secret */
export function expectSigned(request: RecordedRequest, secret: string): void {
  const { sign, ...rest } = request.params;
  expect(sign).toBe(md5WrappedSign(rest, secret));
}

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * The actual answer has every field of the golden one, with the same JSON type, down the tree (lists
 * compared by their first element). Extra fields are allowed; a field the golden answer has as null is
 * only checked for presence.
 */
export function expectShape(actual: unknown, golden: unknown, path = '$'): void {
  if (golden === null) return;
  expect(typeOf(actual), path).toBe(typeOf(golden));
  if (Array.isArray(golden)) {
    if (golden.length > 0 && Array.isArray(actual) && actual.length > 0)
      expectShape(actual[0], golden[0], `${path}[0]`);
    return;
  }
  if (golden && typeof golden === 'object') {
    const a = actual as Record<string, unknown>;
    for (const [key, value] of Object.entries(golden as Record<string, unknown>)) {
      expect(Object.hasOwn(a, key), `${path}.${key}`).toBe(true);
      expectShape(a[key], value, `${path}.${key}`);
    }
  }
}

/** multipart/form-data as the official PHP pop SDK posts its parameter array through curl */
export function multipartBody(fields: Record<string, string>): { body: string; contentType: string } {
  const boundary = '------------------------golden0123456789';
  const body = `${Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('')}--${boundary}--\r\n`;
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** a sign over the non-empty values only, as the PHP pop SDK and TOP's Java SDK make it */
export const signNonEmpty = (params: Record<string, string>, secret: string) =>
  md5WrappedSign(Object.fromEntries(Object.entries(params).filter(([, v]) => v !== '')), secret);

/** a connector of an MD5 router platform whose fetch answers with the golden calls (see `recordingFetch`) */
export function routerConnectorAnswering(
  factory: ConnectorFactory,
  calls: readonly GoldenCall[],
  options: { methodParam: string; system: readonly string[]; baseUrl: string; app: AppCredentials; now: Date },
) {
  const recording = recordingFetch(calls, options);
  const connector = factory.create({
    baseUrl: options.baseUrl,
    app: options.app,
    fetch: recording.fetch,
    limiter: unlimited,
    now: () => options.now,
  });
  return { connector, ...recording };
}
