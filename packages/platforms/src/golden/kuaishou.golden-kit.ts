import { expect } from 'vitest';
import { kuaishouConnector } from '../connectors/kuaishou.connector.ts';
import { KUAISHOU_HOSTS } from '../connectors/transports/kuaishou.transport.ts';
import { kuaishouSignature } from '../connectors/transports/kuaishou-sign.ts';
import { unlimited } from '../core/rate-limiter.ts';
import {
  KUAISHOU_APP,
  KUAISHOU_NOW,
  KUAISHOU_SYSTEM_KEYS,
  KUAISHOU_TOKEN,
  type KuaishouGolden,
} from './kuaishou.golden.ts';

import { type Recorded, recordingFetch } from './recording-fetch.ts';

export type { Recorded };

/** The kuaishou golden tests' recording connector and request check (kuaishou.golden*.test.ts). */

export function connectorAnswering(...goldens: { answer: Record<string, unknown> }[]) {
  const recorder = recordingFetch(goldens.map((g) => g.answer));
  const connector = kuaishouConnector.create({
    baseUrl: KUAISHOU_HOSTS.api,
    authorizeBaseUrl: KUAISHOU_HOSTS.consent,
    app: KUAISHOU_APP,
    fetch: recorder.fetch,
    limiter: unlimited,
    now: () => KUAISHOU_NOW,
  });
  return { connector, calls: recorder.calls };
}

/** the request is the golden one: method, path, the fields exactly, and for API calls a valid signature */
export function expectGoldenRequest(call: Recorded | undefined, golden: KuaishouGolden) {
  if (!call) throw new Error('no request recorded');
  expect(call.method).toBe(golden.httpMethod);
  expect(`${call.url.origin}${call.url.pathname}`).toBe(`${KUAISHOU_HOSTS.api}${golden.path}`);
  const fields = Object.fromEntries(
    golden.httpMethod === 'GET' ? call.url.searchParams : new URLSearchParams(call.body),
  );
  if (golden.httpMethod === 'POST') {
    expect(call.url.search).toBe('');
    expect(call.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
  }
  if (golden.fields) {
    expect(fields).toEqual(golden.fields);
    return;
  }
  expect(Object.keys(fields).sort()).toEqual([...KUAISHOU_SYSTEM_KEYS].sort());
  expect(fields).toMatchObject({
    appkey: KUAISHOU_APP.appKey,
    method: golden.method,
    version: '1',
    timestamp: String(KUAISHOU_NOW.getTime()),
    signMethod: 'HMAC_SHA256',
    access_token: KUAISHOU_TOKEN,
  });
  expect(JSON.parse(fields.param ?? '')).toEqual(golden.param);
  expect(fields.sign).toBe(kuaishouSignature(fields, KUAISHOU_APP.signSecret));
}
