/**
 * What the 1688 golden tests share: the official SDK's signature written out independently of
 * core/signing.ts, a fetch answering each golden request path with its golden answer, and the check
 * that a recorded call is exactly the golden request.
 */
import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import type { ConnectorOptions } from '../core/connector.ts';
import { unlimited } from '../core/rate-limiter.ts';
import * as golden from './alibaba.golden.ts';

export const GATEWAY = 'https://gw.open.1688.com';
export const NOW = new Date('2026-01-05T02:00:00.000Z');

/** the official SDK's signature, written out here independently of core/signing.ts */
export function sdkSignature(urlPath: string, params: Record<string, string>, secret: string): string {
  const strings = Object.entries(params)
    .filter(([k]) => k !== '_aop_signature')
    .map(([k, v]) => k + v);
  strings.sort();
  return createHmac('sha1', secret)
    .update(urlPath + strings.join(''), 'utf8')
    .digest('hex')
    .toUpperCase();
}

/** what a client that sorts by key (not by the joined strings) would send */
export function keySortedSignature(urlPath: string, params: Record<string, string>, secret: string): string {
  const joined = Object.keys(params)
    .filter((k) => k !== '_aop_signature')
    .sort()
    .map((k) => k + params[k])
    .join('');
  return createHmac('sha1', secret)
    .update(urlPath + joined, 'utf8')
    .digest('hex')
    .toUpperCase();
}

export interface Recorded {
  path: string;
  method: string;
  contentType: string;
  form: Record<string, string>;
}

/** a fetch that answers each golden request path with its golden answer and records what was sent */
export function recordingFetch(exchanges: golden.GoldenExchange[], override?: { status: number; body: unknown }) {
  const calls: Recorded[] = [];
  const fake = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers = new Headers(init?.headers);
    calls.push({
      path: url.pathname,
      method: init?.method ?? 'GET',
      contentType: headers.get('content-type') ?? '',
      form: Object.fromEntries(new URLSearchParams(String(init?.body ?? ''))),
    });
    const found = exchanges.find((e) => e.request?.path.replace('{appKey}', golden.GOLDEN_APP.appKey) === url.pathname);
    const answer = override ?? found?.answer ?? { status: 404, body: { error_code: 'gw.APIUnsupported' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json;charset=UTF-8' },
    });
  }) as typeof globalThis.fetch;
  return { fetch: fake, calls };
}

export const options = (fetchImpl: typeof fetch): ConnectorOptions => ({
  baseUrl: GATEWAY,
  authorizeBaseUrl: 'https://auth.1688.com',
  app: { ...golden.GOLDEN_APP },
  fetch: fetchImpl,
  limiter: unlimited,
  now: () => NOW,
});

export const shop = { accessToken: golden.GOLDEN_ACCESS_TOKEN, shopId: '2379510033' };

/** the recorded call matches the golden request: path, form POST, every field and nothing else */
export function expectSent(call: Recorded | undefined, exchange: golden.GoldenExchange) {
  const request = exchange.request;
  if (!call || !request) throw new Error('no call recorded');
  const path = request.path.replace('{appKey}', golden.GOLDEN_APP.appKey);
  expect(call.path).toBe(path);
  expect(call.method).toBe('POST');
  expect(call.contentType).toBe('application/x-www-form-urlencoded');
  const { access_token, _aop_timestamp, _aop_signature, ...business } = call.form;
  const plain = Object.fromEntries(Object.entries(business).filter(([k]) => !(k in (request.jsonForm ?? {}))));
  expect(plain).toEqual(request.form);
  for (const [key, value] of Object.entries(request.jsonForm ?? {})) {
    expect(JSON.parse(business[key] ?? 'null'), key).toEqual(value);
  }
  expect(Object.keys(business).sort()).toEqual(
    [...Object.keys(request.form), ...Object.keys(request.jsonForm ?? {})].sort(),
  );
  const system = { access_token, _aop_timestamp, _aop_signature };
  expect(
    Object.keys(system)
      .filter((k) => system[k as keyof typeof system] !== undefined)
      .sort(),
  ).toEqual([...request.system].sort());
  if (request.system.includes('_aop_timestamp')) expect(_aop_timestamp).toBe(String(NOW.getTime()));
  if (request.system.includes('access_token')) expect(access_token).toBe(golden.GOLDEN_ACCESS_TOKEN);
  if (request.system.includes('_aop_signature')) {
    expect(_aop_signature).toBe(sdkSignature(path.replace('/openapi/', ''), call.form, golden.GOLDEN_APP.appSecret));
  }
}
