/**
 * kuaituantuan (快团团) on the pdd gateway, as the pdd pop SDKs' kuaituantuan classes describe it (requests:
 * webwlsong/pddsdk src/pddsdk/Api/Request/PddKtt*Request.php; answers: the Java pop SDK's
 * com.pdd.pop.sdk.http.api.pop.response.PddKtt*Response classes, answer keys `response` or
 * `ktt_*_response` per method, see md5-router.dialect.ts):
 * - consent page `/authorize/ktt` (real: https://oauth.pinduoduo.com/authorize/ktt, justmd5/pinduoduo-sdk
 *   src/Oauth/PreAuth.php); tokens as on pdd;
 * - `pdd.ktt.goods.create.spec` {spec_map: {parent: [values]}} (product at most 400) → {success, spec_map: {parent:
 *   [{name, parent_name, spec_id}]}};
 * - `pdd.ktt.group.create` {title, start_time, end_time (ms; end after start), is_save_preview 0/1, goods_list
 *   [{goods_name, goods_desc, category_name, pic_url_list ≤20, market_price, limit_buy, sku_list[{price_in_fen,
 *   quantity_type 0 normal / 1 unlimited, total_quantity ≤1,000,000, spec_id_list, thumb_url, external_sku_id
 *   ≤32}]}]} → {activity_no, success};
 * - `pdd.ktt.group.query.status` {activity_no} → {activity_no, status 1 created, goods_list[{goods_id, goods_name,
 *   sku_list[{external_sku_id, sku_id, spec_id_list}]}], qr_code_url};
 * - `pdd.ktt.goods.query.list` {activity_no | create_time_start/end, update_time_start/end, page, size} →
 *   {goods_list[...], total}; `pdd.ktt.goods.query.single` {goods_id} → {success, result};
 * - `pdd.ktt.goods.incr.quantity` {goods_id, sku_id, quantity_delta, modify_quantity_type "不传或1代表增量修改，
 *   2代表全量修改"} → `ktt_goods_incr_quantity_response` {success} (the Java pop SDK's
 *   PddKttGoodsIncrQuantityRequest / Response): a full quantity is ≥ 0, an incremental one may not take the
 *   stock below 0; an unknown goods or a SKU not of it is refused.
 *
 * Ours: groups are created at once (the real creation is asynchronous, status 3 while it runs), the purchase
 * limit range 1-200 (from our platform reference), ids of goods and SKUs, the QR code address.
 */
import { chineseLength, type SpecPair } from '../../core/listing-draft.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import { numericId } from '../catalog/deterministic.ts';
import { changedStock, changeSku, skuIndex, wholeNumber } from '../listing-maintenance.ts';
import * as rules from '../listing-rules.ts';
import type { NewListing } from '../listing-service.ts';
import {
  createListing,
  defineSandboxPlatform,
  jsonParam,
  paged,
  requireListing,
  type ShopCallContext,
  shopMethod,
  text,
} from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';
import type { ListingRecord } from '../sandbox-state.ts';
import { pddGatewayDialect, registerFormData } from './md5-router.dialect.ts';
import { pddTokenMethods } from './pdd.auth.sandbox.ts';
import { specIdList } from './pdd.lookups.sandbox.ts';

const asList = (value: unknown, label: string) => {
  const parsed = jsonParam(value, label);
  return Array.isArray(parsed) ? (parsed as Record<string, unknown>[]) : [];
};
const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const int = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : Number(value));

/** kuaituantuan spec ids keep their parent spec's name (specs are per name, not per category) */
function specsOf(ctx: ShopCallContext, ids: string[]): SpecPair[] {
  return ids.map((id) => {
    const spec = ctx.core.state.spec(ctx.platform.name, id);
    if (!spec) return fail(SandboxCode.ParamInvalid, `规格ID不存在：${id}`);
    return { name: spec.parentSpecId, value: spec.name };
  });
}

function createSpecs(ctx: ShopCallContext, p: Record<string, unknown>) {
  const map = asRecord(jsonParam(rules.requireValue(p.spec_map, 'spec_map'), 'spec_map'));
  const entries = Object.entries(map).map(([parent, values]) => [parent, Array.isArray(values) ? values : []] as const);
  if (entries.length === 0) fail(SandboxCode.ParamMissing, 'spec_map不能为空');
  const product = entries.reduce((n, [, values]) => n * values.length, 1);
  if (product > 400) fail(SandboxCode.SkuCombination, `规格乘积不能超过400，当前${product}`);
  const specMap: Record<string, { name: string; parent_name: string; spec_id: number }[]> = {};
  for (const [parent, values] of entries) {
    specMap[parent] = values.map((value) => {
      const name = String(value).trim();
      const specId = numericId(`${ctx.platform.name}|spec|${parent}|${name}`, 10);
      if (!ctx.core.state.spec(ctx.platform.name, specId)) {
        ctx.core.state.commit({ t: 'spec', platform: ctx.platform.name, specId, parentSpecId: parent, name });
      }
      return { name, parent_name: parent, spec_id: Number(specId) };
    });
  }
  return { success: true, spec_map: specMap };
}

/** pdd.ktt.group.create as the SDK classes and our reference list it */
function groupCreate(ctx: ShopCallContext, p: Record<string, unknown>): NewListing {
  const title = rules.title(p.title, { max: 60, measure: chineseLength, unit: '字', label: '团购标题title' });
  const start = Number(rules.requireValue(p.start_time, 'start_time'));
  const end = Number(rules.requireValue(p.end_time, 'end_time'));
  if (!(end > start)) fail(SandboxCode.ParamInvalid, '团购结束时间不能比开始时间早');
  const preview = rules.oneOf(Number(p.is_save_preview ?? 0), [0, 1], 'is_save_preview');
  const goodsList = asList(p.goods_list, 'goods_list');
  const goods = goodsList[0] ?? fail(SandboxCode.SkuMissing, '开团商品列表goods_list不能为空');
  rules.requireValue(goods.goods_name, '商品名称goods_name');
  rules.requireValue(goods.goods_desc, '商品描述goods_desc');
  rules.requireValue(goods.category_name, '商品分类category_name');
  const pictures = rules.images(goods.pic_url_list, { min: 1, max: 20, label: '商品图片pic_url_list' });
  const limit = Number(goods.limit_buy ?? 0);
  if (limit !== 0) rules.oneOf(limit >= 1 && limit <= 200, [true], '每人限购limit_buy（1-200）');
  const skus = asList(goods.sku_list, 'sku_list').map((sku, i) => {
    const price = rules.fen(sku.price_in_fen, `第${i + 1}个SKU的价格price_in_fen`);
    const unlimited = rules.oneOf(Number(sku.quantity_type), [0, 1], 'quantity_type') === 1;
    const external = String(sku.external_sku_id ?? '');
    if (external.length > 32) fail(SandboxCode.ParamInvalid, `external_sku_id不能超过32位：${external}`);
    return {
      specs: specsOf(ctx, sku.spec_id_list === undefined ? [] : specIdList(sku.spec_id_list, 'spec_id_list')),
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

const goodsIdOf = (l: ListingRecord) => Number(numericId(`ktt|goods|${l.listingId}`, 11));

/** the calling shop's group whose goods has the id `goods_id` names */
function groupOfGoods(ctx: ShopCallContext, p: Record<string, unknown>): ListingRecord {
  const goodsId = Number(rules.requireValue(text(p.goods_id), 'goods_id'));
  const listing = ctx.core.listings.list(ctx.platform.name, ctx.shop.shopId).find((l) => goodsIdOf(l) === goodsId);
  return listing ?? fail(SandboxCode.ListingNotFound, `商品不存在：${goodsId}`);
}

/** pdd.ktt.goods.incr.quantity: one SKU's stock, incremental (1, the default) or full (2) */
function incrQuantity(ctx: ShopCallContext, p: Record<string, unknown>) {
  const listing = groupOfGoods(ctx, p);
  const skuId = String(rules.requireValue(text(p.sku_id), 'sku_id'));
  const keys = goodsOf(listing).skus.map((s) => ({ skuId: String(s.skuId), outerId: '' }));
  const index = skuIndex(listing, keys, { skuId });
  const type = rules.oneOf(wholeNumber(p.modify_quantity_type, 'modify_quantity_type') ?? 1, [1, 2], '修改库存的类型');
  const delta = wholeNumber(
    rules.requireValue(p.quantity_delta, 'quantity_delta'),
    '库存增减值quantity_delta',
  ) as number;
  const stock = changedStock(listing.skus[index]?.stock ?? 0, delta, type === 2, 'quantity_delta');
  changeSku(ctx, listing, index, { stock: rules.stock(stock, '库存quantity_delta', 1_000_000) });
  return { success: true };
}

/** the group's goods as the create request gave it, with the ids the platform assigned */
function goodsOf(l: ListingRecord) {
  const goods = asList(asRecord(l.payload).goods_list, 'goods_list')[0] ?? {};
  const sent = asList(goods.sku_list, 'sku_list');
  const goodsId = goodsIdOf(l);
  return {
    goods,
    goodsId,
    skus: l.skus.map((sku, i) => {
      const raw = sent[i] ?? {};
      return {
        ...sku,
        skuId: Number(`${String(goodsId).slice(-8)}${String(i + 1).padStart(3, '0')}`),
        external: text(raw.external_sku_id) ?? '',
        quantityType: Number(raw.quantity_type ?? 0),
        thumbUrl: text(raw.thumb_url) ?? '',
        specIds: raw.spec_id_list === undefined ? [] : specIdList(raw.spec_id_list, 'spec_id_list'),
      };
    }),
  };
}

/** a goods as pdd.ktt.goods.query.list / .single answer it */
function goodsItem(l: ListingRecord) {
  const { goods, goodsId, skus } = goodsOf(l);
  return {
    activity_no: l.listingId,
    category_name: l.categoryId,
    create_time: l.createdAt,
    goods_desc: text(goods.goods_desc) ?? '',
    goods_id: goodsId,
    goods_image_list: l.images,
    goods_name: text(goods.goods_name) ?? l.title,
    is_activity_delete: 0,
    limit_buy: Number(goods.limit_buy ?? 0),
    market_price: Number(goods.market_price ?? 0),
    update_time: l.createdAt,
    sku_list: skus.map((s) => ({
      external_sku_id: s.external,
      price_in_fen: s.priceFen,
      quantity: s.stock,
      quantity_type: s.quantityType,
      reserve_quantity: 0,
      sku_id: s.skuId,
      sold_quantity: 0,
      spec_list: s.specs.map((x, j) => ({ name: x.value, parent_name: x.name, spec_id: Number(s.specIds[j] ?? 0) })),
      spec_name: s.specs.map((x) => x.value).join(' '),
      thumb_url: s.thumbUrl,
      total_quantity: s.stock,
    })),
  };
}

function goodsQueryList(ctx: ShopCallContext, p: Record<string, unknown>) {
  const activityNo = text(p.activity_no);
  const createStart = int(p.create_time_start);
  const createEnd = int(p.create_time_end);
  if (activityNo !== undefined && (createStart !== undefined || createEnd !== undefined)) {
    fail(SandboxCode.ParamInvalid, '团号和创建时间只能传一个');
  }
  const updateStart = int(p.update_time_start);
  const updateEnd = int(p.update_time_end);
  const matches = ctx.core.listings
    .list(ctx.platform.name, ctx.shop.shopId)
    .filter((l) => activityNo === undefined || l.listingId === activityNo)
    .filter((l) => createStart === undefined || l.createdAt >= createStart)
    .filter((l) => createEnd === undefined || l.createdAt <= createEnd)
    .filter((l) => updateStart === undefined || l.createdAt >= updateStart)
    .filter((l) => updateEnd === undefined || l.createdAt <= updateEnd)
    .sort((a, b) => b.createdAt - a.createdAt);
  return {
    goods_list: paged(matches, int(p.page) ?? 1, int(p.size) ?? 10).map(goodsItem),
    total: matches.length,
  };
}

function groupStatus(l: ListingRecord) {
  const { goods, goodsId, skus } = goodsOf(l);
  return {
    activity_no: l.listingId,
    status: 1,
    qr_code_url: `https://ktt.pinduoduo.com/sandbox/qr/${l.listingId}.png`,
    goods_list: [
      {
        goods_id: goodsId,
        goods_name: text(goods.goods_name) ?? l.title,
        sku_list: skus.map((s) => ({
          external_sku_id: s.external,
          sku_id: s.skuId,
          spec_id_list: s.specIds.map(Number),
        })),
      },
    ],
  };
}

/** kuaituantuan on the pdd gateway. */
export const kttSandbox = defineSandboxPlatform({
  name: 'ktt',
  station: 33,
  catalog: { categoryIdBase: 330_000, brandIdBase: 3_300_000 },
  lifetimes: { accessSeconds: 86_400, refreshSeconds: 30 * 86_400, reauthVoidsEarlier: true },
  listingIdBase: 330_000_000_000,
  consent: { path: '/authorize/ktt', clientIdParam: 'client_id' },
  register(scope, kit) {
    registerFormData(scope);
    kit.serve({
      path: '/api/router',
      dialect: pddGatewayDialect,
      methods: {
        ...pddTokenMethods,
        'pdd.ktt.goods.create.spec': shopMethod((ctx, p) => createSpecs(ctx, p)),
        'pdd.ktt.group.create': shopMethod((ctx, p) => {
          const goods = asList(p.goods_list, 'goods_list')[0];
          const firstSku = asList(goods?.sku_list, 'sku_list')[0];
          // no goods-level merchant code on kuaituantuan: the first SKU's external code stands for it
          const { listing } = createListing(ctx, text(firstSku?.external_sku_id), () => groupCreate(ctx, p));
          return { activity_no: listing.listingId, success: true };
        }),
        'pdd.ktt.group.query.status': shopMethod((ctx, p) => groupStatus(requireListing(ctx, p.activity_no))),
        'pdd.ktt.goods.query.list': shopMethod((ctx, p) => goodsQueryList(ctx, p)),
        'pdd.ktt.goods.query.single': shopMethod((ctx, p) => ({
          success: true,
          result: goodsItem(groupOfGoods(ctx, p)),
        })),
        'pdd.ktt.goods.incr.quantity': shopMethod((ctx, p) => incrQuantity(ctx, p)),
      },
    });
  },
});
