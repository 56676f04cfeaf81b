import { chineseLength } from '../../core/listing-draft.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import * as rules from '../listing-rules.ts';
import type { NewListing } from '../listing-service.ts';
import {
  createListing,
  defineSandboxPlatform,
  jsonParam,
  requireListing,
  type ShopCallContext,
  shopMethod,
} from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';
import type { ListingRecord } from '../sandbox-state.ts';
import { pddGatewayDialect } from './md5-router.dialect.ts';
import { pddMethods, specsOf } from './pdd.sandbox.ts';

const asList = (value: unknown, label: string) => {
  const parsed = jsonParam(value, label);
  return Array.isArray(parsed) ? (parsed as Record<string, unknown>[]) : [];
};

/** pdd.ktt.group.create as the reference lists it */
function groupCreate(ctx: ShopCallContext, p: Record<string, unknown>): NewListing {
  const title = rules.title(p.title, { max: 60, measure: chineseLength, unit: '字', label: '团购标题title' });
  const start = Number(rules.requireValue(p.start_time, 'start_time'));
  const end = Number(rules.requireValue(p.end_time, 'end_time'));
  if (!(end > start)) fail(SandboxCode.ParamInvalid, '团购结束时间必须晚于开始时间');
  const preview = rules.oneOf(Number(p.is_save_preview ?? 0), [0, 1], 'is_save_preview');
  const goodsList = asList(p.goods_list, 'goods_list');
  const goods = goodsList[0] ?? fail(SandboxCode.SkuMissing, 'goods_list不能为空');
  rules.requireValue(goods.goods_name, '商品名称goods_name');
  rules.requireValue(goods.category_name, '商品分类category_name');
  const pictures = rules.images(goods.pic_url_list, { min: 1, max: 20, label: '商品图片pic_url_list' });
  const limit = Number(goods.limit_buy ?? 0);
  if (limit !== 0) rules.oneOf(limit >= 1 && limit <= 200, [true], '每人限购limit_buy（1-200）');
  const skus = asList(goods.sku_list, 'sku_list').map((sku, i) => {
    const price = rules.fen(sku.price_in_fen, `第${i + 1}个SKU的价格price_in_fen`);
    const unlimited = rules.oneOf(Number(sku.quantity_type), [0, 1], 'quantity_type') === 1;
    const external = String(sku.external_sku_id ?? '');
    if (external.length > 32) fail(SandboxCode.ParamInvalid, `external_sku_id不能超过32个字符：${external}`);
    return {
      specs: specsOf(ctx, sku.spec_id_list ?? []),
      priceFen: price,
      stock: unlimited ? 1_000_000 : rules.stock(sku.total_quantity, `第${i + 1}个SKU的库存total_quantity`, 1_000_000),
    };
  });
  rules.skuSpecs(
    skus.map((s) => s.specs),
    { fullCombination: true, maxSkus: 400 },
  );
  return {
    title,
    images: pictures,
    detailImages: [],
    categoryId: String(goods.category_name),
    brandId: null,
    freightTemplateId: null,
    status: preview === 1 ? 'warehouse' : 'onSale',
    skus,
    payload: p,
  };
}

const groupOf = (l: ListingRecord) => ({
  activity_no: l.listingId,
  status: 'SUCCESS',
  title: l.title,
  is_save_preview: l.status === 'warehouse' ? 1 : 0,
  goods_list: [
    {
      goods_name: l.title,
      category_name: l.categoryId,
      pic_url_list: l.images,
      sku_list: l.skus.map((s) => ({
        price_in_fen: s.priceFen,
        total_quantity: s.stock,
        spec_list: s.specs.map((x) => ({ parent_name: x.name, spec_name: x.value })),
      })),
    },
  ],
});

/** kuaituantuan on the pdd gateway: groups created asynchronously (polled by activity number). */
export const kttSandbox = defineSandboxPlatform({
  name: 'ktt',
  station: 33,
  catalog: { categoryIdBase: 330_000, brandIdBase: 3_300_000 },
  lifetimes: { accessSeconds: 86_400, refreshSeconds: 30 * 86_400, reauthVoidsEarlier: true },
  listingIdBase: 330_000_000_000,
  consent: { path: '/oauth/authorize', clientIdParam: 'client_id' },
  register(_scope, kit) {
    kit.serve({
      path: '/api/router',
      dialect: pddGatewayDialect,
      methods: {
        'pdd.pop.auth.token.create': pddMethods['pdd.pop.auth.token.create'],
        'pdd.pop.auth.token.refresh': pddMethods['pdd.pop.auth.token.refresh'],
        'pdd.goods.spec.get': pddMethods['pdd.goods.spec.get'],
        'pdd.goods.spec.id.get': pddMethods['pdd.goods.spec.id.get'],
        'pdd.ktt.group.create': shopMethod((ctx, p) => {
          const { listing } = createListing(ctx, null, () => groupCreate(ctx, p));
          return { activity_no: listing.listingId };
        }),
        'pdd.ktt.group.query.status': shopMethod((ctx, p) => groupOf(requireListing(ctx, p.activity_no))),
      } as typeof pddMethods,
    });
  },
});
