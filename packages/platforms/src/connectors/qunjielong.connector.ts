import { oursGenericSpec } from '../core/generic-goods-spec.ts';
import { PlatformError } from '../core/platform-error.ts';
import { defineGenericConnector, genericGrant } from './generic-goods.connector.ts';

/**
 * qunjielong (群接龙, station 34): NO public source of its open API was found. Everything on the wire is
 * OURS, our generic goods API (`/open/api/<method>`, `{ code: 0, data }`, our x-puhuo-* signature, our
 * names: `auth.token { secret }`, `goods.add`, `goods.get`, `goods.search { externalId }`).
 * From the product's own description (not confirmed by any public document): a shop hands us an
 * authorisation code from its back office; the token lasts 2 hours and a new one voids the old; goods
 * carry price and stock only (no categories or freight templates).
 */
export const QUNJIELONG_SPEC = oursGenericSpec({
  station: 34,
  platform: 'qunjielong',
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
