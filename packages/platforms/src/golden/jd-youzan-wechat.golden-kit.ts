import { expect } from 'vitest';
import type { FetchLike } from '../core/http-client.ts';

/**
 * Golden exchanges of jd, youzan and WeChat video shop: each request exactly as the connector must send it
 * and the answer in the platform's real shape, with the source of the shapes named beside it. Field names,
 * types, units and answer keys are the sources'; the values are ours.
 */
export interface GoldenExchange {
  /** where the request and answer shapes come from (repository + path, or doc page) */
  source: string;
  request: {
    method: 'GET' | 'POST';
    /** origin and path, no query */
    url: string;
    query?: Record<string, string>;
    /** a form body, every parameter as text (JD's router) */
    form?: Record<string, string>;
    /** a JSON body (youzan, WeChat) */
    json?: unknown;
  };
  answer: { status?: number; body: unknown };
}

export interface RecordedRequest {
  method: string;
  url: string;
  query: Record<string, string>;
  contentType: string;
  body: string;
}

/**
 * A fetch that answers the exchanges in order and fails the test when a request differs from the
 * golden one in method, address, query or body.
 */
export function replayFetch(exchanges: readonly GoldenExchange[]): {
  fetch: FetchLike;
  requests: RecordedRequest[];
  /** golden exchanges the connector never asked for */
  pending(): number;
} {
  const queue = [...exchanges];
  const requests: RecordedRequest[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const body = typeof init?.body === 'string' ? init.body : '';
    const recorded: RecordedRequest = {
      method: init?.method ?? 'GET',
      url: `${url.origin}${url.pathname}`,
      query: Object.fromEntries(url.searchParams),
      contentType: new Headers(init?.headers).get('content-type') ?? '',
      body,
    };
    requests.push(recorded);
    const next = queue.shift();
    if (!next) throw new Error(`no golden exchange left for ${recorded.method} ${recorded.url}`);
    const expected = next.request;
    expect(recorded.method, next.source).toBe(expected.method);
    expect(recorded.url, next.source).toBe(expected.url);
    expect(recorded.query, next.source).toEqual(expected.query ?? {});
    if (expected.form) {
      expect(recorded.contentType, next.source).toContain('application/x-www-form-urlencoded');
      expect(Object.fromEntries(new URLSearchParams(body)), next.source).toEqual(expected.form);
    } else if (expected.json !== undefined) {
      expect(recorded.contentType, next.source).toContain('application/json');
      expect(JSON.parse(body), next.source).toEqual(expected.json);
    } else {
      expect(body, next.source).toBe('');
    }
    return new Response(JSON.stringify(next.answer.body), {
      status: next.answer.status ?? 200,
      headers: { 'content-type': 'application/json;charset=UTF-8' },
    });
  }) as FetchLike;
  return { fetch: fetchImpl, requests, pending: () => queue.length };
}
