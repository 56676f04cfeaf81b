import { wechatEnvelope } from '../core/envelopes.ts';
import type { GenericGoodsSpec } from '../core/generic-goods-spec.ts';
import { chineseLength, truncateBy } from '../core/listing-draft.ts';
import { PlatformError } from '../core/platform-error.ts';
import { defineGenericConnector, genericGrant } from './generic-goods.connector.ts';
import { asArray, asRecord, field, str } from './mapping.ts';

/**
 * WeChat video shop (微信小店): the product fields and the `{ errcode, errmsg }` envelope are known;
 * a shop is bound by its name (the shop has authorised our app in its back office), the token lasts
 * 2 hours without refresh. Method paths besides product/add and the signing are OURS.
 */
export const WECHAT_SPEC: GenericGoodsSpec = {
  station: 36,
  platform: 'wechatvideoshop',
  apiPrefix: '/channels/ec',
  tokenParam: 'access_token',
  envelope: wechatEnvelope,
  methods: {
    token: 'shop/token',
    categories: 'category/availablesoncategories/get',
    freightTemplates: 'merchant/getfreighttemplatelist',
    brands: null,
    create: 'product/add',
    get: 'product/get',
  },
  freightField: 'freightTemplateId',
  limits: { titleMax: 60, imagesMax: 9, detailImagesMax: 20 },
  brandRule: 'none',
  freightRule: 'required',
  authorization: 'shopName',
  consentPath: null,
};

export const wechatVideoShopConnector = defineGenericConnector(WECHAT_SPEC, {
  async authorizeWithCode(api, input) {
    if (input.kind !== 'shopName')
      throw new PlatformError('permanent', '微信小店需要店铺名称', { station: api.station });
    return genericGrant(
      api,
      await api.call(WECHAT_SPEC.methods.token, { shop_name: input.shopName.trim() }, { anonymous: true }),
    );
  },
  async publish(api, shop, { draft, merchantCode }) {
    const answer = asRecord(
      await api.call(
        WECHAT_SPEC.methods.create,
        {
          out_product_id: merchantCode,
          title: truncateBy(draft.title, WECHAT_SPEC.limits.titleMax, chineseLength),
          head_imgs: draft.images.slice(0, WECHAT_SPEC.limits.imagesMax),
          cats: [...(draft.categoryPath ?? []), draft.categoryId].map((id) => ({ cat_id: id })),
          desc_info: {
            imgs: draft.detailImages.slice(0, WECHAT_SPEC.limits.detailImagesMax),
            desc: draft.description ?? '',
          },
          skus: draft.skus.map((s, i) => ({
            out_sku_id: s.outerSkuId ?? `${merchantCode}-${i}`,
            sale_price: s.priceFen,
            stock_num: s.stock,
            thumb_img: s.imageUrl ?? draft.images[0],
            sku_attrs: s.specs.map((p) => ({ attr_key: p.name, attr_value: p.value })),
          })),
          extra_service: { seven_day_return: draft.sevenDayReturn === false ? 0 : 1 },
          express_info: { template_id: draft.freightTemplateId, weight: draft.weightGrams ?? 0 },
          limited_info: draft.limitPerBuyer ? { period_type: 0, limited_buy_num: draft.limitPerBuyer } : undefined,
          listing: draft.listingStatus === 'onSale' ? 1 : 0,
        },
        { shop },
      ),
    );
    return { listingId: str(field(api, asRecord(answer.data), 'product_id')) };
  },
  async getListing(api, shop, listingId) {
    const product = asRecord(
      asRecord(await api.call(WECHAT_SPEC.methods.get, { product_id: listingId }, { shop })).product,
    );
    const cats = asArray(product.cats);
    return {
      listingId: str(product.product_id),
      title: str(product.title),
      categoryId: str(cats.at(-1)?.cat_id),
      status: product.status === 5 ? 'onSale' : 'warehouse',
      images: asArray(product.head_imgs).map(str),
      externalId: str(product.out_product_id) || null,
      skus: asArray(product.skus).map((s) => ({
        specs: asArray(s.sku_attrs).map((a) => ({ name: str(a.attr_key), value: str(a.attr_value) })),
        priceFen: Number(s.sale_price),
        stock: Number(s.stock_num),
      })),
    };
  },
});
