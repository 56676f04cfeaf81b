import { classifyFailure, type KnownCodes } from '../../core/classify.ts';
import type { Transport } from '../../core/connector.ts';
import { xiaohongshuSign } from '../../core/signing.ts';
import { appOf, asRecord, post, retryAfterMs, seconds } from './transport-helpers.ts';

/** the one gateway every xiaohongshu call (tokens included) is POSTed to (系统参数说明) */
export const XIAOHONGSHU_GATEWAY = '/ark/open_api/v3/common_controller';
/** xiaohongshu's host: the gateway and the consent page `/ark/authorization` */
export const XIAOHONGSHU_HOSTS = { api: 'https://ark.xiaohongshu.com', consent: 'https://ark.xiaohongshu.com' };

/**
 * xiaohongshu publishes no error codes for its gateway (every API document's `error_codes` is empty in
 * AndersonBY/xiaohongshu-ecommerce-python-sdk docs/小红书官方文档/api/*): nothing is mapped; the sandbox's
 * SANDBOX_* sub-codes (ours) classify its refusals, anything else is permanent with the platform's words.
 */
export const XIAOHONGSHU_CODES: KnownCodes = {};

/**
 * xiaohongshu: POST a JSON body with the system parameters appId, method, version "2.0", timestamp
 * (unix seconds, as text in the documents' examples), sign and accessToken beside the method's own
 * parameters (开发文档/040_系统参数说明.md, 039_签名算法.md). Success is `success: true` (the SDK's
 * client/base.py reads `success`, then `error_code`/`code` and `error_msg`/`msg`).
 */
export const xiaohongshuTransport: Transport = {
  async call(api, method, params, context) {
    const app = appOf(api, context);
    const timestamp = seconds(api.now());
    const body: Record<string, unknown> = {
      ...params,
      appId: app.appKey,
      method,
      version: '2.0',
      timestamp,
      sign: xiaohongshuSign({ method, appId: app.appKey, timestamp, version: '2.0' }, app.appSecret),
    };
    if (context.shop) body.accessToken = context.shop.accessToken;
    const response = await post(api, `${api.options.baseUrl}${XIAOHONGSHU_GATEWAY}`, {
      json: JSON.stringify(body),
    });
    const answer = asRecord(response.json);
    if (answer.success === true) return answer.data;
    throw classifyFailure(
      {
        station: api.station,
        httpStatus: response.status,
        code: (answer.error_code ?? answer.code) as number | undefined,
        subCode: answer.sub_code as string | undefined,
        message: (answer.error_msg ?? answer.msg) as string | undefined,
        retryAfterMs: retryAfterMs(response.headers),
      },
      XIAOHONGSHU_CODES,
    );
  },
};
