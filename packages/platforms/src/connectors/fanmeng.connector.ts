import { oursGenericSpec } from '../core/generic-goods-spec.ts';
import { PlatformError } from '../core/platform-error.ts';
import { defineGenericConnector, genericGrant } from './generic-goods.connector.ts';

/**
 * fanmeng (泛盟, station 37): NO public source of its open API was found. Everything on the wire is OURS,
 * our generic goods API (`/open/api/<method>`, `{ code: 0, data }`, our x-puhuo-* signature, our names:
 * `auth.token { shopName }`, `goods.category.list`, `goods.freight.list`, `goods.add`, `goods.get`,
 * `goods.search { externalId }`). From the product's own description: each shop runs at its own interface
 * address with an App ID and secret of its own, which the user types in; a token check proves them.
 */
export const FANMENG_SPEC = oursGenericSpec({
  station: 37,
  platform: 'fanmeng',
  methods: { token: 'auth.token' },
  authorization: 'appCredentials',
  consentPath: null,
});

export const fanmengConnector = defineGenericConnector(FANMENG_SPEC, {
  async authorizeWithCode(api, input) {
    if (input.kind !== 'appCredentials') {
      throw new PlatformError('permanent', '泛盟需要店铺名称、App ID、密匙和接口地址', { station: api.station });
    }
    const shop = {
      accessToken: '',
      shopId: '',
      apiUrl: input.apiUrl.trim(),
      app: { appKey: input.appId.trim(), appSecret: input.appSecret.trim() },
    };
    const answer = await api.call(
      FANMENG_SPEC.methods.token,
      { shopName: input.shopName.trim() },
      {
        anonymous: true,
        shop,
      },
    );
    return { ...genericGrant(api, answer), apiUrl: shop.apiUrl, app: shop.app };
  },
});
