import { classifyFailure } from '../../core/classify.ts';
import type { Transport } from '../../core/connector.ts';
import { kuaishouSign } from '../../core/signing.ts';
import { appOf, asRecord, post, retryAfterMs } from './transport-helpers.ts';

/** kuaishou: form POST to /<method as path>, signed with the separate sign secret; success is result == 1. */
export const kuaishouTransport: Transport = {
  async call(api, method, params, context) {
    const app = appOf(api, context);
    const form: Record<string, string> = {
      appkey: app.appKey,
      method,
      version: '1',
      param: JSON.stringify(params),
      timestamp: String(api.now().getTime()),
      signMethod: 'HMAC_SHA256',
    };
    if (context.shop) form.access_token = context.shop.accessToken;
    form.sign = kuaishouSign(form, app.signSecret ?? app.appSecret);
    const response = await post(api, context, `${api.options.baseUrl}/${method.replaceAll('.', '/')}`, { form });
    const body = asRecord(response.json);
    if (body.result === 1) return body.data;
    throw classifyFailure({
      station: api.station,
      httpStatus: response.status,
      code: body.result as number | undefined,
      subCode: body.sub_code as string | undefined,
      message: body.error_msg as string | undefined,
      retryAfterMs: retryAfterMs(response.headers),
    });
  },
};
