import { classifyFailure, type KnownCodes } from '../../core/classify.ts';
import type { Transport } from '../../core/connector.ts';
import type { Envelope } from '../../core/envelopes.ts';
import { PUHUO_SIGN_HEADERS, puhuoSign } from '../../core/signing.ts';
import { appOf, asRecord, baseOf, post, retryAfterMs, seconds } from './transport-helpers.ts';

export interface PuhuoSignedApi {
  /** path of a method under the platform base, e.g. m => `/api/${m}` */
  path(method: string): string;
  /** the query parameter carrying the shop's token */
  tokenParam: string;
  envelope: Envelope;
  known?: KnownCodes;
}

/**
 * OUR generic goods API, for the platforms of which no public protocol source was found (qunjielong,
 * fanmeng, jubaozan, taogongchang) and WeChat video shop's shop-name token check: a JSON POST signed with
 * OUR scheme (x-puhuo-* headers, see signing.ts). No real platform speaks it.
 */
export function puhuoSignedTransport(spec: PuhuoSignedApi): Transport {
  return {
    async call(api, method, params, context) {
      const app = appOf(api, context);
      const url = new URL(`${baseOf(api, context)}${spec.path(method)}`);
      if (context.shop) url.searchParams.set(spec.tokenParam, context.shop.accessToken);
      const body = JSON.stringify(params);
      const timestamp = seconds(api.now());
      const sign = puhuoSign({ httpMethod: 'POST', path: url.pathname, timestamp, body }, app.appSecret);
      const response = await post(
        api,
        url.toString(),
        { json: body },
        {
          [PUHUO_SIGN_HEADERS.appKey]: app.appKey,
          [PUHUO_SIGN_HEADERS.timestamp]: timestamp,
          [PUHUO_SIGN_HEADERS.sign]: sign,
        },
      );
      const reading = spec.envelope.read(asRecord(response.json));
      if (reading.ok) return reading.data;
      throw classifyFailure(
        {
          station: api.station,
          httpStatus: response.status,
          code: reading.code,
          subCode: reading.subCode,
          message: reading.message,
          retryAfterMs: retryAfterMs(response.headers),
        },
        spec.known,
      );
    },
  };
}
