import { classifyFailure, unexpectedAnswer } from '../../core/classify.ts';
import type { Transport } from '../../core/connector.ts';
import { md5WrappedSign } from '../../core/signing.ts';
import { appOf, asRecord, post, retryAfterMs, seconds, stringParams } from './transport-helpers.ts';

/** A router gateway signed by MD5 over the sorted parameters wrapped in the secret (pdd and taobao TOP). */
export interface Md5RouterSpec {
  path: string;
  /** parameter names: the API name, our app key, the shop's token */
  methodParam: string;
  appKeyParam: string;
  tokenParam: string;
  timestamp(date: Date): string;
  fixed: Record<string, string>;
  /** the key the answer comes under: pdd.goods.add -> goods_add_response */
  responseKey(method: string): string;
  /** error_response field names */
  errorFields: { code: string; message: string };
}

const responseKeyAfter = (prefix: RegExp) => (method: string) =>
  `${method.replace(prefix, '').replaceAll('.', '_')}_response`;

/** "yyyy-MM-dd HH:mm:ss" in China time, as TOP wants its timestamp */
export const topTimestamp = (date: Date) =>
  new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

export const PDD_ROUTER: Md5RouterSpec = {
  path: '/api/router',
  methodParam: 'type',
  appKeyParam: 'client_id',
  tokenParam: 'access_token',
  timestamp: seconds,
  fixed: { data_type: 'JSON', version: 'V1' },
  responseKey: responseKeyAfter(/^pdd\./),
  errorFields: { code: 'error_code', message: 'error_msg' },
};

export const TOP_ROUTER: Md5RouterSpec = {
  path: '/router/rest',
  methodParam: 'method',
  appKeyParam: 'app_key',
  tokenParam: 'session',
  timestamp: topTimestamp,
  fixed: { format: 'json', v: '2.0', sign_method: 'md5' },
  responseKey: responseKeyAfter(/^taobao\./),
  errorFields: { code: 'code', message: 'msg' },
};

export function md5RouterTransport(spec: Md5RouterSpec): Transport {
  return {
    async call(api, method, params, context) {
      const app = appOf(api, context);
      const form: Record<string, string> = {
        ...stringParams(params),
        ...spec.fixed,
        [spec.methodParam]: method,
        [spec.appKeyParam]: app.appKey,
        timestamp: spec.timestamp(api.now()),
      };
      if (context.shop) form[spec.tokenParam] = context.shop.accessToken;
      form.sign = md5WrappedSign(form, app.appSecret);
      const response = await post(api, context, `${api.options.baseUrl}${spec.path}`, { form });
      const body = asRecord(response.json);
      if (body.error_response) {
        const error = asRecord(body.error_response);
        throw classifyFailure({
          station: api.station,
          httpStatus: response.status,
          code: error[spec.errorFields.code] as number | undefined,
          subCode: error.sub_code as string | undefined,
          message: (error.sub_msg ?? error[spec.errorFields.message]) as string | undefined,
          retryAfterMs: retryAfterMs(response.headers),
        });
      }
      const key = spec.responseKey(method);
      if (body[key] === undefined) throw unexpectedAnswer(api.station, key);
      return body[key];
    },
  };
}

/** the pdd gateway (pdd and kuaituantuan) */
export const pddGatewayTransport = () => md5RouterTransport(PDD_ROUTER);
