import { classifyFailure, type KnownCodes } from '../../core/classify.ts';
import type { Transport } from '../../core/connector.ts';
import { sendHttp } from '../../core/http-client.ts';
import { asRecord, retryAfterMs, type TransportApi } from './transport-helpers.ts';

/**
 * youzan cloud (有赞云), as the official SDK youzan/open-sdk-node speaks it (src/config/http.js,
 * src/client.js, src/token.js, src/utils/http.js):
 * - no request signature: `POST /api/{api}/{version}?access_token=...` with a JSON body;
 * - tokens: `POST /auth/token` with JSON `{ authorize_type: silent | authorization_code | refresh_token,
 *   client_id, client_secret, grant_id | code + redirect_uri | refresh_token }`, answering
 *   `{ success, code, message, data: { access_token, expires (ms), scope, refresh_token, authority_id } }`
 *   (youzan/open-sdk-php src/Open/Token.php reads `data` when `success`; field names as in
 *   mrhuyuanchao/youzansdk response/youzanTokenResponse.go).
 * Answers: `{ trace_id, code: 200, success: true, message, data }`; a failure at the gateway is
 * `{ gw_err_resp: { trace_id, err_code, err_msg } }` (HTTP 200), one in the business service
 * `{ success: false, code, message, data: null }` (doc.youzanyun.com's global error page as transcribed
 * with probes in a public youzan-cloud skill; see YOUZAN_KNOWN_CODES).
 * A call is named `api/version`, e.g. `youzan.item.create/3.0.0`.
 */
export const YOUZAN_TOKEN_METHOD = 'auth/token';

/**
 * youzan cloud's documented codes (doc.youzanyun.com resource/doc/3027 and the rate-limit page, as
 * transcribed in a public skill's references; probed without credentials: 4201, 4203): gateway 4101
 * too frequent, 4201 invalid credential (empty token, authorisation lapsed or closed), 4202 token
 * expired, 4203 token unknown, 4204 no permission (capability package); business 500100004, 123000042,
 * 141500203 rate limited; token 1000 client_secret wrong, 1103 client unknown.
 */
export const YOUZAN_KNOWN_CODES: KnownCodes = {
  '4101': 'rateLimited',
  '4201': 'authExpired',
  '4202': { kind: 'authExpired', refreshable: true },
  '4203': { kind: 'authExpired', refreshable: true },
  '4204': 'permanent',
  '500100004': 'rateLimited',
  '123000042': 'rateLimited',
  '141500203': 'rateLimited',
  '1000': 'permanent',
  '1103': 'permanent',
};

async function postJson(api: TransportApi, url: string, body: Record<string, unknown>) {
  return sendHttp(api.options.fetch, {
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json;charset=UTF-8' },
    body: JSON.stringify(body),
    timeoutMs: api.options.timeoutMs,
    station: api.station,
  });
}

function failure(
  api: TransportApi,
  status: number,
  headers: Headers,
  code: unknown,
  message: unknown,
  sandboxCode: unknown,
) {
  return classifyFailure(
    {
      station: api.station,
      httpStatus: status,
      code: code as string | number | undefined,
      // our sandbox adds the neutral SANDBOX_* code beside youzan's (a real answer has none)
      subCode: sandboxCode as string | undefined,
      message: message as string | undefined,
      retryAfterMs: retryAfterMs(headers),
    },
    YOUZAN_KNOWN_CODES,
  );
}

/** reads a youzan cloud answer: its data, or a classified failure */
export function readYouzanAnswer(
  api: TransportApi,
  response: { status: number; headers: Headers; json: unknown },
): unknown {
  const body = asRecord(response.json);
  if (body.gw_err_resp) {
    const gw = asRecord(body.gw_err_resp);
    throw failure(api, response.status, response.headers, gw.err_code, gw.err_msg, gw.sandbox_code);
  }
  if (body.success === false || (body.code !== undefined && Number(body.code) !== 200)) {
    throw failure(api, response.status, response.headers, body.code, body.message, body.sandbox_code);
  }
  return body.data;
}

/** youzan's unsigned JSON API and its token endpoint (on the OAuth host) */
export function youzanTransport(): Transport {
  return {
    async call(api, method, params, context) {
      if (method === YOUZAN_TOKEN_METHOD) {
        const app = api.options.app;
        const response = await postJson(api, `${api.options.oauthBaseUrl}/auth/token`, {
          ...params,
          client_id: app.appKey,
          client_secret: app.appSecret,
        });
        return readYouzanAnswer(api, response);
      }
      const url = new URL(`${api.options.baseUrl}/api/${method}`);
      if (context.shop) url.searchParams.set('access_token', context.shop.accessToken);
      return readYouzanAnswer(api, await postJson(api, url.toString(), params));
    },
  };
}
