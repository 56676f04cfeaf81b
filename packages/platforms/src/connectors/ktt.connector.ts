import { defineConnector } from '../core/connector.ts';
import { chineseLength, truncateBy } from '../core/listing-draft.ts';
import { asArray, asRecord, consentUrl, field, specsFrom, str } from './mapping.ts';
import { pddOperations, specIds } from './pdd.connector.ts';
import { pddGatewayTransport } from './transports/md5-router.transport.ts';

const LIMITS = { titleMax: 60, imagesMax: 20, detailImagesMax: 0 };
/** a group runs for 30 days from publishing unless the template says otherwise */
const GROUP_DAYS = 30;

/**
 * kuaituantuan (快团团) on the pdd gateway: a group with one goods; "do not publish yet" saves it as a
 * preview; no category tree or freight templates (the goods carry a category name).
 */
export const kttConnector = defineConnector({
  station: 33,
  authorization: 'oauth',
  freightTemplateKind: null,
  limits: LIMITS,
  transport: pddGatewayTransport(),
  operations: {
    authorizeUrl: (api, input) =>
      consentUrl(api, '/oauth/authorize', input, { response_type: 'code', client_id: api.options.app.appKey }),
    exchangeCode: pddOperations.exchangeCode,
    refreshToken: pddOperations.refreshToken,
    async publish(api, shop, { draft, merchantCode }) {
      const ids = await specIds(api, shop, draft, null);
      const start = api.now().getTime();
      const answer = asRecord(
        await api.call(
          'pdd.ktt.group.create',
          {
            title: truncateBy(draft.title, LIMITS.titleMax, chineseLength),
            start_time: start,
            end_time: start + GROUP_DAYS * 86_400_000,
            is_save_preview: draft.listingStatus === 'warehouse' ? 1 : 0,
            goods_list: [
              {
                goods_name: truncateBy(draft.title, LIMITS.titleMax, chineseLength),
                category_name: draft.categoryName ?? '其他',
                pic_url_list: [...draft.images, ...draft.detailImages].slice(0, LIMITS.imagesMax),
                market_price: draft.marketPriceFen,
                limit_buy: draft.limitPerBuyer ?? 0,
                sku_list: draft.skus.map((s, i) => ({
                  price_in_fen: s.priceFen,
                  quantity_type: draft.unlimitedStock ? 1 : 0,
                  total_quantity: s.stock,
                  spec_id_list: s.specs.map((x) => ids.get(`${x.name}=${x.value}`)),
                  thumbnail: s.imageUrl ?? draft.images[0],
                  external_sku_id: (s.outerSkuId ?? `${i}`).slice(0, 32),
                })),
              },
            ],
          },
          { shop },
        ),
      );
      return { listingId: str(field(api, answer, 'activity_no')) };
    },
    async getListing(api, shop, listingId) {
      const group = asRecord(await api.call('pdd.ktt.group.query.status', { activity_no: listingId }, { shop }));
      const goods = asRecord(asArray(group.goods_list)[0]);
      return {
        listingId: str(group.activity_no),
        title: str(group.title),
        categoryId: str(goods.category_name),
        status: group.is_save_preview === 1 ? 'warehouse' : 'onSale',
        images: asArray(goods.pic_url_list).map(str),
        externalId: null,
        skus: asArray(goods.sku_list).map((s) => ({
          specs: specsFrom(s.spec_list, 'parent_name', 'spec_name'),
          priceFen: Number(s.price_in_fen),
          stock: Number(s.total_quantity),
        })),
      };
    },
  },
});
