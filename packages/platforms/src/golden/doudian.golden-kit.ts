import { expect } from 'vitest';
import { DOUDIAN_HOSTS, doudianConnector } from '../connectors/doudian.connector.ts';
import { unlimited } from '../core/rate-limiter.ts';
import { canonicalJson, doudianSign } from '../core/signing.ts';
import { DOUDIAN_APP, DOUDIAN_NOW, DOUDIAN_QUERY_KEYS, DOUDIAN_SHOP, type DoudianGolden } from './doudian.golden.ts';

import { type Recorded, recordingFetch } from './recording-fetch.ts';

export type { Recorded };

/** The doudian golden tests' recording connector and request check (doudian.golden*.test.ts). */

export function connectorAnswering(...answers: string[]) {
  const recorder = recordingFetch(answers);
  const connector = doudianConnector.create({
    baseUrl: DOUDIAN_HOSTS.api,
    authorizeBaseUrl: DOUDIAN_HOSTS.consent,
    app: DOUDIAN_APP,
    fetch: recorder.fetch,
    limiter: unlimited,
    now: () => DOUDIAN_NOW,
  });
  return { connector, calls: recorder.calls };
}

/** the request is the golden one: path, query, signature and the exact param_json body */
export function expectGoldenRequest(call: Recorded | undefined, golden: DoudianGolden, withToken: boolean) {
  if (!call) throw new Error('no request recorded');
  expect(call.method).toBe('POST');
  expect(`${call.url.origin}${call.url.pathname}`).toBe(`${DOUDIAN_HOSTS.api}/${golden.method.replaceAll('.', '/')}`);
  const query = Object.fromEntries(call.url.searchParams);
  expect(Object.keys(query).sort()).toEqual(DOUDIAN_QUERY_KEYS.filter((k) => withToken || k !== 'access_token').sort());
  expect(query).toMatchObject({
    app_key: DOUDIAN_APP.appKey,
    method: golden.method,
    timestamp: String(DOUDIAN_NOW.getTime() / 1000),
    v: '2',
    sign_method: 'hmac-sha256',
  });
  if (withToken) expect(query.access_token).toBe(DOUDIAN_SHOP.accessToken);
  expect(call.body).toBe(canonicalJson(golden.paramJson));
  expect(query.sign).toBe(
    doudianSign(
      {
        appKey: DOUDIAN_APP.appKey,
        method: golden.method,
        paramJson: call.body,
        timestamp: query.timestamp ?? '',
        v: '2',
      },
      DOUDIAN_APP.appSecret,
    ),
  );
  expect(call.headers.get('content-type')).toBe('application/json');
  expect(call.headers.get('x-open-no-old-err-code')).toBe('1');
}
