import { TOP_ROUTER } from '../../connectors/transports/md5-router.transport.ts';
import { gbkLength } from '../../core/listing-draft.ts';
import type { Grant } from '../auth-service.ts';
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
import type { ListingRecord } from '../sandbox-state.ts';
import { md5RouterDialect } from './md5-router.dialect.ts';
import { oauthError, secretTokenDialect, tokenGrantMethods } from './secret-token.dialect.ts';

const seconds = (ms: number) => Math.floor(ms / 1000);
const asList = (value: unknown, label: string) => {
  const parsed = jsonParam(value, label);
  return Array.isArray(parsed) ? (parsed as Record<string, unknown>[]) : [];
};

const taobaoToken = (grant: Grant, nowMs: number) => ({
  access_token: grant.accessToken,
  token_type: 'Bearer',
  expires_in: seconds(grant.accessExpiresAt - nowMs),
  refresh_token: grant.refreshToken,
  re_expires_in: grant.refreshExpiresAt ? seconds(grant.refreshExpiresAt - nowMs) : 0,
  taobao_user_id: grant.shop.shopId,
  taobao_user_nick: grant.shop.shopName,
  // ours: when the shop's order of our app ends
  service_expire_at: grant.serviceExpiresAt ? seconds(grant.serviceExpiresAt) : null,
});

/** taobao.item.add: title <= 60 bytes, desc 5-25000 characters, cid a leaf (reference); the rest ours */
function itemAdd(ctx: ShopCallContext, p: Record<string, unknown>): NewListing {
  const title = rules.title(p.title, { max: 60, measure: gbkLength, unit: '字节（汉字算2字节）' });
  rules.textLength(p.desc, 5, 25_000, '宝贝描述desc');
  const category = rules.leafCategory(ctx.catalog, p.cid);
  const freight = rules.freightTemplate(ctx.catalog, ctx.shop.shopId, p.postage_id, { label: '运费模板postage_id' });
  rules.oneOf(text(p.type), ['fixed', 'auction'], '发布类型type');
  rules.oneOf(text(p.stuff_status), ['new', 'second'], '新旧程度stuff_status');
  const status = rules.oneOf(text(p.approve_status), ['onsale', 'instock'], '上架状态approve_status');
  rules.oneOf(Number(p.sub_stock ?? 0), [0, 1], '拍下减库存sub_stock');
  const images = rules.images(jsonParam(p.image_urls, 'image_urls'), { min: 1, max: 5, label: '宝贝主图' });
  const skus = asList(p.skus, 'skus').map((sku, i) => ({
    specs: asList(sku.properties, 'properties').map((x) => ({
      name: String(x.name ?? ''),
      value: String(x.value ?? ''),
    })),
    priceFen: rules.fen(sku.price, `第${i + 1}个SKU的价格price`),
    stock: rules.stock(sku.quantity, `第${i + 1}个SKU的库存quantity`),
  }));
  rules.skuSpecs(
    skus.map((s) => s.specs),
    { fullCombination: true, maxSkus: 600 },
  );
  rules.fen(p.price, '一口价price');
  return {
    title,
    images,
    detailImages: [],
    categoryId: category.id,
    brandId: null,
    freightTemplateId: freight,
    status: status === 'onsale' ? 'onSale' : 'warehouse',
    skus,
    payload: p,
  };
}

const itemOf = (l: ListingRecord) => ({
  num_iid: Number(l.listingId),
  title: l.title,
  cid: Number(l.categoryId),
  approve_status: l.status === 'onSale' ? 'onsale' : 'instock',
  outer_id: l.externalId,
  pic_url: l.images[0],
  item_imgs: { item_img: l.images.map((url) => ({ url })) },
  skus: { sku: l.skus.map((s) => ({ price: s.priceFen, quantity: s.stock, properties: s.specs })) },
});

/** taobao (TOP): OAuth2 token endpoint and the /router/rest gateway. */
export const taobaoSandbox = defineSandboxPlatform({
  name: 'taobao',
  station: 3,
  catalog: { categoryIdBase: 50_010_000, brandIdBase: 30_000_000 },
  lifetimes: { accessSeconds: 86_400, refreshSeconds: 30 * 86_400, reauthVoidsEarlier: false },
  listingIdBase: 700_000_000_000,
  consent: {
    path: '/oauth/authorize',
    clientIdParam: 'client_id',
    // the TOP authorisation FAQ's wording for this refusal
    redirectMismatch: { error: 'invalid_client', message: 'application callback can not match the redirect_uri' },
  },
  register(_scope, kit) {
    kit.serve({
      path: '/token',
      dialect: secretTokenDialect({ clientIdParam: 'client_id', secretParam: 'client_secret', error: oauthError }),
      methods: tokenGrantMethods(taobaoToken),
    });
    kit.serve({
      path: TOP_ROUTER.path,
      dialect: md5RouterDialect(TOP_ROUTER),
      methods: {
        'taobao.itemcats.get': shopMethod((ctx, p) => ({
          item_cats: {
            item_cat: ctx.catalog.childrenOf(text(p.parent_cid) ?? '0').map((c) => ({
              cid: Number(c.id),
              parent_cid: Number(c.parentId),
              name: c.name,
              is_parent: !c.isLeaf,
            })),
          },
        })),
        'taobao.delivery.templates.get': shopMethod((ctx, p) => {
          const all = ctx.catalog.freightTemplates(ctx.shop.shopId);
          return {
            delivery_templates: {
              delivery_template: paged(all, Number(p.page_no ?? 1), Number(p.page_size ?? 50)).map((t) => ({
                template_id: Number(t.id),
                name: t.name,
              })),
            },
            total_results: all.length,
          };
        }),
        'taobao.item.add': shopMethod((ctx, p) => {
          const { listing } = createListing(ctx, text(p.outer_id), () => itemAdd(ctx, p));
          return { item: { num_iid: Number(listing.listingId), created: new Date(listing.createdAt).toISOString() } };
        }),
        'taobao.item.seller.get': shopMethod((ctx, p) => ({ item: itemOf(requireListing(ctx, p.num_iid)) })),
      },
    });
  },
});
