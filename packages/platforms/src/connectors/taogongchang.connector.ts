import { oursGenericSpec } from '../core/generic-goods-spec.ts';
import { defineGenericConnector } from './generic-goods.connector.ts';

/**
 * taogongchang (淘工厂, station 39): NO public source of its open API was found. Everything on the wire is
 * OURS, our generic goods API (`/open/api/<method>`, `{ code: 0, data }`, our x-puhuo-* signature, our
 * consent page `/oauth/authorize` and names: `oauth.token`, `goods.category.list`, `goods.freight.list`,
 * `goods.brand.list`, `goods.add`, `goods.get`, `goods.search { externalId }`).
 */
export const TAOGONGCHANG_SPEC = oursGenericSpec({
  station: 39,
  platform: 'taogongchang',
  methods: { brands: 'goods.brand.list' },
  limits: { titleMax: 60, imagesMax: 5, detailImagesMax: 30 },
  brandRule: 'optional',
});

export const taogongchangConnector = defineGenericConnector(TAOGONGCHANG_SPEC);
