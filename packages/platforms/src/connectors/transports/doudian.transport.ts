import { classifyFailure, type KnownCodes } from '../../core/classify.ts';
import type { Transport } from '../../core/connector.ts';
import { canonicalJson, doudianSign } from '../../core/signing.ts';
import { appOf, asRecord, post, retryAfterMs, seconds } from './transport-helpers.ts';

/** doudian's documented codes (reference/platforms.md) */
export const DOUDIAN_CODES: KnownCodes = {
  '20000': 'transient',
  '30001': 'authExpired',
  '40003/access-token-expired': { kind: 'authExpired', refreshable: true },
  '40001': 'permanent',
  '40002': 'permanent',
  '40004': 'permanent',
  '50001': 'authExpired',
  '50002': 'permanent',
  '60000': 'rateLimited',
  '70000': 'permanent',
};

/** doudian: POST /<method as path> with the signed query; the body is param_json with sorted keys. */
export const doudianTransport: Transport = {
  async call(api, method, params, context) {
    const app = appOf(api, context);
    const paramJson = canonicalJson(params);
    const timestamp = seconds(api.now());
    const url = new URL(`${api.options.baseUrl}/${method.replaceAll('.', '/')}`);
    const query: Record<string, string> = {
      app_key: app.appKey,
      method,
      timestamp,
      v: '2',
      sign_method: 'hmac-sha256',
    };
    if (context.shop) query.access_token = context.shop.accessToken;
    query.sign = doudianSign({ appKey: app.appKey, method, paramJson, timestamp, v: '2' }, app.appSecret);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const response = await post(api, context, url.toString(), { json: paramJson });
    const body = asRecord(response.json);
    if (body.code === 10000) return body.data;
    throw classifyFailure(
      {
        station: api.station,
        httpStatus: response.status,
        code: body.code as number | undefined,
        subCode: (body.sub_code as string | undefined) || undefined,
        message: (body.sub_msg || body.msg) as string | undefined,
        retryAfterMs: retryAfterMs(response.headers),
      },
      DOUDIAN_CODES,
    );
  },
};
