import { classifyFailure, type KnownCodes } from '../../core/classify.ts';
import type { Transport } from '../../core/connector.ts';
import { codeEnvelope } from '../../core/envelopes.ts';
import { sendHttp } from '../../core/http-client.ts';
import { puhuoSignedTransport } from './puhuo-signed.transport.ts';
import { asRecord, retryAfterMs } from './transport-helpers.ts';

/**
 * WeChat video shop (微信小店) `api.weixin.qq.com/channels/ec/...`: `POST {path}?access_token=` with a JSON
 * body and no signature; the answer `{ errcode, errmsg, ... }` (errcode 0 or absent on success), as the
 * public clients call it (fudiwei/DotNetCore.SKIT.FlurlHttpClient.Wechat src/SKIT.FlurlHttpClient.Wechat.Api/
 * Models/Channels/**, smartwalle/wxm store).
 * A method is the path under `/channels/ec/`, e.g. `product/add`.
 *
 * The shop's token check by shop name has no public source: it is OURS, on our generic goods API
 * (`/open/api/<method>`, signed with our scheme), and works against our sandbox only.
 */
export const WECHAT_OURS_METHODS = new Set(['shop.token']);

/**
 * WeChat's global return codes (developers.weixin.qq.com "全局返回码"), as public clients handle them
 * (e.g. the wechat Ruby gem: 42001, 40014, 40001 → access token expired; yawxt: -1 system busy,
 * 45009 daily quota): -1 busy, 40001 invalid credential, 40014 invalid access_token, 41001 missing
 * access_token, 42001 access_token expired, 45009 daily quota reached, 45011 minute quota reached.
 * A WeChat token cannot be refreshed (there is no refresh token): it is fetched again.
 */
export const WECHAT_KNOWN_CODES: KnownCodes = {
  '-1': 'transient',
  '40001': 'authExpired',
  '40014': 'authExpired',
  '41001': 'authExpired',
  '42001': 'authExpired',
  '45009': 'rateLimited',
  '45011': 'rateLimited',
};

export function wechatChannelsTransport(): Transport {
  const ours = puhuoSignedTransport({
    path: (m) => `/open/api/${m}`,
    tokenParam: 'access_token',
    envelope: codeEnvelope(0),
  });
  return {
    async call(api, method, params, context) {
      if (WECHAT_OURS_METHODS.has(method)) return ours.call(api, method, params, context);
      const url = new URL(`${api.options.baseUrl}/channels/ec/${method}`);
      if (context.shop) url.searchParams.set('access_token', context.shop.accessToken);
      const response = await sendHttp(api.options.fetch, {
        url: url.toString(),
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(params),
        timeoutMs: api.options.timeoutMs,
        station: api.station,
      });
      const body = asRecord(response.json);
      if (body.errcode === undefined || Number(body.errcode) === 0) return body;
      throw classifyFailure(
        {
          station: api.station,
          httpStatus: response.status,
          code: body.errcode as number,
          // our sandbox adds the neutral SANDBOX_* code beside WeChat's number (a real answer has none)
          subCode: body.sandbox_code as string | undefined,
          message: body.errmsg as string | undefined,
          retryAfterMs: retryAfterMs(response.headers),
        },
        WECHAT_KNOWN_CODES,
      );
    },
  };
}
