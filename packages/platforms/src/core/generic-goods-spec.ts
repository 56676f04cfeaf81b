import type { AuthorizationKind } from './connector.ts';
import { codeEnvelope, type Envelope } from './envelopes.ts';

/**
 * The goods API of a platform whose open API is not publicly known (qunjielong, fanmeng, jubaozan,
 * taogongchang; and WeChat video shop's shop-name token check): a shape of OUR own (camelCase fields,
 * integer fen, `/open/api/<method>`, our `x-puhuo-*` signature), declared once as data and shared by its
 * connector and its sandbox. Nothing of it is the platforms' own.
 */
export interface GenericGoodsSpec {
  station: number;
  /** the sandbox platform name (URL prefix) */
  platform: string;
  apiPrefix: string;
  tokenParam: string;
  envelope: Envelope;
  methods: {
    token: string;
    categories: string | null;
    freightTemplates: string | null;
    brands: string | null;
    create: string;
    get: string;
    /** the shop's goods by our `externalId` (the merchant code) */
    search: string;
    /** one SKU's stock {goodsId, skuId | outerSkuId, stock} */
    stockUpdate: string;
    /** one SKU's price {goodsId, skuId | outerSkuId, priceFen} */
    priceUpdate: string;
    /** on sale or to the warehouse {goodsId, status: onSale | warehouse} */
    shelfSet: string;
  };
  /** the create payload's name for the freight template id (jd: transportId) */
  freightField: string;
  limits: { titleMax: number; imagesMax: number; detailImagesMax: number };
  brandRule: 'always' | 'byCategory' | 'optional' | 'none';
  /** optional: checked when given */
  freightRule: 'required' | 'optional' | 'none';
  authorization: AuthorizationKind;
  /** where the consent page lives; null when the platform authorises by code */
  consentPath: string | null;
}

/**
 * A spec of the shape that is OURS throughout (`/open/api/goods.add`, `{ code: 0, data }`), for
 * platforms of which nothing is public; pass only what differs.
 */
export function oursGenericSpec(
  spec: Pick<GenericGoodsSpec, 'station' | 'platform'> &
    Partial<Omit<GenericGoodsSpec, 'methods'>> & {
      methods?: Partial<GenericGoodsSpec['methods']>;
    },
): GenericGoodsSpec {
  return {
    apiPrefix: '/open/api',
    tokenParam: 'access_token',
    envelope: codeEnvelope(0),
    freightField: 'freightTemplateId',
    limits: { titleMax: 60, imagesMax: 9, detailImagesMax: 20 },
    brandRule: 'none',
    freightRule: 'required',
    authorization: 'oauth',
    consentPath: '/oauth/authorize',
    ...spec,
    methods: {
      token: 'oauth.token',
      categories: 'goods.category.list',
      freightTemplates: 'goods.freight.list',
      brands: null,
      create: 'goods.add',
      get: 'goods.get',
      search: 'goods.search',
      stockUpdate: 'goods.sku.stock.update',
      priceUpdate: 'goods.sku.price.update',
      shelfSet: 'goods.shelf.set',
      ...spec.methods,
    },
  };
}
