import { classifyFailure } from '../../core/classify.ts';
import type { Transport } from '../../core/connector.ts';
import { alibabaSign } from '../../core/signing.ts';
import { appOf, asRecord, post, retryAfterMs, stringParams } from './transport-helpers.ts';

/** "com.alibaba.product:alibaba.product.add" -> the path after /openapi/ that 1688 signs */
export const alibabaUrlPath = (method: string, appKey: string) => {
  const [namespace, name] = method.split(':');
  return `param2/1/${namespace}/${name}/${appKey}`;
};

/** 1688: form POST to /openapi/param2/1/<namespace>/<api>/<appKey>, HMAC-SHA1 upper hex over path + pairs. */
export const alibabaTransport: Transport = {
  async call(api, method, params, context) {
    const app = appOf(api, context);
    const urlPath = alibabaUrlPath(method, app.appKey);
    const form: Record<string, string> = { ...stringParams(params), _aop_timestamp: String(api.now().getTime()) };
    if (context.shop) form.access_token = context.shop.accessToken;
    form._aop_signature = alibabaSign(urlPath, form, app.appSecret);
    const response = await post(api, context, `${api.options.baseUrl}/openapi/${urlPath}`, { form });
    const body = asRecord(response.json);
    if (body.error_code === undefined && response.status < 400) return body;
    throw classifyFailure({
      station: api.station,
      httpStatus: response.status,
      code: body.error_code as string | undefined,
      subCode: body.error_code as string | undefined,
      message: body.error_message as string | undefined,
      retryAfterMs: retryAfterMs(response.headers),
    });
  },
};
