import { WECHAT_SPEC } from '../../connectors/wechatvideoshop.connector.ts';
import { chineseLength } from '../../core/listing-draft.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import * as rules from '../listing-rules.ts';
import type { NewListing } from '../listing-service.ts';
import { escapeHtml, sandboxPage } from '../pages/html.ts';
import { demoShopNames } from '../sandbox-apps.ts';
import {
  createListing,
  openMethod,
  type PlatformKit,
  requireListing,
  type ShopCallContext,
  shopMethod,
  text,
} from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';
import type { ListingRecord } from '../sandbox-state.ts';
import { genericSandboxPlatform, grantByCode } from './generic-goods.sandbox.ts';

const LIFETIMES = { accessSeconds: 7200, refreshSeconds: null, reauthVoidsEarlier: false };
const list = (value: unknown) => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);
const rec = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** product/add as the reference lists it */
function productAdd(ctx: ShopCallContext, p: Record<string, unknown>): NewListing {
  const { catalog, shop } = ctx;
  rules.requireValue(text(p.out_product_id), 'out_product_id');
  const title = rules.title(p.title, { max: WECHAT_SPEC.limits.titleMax, measure: chineseLength, unit: '字' });
  const images = rules.images(p.head_imgs, { min: 1, max: WECHAT_SPEC.limits.imagesMax, label: '商品主图head_imgs' });
  const cats = list(p.cats).map((c) => text(c.cat_id) ?? '');
  const category = rules.leafCategory(catalog, cats.at(-1));
  if (cats.length > 1 && cats.slice(0, -1).join(',') !== category.parents.join(',')) {
    fail(SandboxCode.ParamInvalid, `cats类目路径与叶子类目「${category.name}」不符`);
  }
  const detail = rules.images(rec(p.desc_info).imgs ?? [], {
    min: 0,
    max: WECHAT_SPEC.limits.detailImagesMax,
    label: '详情图desc_info.imgs',
  });
  const freight = rules.freightTemplate(catalog, shop.shopId, rec(p.express_info).template_id, {
    label: '运费模板express_info.template_id',
  });
  rules.oneOf(Number(rec(p.extra_service).seven_day_return ?? 1), [0, 1], '七天无理由seven_day_return');
  const skus = list(p.skus).map((s, i) => {
    rules.requireValue(text(s.out_sku_id), `第${i + 1}个SKU的out_sku_id`);
    rules.images([s.thumb_img], { min: 1, max: 1, label: `第${i + 1}个SKU的thumb_img` });
    return {
      specs: list(s.sku_attrs).map((a) => ({ name: String(a.attr_key ?? ''), value: String(a.attr_value ?? '') })),
      priceFen: rules.fen(s.sale_price, `第${i + 1}个SKU的售价sale_price`),
      stock: rules.stock(s.stock_num, `第${i + 1}个SKU的库存stock_num`),
    };
  });
  rules.skuSpecs(
    skus.map((s) => s.specs),
    { fullCombination: true, maxSkus: 500 },
  );
  return {
    title,
    images,
    detailImages: detail,
    categoryId: category.id,
    brandId: null,
    freightTemplateId: freight,
    status: Number(p.listing ?? 0) === 1 ? 'onSale' : 'warehouse',
    skus,
    payload: p,
  };
}

const productOf = (l: ListingRecord, catalogParents: string[]) => ({
  product_id: l.listingId,
  out_product_id: l.externalId,
  title: l.title,
  head_imgs: l.images,
  cats: [...catalogParents, l.categoryId].map((cat_id) => ({ cat_id })),
  status: l.status === 'onSale' ? 5 : 0,
  skus: l.skus.map((s) => ({
    sale_price: s.priceFen,
    stock_num: s.stock,
    sku_attrs: s.specs.map((a) => ({ attr_key: a.name, attr_value: a.value })),
  })),
});

/** the shop's back office, where it authorises our app (the demo shops have already) */
function registerGrantPage(kit: PlatformKit): void {
  const page = (body: string) => sandboxPage({ title: '授权服务商', platformLabel: '微信小店后台', body });
  const form = (result = '') =>
    page(`<div class="card"><h1>授权「铺货助手」管理你的小店</h1>${result}
<form method="post" action=""><label for="shopName">小店名称</label>
<input type="text" id="shopName" name="shopName" maxlength="40">
<div class="row"><button class="primary" type="submit">确认授权</button></div></form></div>`);
  kit.scope.get('/grant', async (_request, reply) => reply.type('text/html').send(form()));
  kit.scope.post('/grant', async (request, reply) => {
    const name = text((request.body as Record<string, unknown>)?.shopName)?.trim() ?? '';
    if (name === '') return reply.status(400).type('text/html').send(form('<p class="error">请输入店铺名称</p>'));
    const shop = kit.core.auth.ensureShop('wechatvideoshop', name);
    kit.core.state.commit({ t: 'grant', platform: 'wechatvideoshop', shopId: shop.shopId });
    return reply
      .type('text/html')
      .send(form(`<p class="ok">「${escapeHtml(name)}」已授权，回到铺货助手输入店铺名称即可绑定</p>`));
  });
}

export const wechatVideoShopSandbox = genericSandboxPlatform(WECHAT_SPEC, {
  catalogBase: 360_000,
  listingIdBase: 360_000_000_000,
  lifetimes: LIFETIMES,
  extraMethods: {
    [WECHAT_SPEC.methods.token]: openMethod((ctx, p) => {
      const name = text(p.shop_name)?.trim() ?? '';
      if (name === '') return fail(SandboxCode.ParamMissing, '请输入店铺名称');
      const known = ctx.core.state.shopIdByName(ctx.platform.name, name);
      const granted =
        (known && ctx.core.state.hasGrant(ctx.platform.name, known)) || demoShopNames('微信小店').includes(name);
      if (!granted)
        return fail(SandboxCode.ShopNotAuthorised, `未找到已授权本应用的微信小店「${name}」，请先在微信小店后台授权`);
      return grantByCode(ctx, name, LIFETIMES);
    }),
    [WECHAT_SPEC.methods.create]: shopMethod((ctx, p) => {
      const { listing } = createListing(ctx, text(p.out_product_id), () => productAdd(ctx, p));
      return { data: { product_id: listing.listingId } };
    }),
    [WECHAT_SPEC.methods.get]: shopMethod((ctx, p) => {
      const listing = requireListing(ctx, p.product_id);
      return { product: productOf(listing, ctx.catalog.category(listing.categoryId)?.parents ?? []) };
    }),
  },
  register: registerGrantPage,
});
