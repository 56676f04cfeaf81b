import { codeEnvelope } from '../core/envelopes.ts';
import { oursGenericSpec } from '../core/generic-goods-spec.ts';
import { PlatformError } from '../core/platform-error.ts';
import { defineGenericConnector, genericGrant } from './generic-goods.connector.ts';

/**
 * qunjielong (群接龙): a shop gives us an authorisation code (its secret); the token lasts 2 hours and a
 * new one voids the old; envelope `{ code: 200, success, data }`. Goods carry price and stock only.
 * The goods API's shape and the signing are OURS.
 */
export const QUNJIELONG_SPEC = oursGenericSpec({
  station: 34,
  platform: 'qunjielong',
  tokenParam: 'accessToken',
  envelope: codeEnvelope(200),
  methods: { token: 'auth.token', categories: null, freightTemplates: null },
  freightRule: 'none',
  authorization: 'code',
  consentPath: null,
});

export const qunjielongConnector = defineGenericConnector(QUNJIELONG_SPEC, {
  async authorizeWithCode(api, input) {
    if (input.kind !== 'code') throw new PlatformError('permanent', '群接龙需要授权码', { station: api.station });
    return genericGrant(
      api,
      await api.call(QUNJIELONG_SPEC.methods.token, { secret: input.code.trim() }, { anonymous: true }),
    );
  },
});
