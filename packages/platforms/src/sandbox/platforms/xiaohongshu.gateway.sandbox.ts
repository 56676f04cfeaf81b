/**
 * The xiaohongshu sandbox's gateway (see xiaohongshu.sandbox.ts): system and method parameters in one JSON
 * body, signed with MD5; answers `{ error_code, success, data }`.
 */
import { ourNumericCode } from '../../core/sandbox-codes.ts';
import { xiaohongshuSign } from '../../core/signing.ts';
import { type Dialect, text } from '../sandbox-core.ts';

export const xiaohongshuDialect: Dialect = {
  parse(request) {
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const method = text(body.method) ?? '';
    return {
      appKey: text(body.appId),
      method,
      params: body,
      accessToken: text(body.accessToken),
      verify: (app) =>
        body.sign ===
        xiaohongshuSign(
          { method, appId: app.appKey, timestamp: text(body.timestamp) ?? '', version: text(body.version) ?? '' },
          app.appSecret,
        ),
    };
  },
  success: (data) => ({ body: { error_code: 0, success: true, data } }),
  failure: (failure) => ({
    status: 200,
    body: {
      error_code: -ourNumericCode(failure.code),
      success: false,
      error_msg: failure.message,
      sub_code: failure.code,
      data: null,
    },
  }),
};
