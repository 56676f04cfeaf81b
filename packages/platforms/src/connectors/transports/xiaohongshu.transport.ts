import { classifyFailure } from '../../core/classify.ts';
import type { Transport } from '../../core/connector.ts';
import { xiaohongshuSign } from '../../core/signing.ts';
import { appOf, asRecord, post, retryAfterMs, seconds } from './transport-helpers.ts';

export const XIAOHONGSHU_GATEWAY = '/ark/open_api/v3/common_controller';

/** xiaohongshu: one gateway; JSON body with appId, method, version 2.0, timestamp, sign, accessToken. */
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
    const response = await post(api, context, `${api.options.baseUrl}${XIAOHONGSHU_GATEWAY}`, {
      json: JSON.stringify(body),
    });
    const answer = asRecord(response.json);
    if (answer.success === true && answer.error_code === 0) return answer.data;
    throw classifyFailure({
      station: api.station,
      httpStatus: response.status,
      code: answer.error_code as number | undefined,
      subCode: answer.sub_code as string | undefined,
      message: answer.error_msg as string | undefined,
      retryAfterMs: retryAfterMs(response.headers),
    });
  },
};
