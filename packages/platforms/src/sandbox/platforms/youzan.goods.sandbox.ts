/**
 * The youzan sandbox's goods (see youzan.sandbox.ts): the material centre's image upload, and the items made
 * of its images: youzan.item.create, youzan.item.get and youzan.items.custom.get.
 */
import { SandboxCode } from '../../core/sandbox-codes.ts';
import { numericId } from '../catalog/deterministic.ts';
import type { SkuKey } from '../listing-maintenance.ts';
import { createListing, type MethodTable, requireListing, shopMethod, text } from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';
import type { ListingRecord } from '../sandbox-state.ts';
import { itemCreate } from './youzan.listing.sandbox.ts';
import { numeric } from './youzan.lookups.sandbox.ts';

const UPLOAD_METHOD = 'youzan.materials.storage.platform.img.upload/3.0.0';

const youzanSkuId = (listing: ListingRecord, index: number) =>
  `${listing.listingId}${String(index + 1).padStart(2, '0')}`;

/** the SKUs as the stock and price calls name them: sku_id, and the SKU's item_no of youzan.item.create's sku_stocks */
export const youzanSkuKeys = (listing: ListingRecord): SkuKey[] => {
  const stocks = safeList((listing.payload as Record<string, unknown>).sku_stocks);
  return listing.skus.map((_, i) => ({
    skuId: youzanSkuId(listing, i),
    outerId: text((stocks[i] as Record<string, unknown> | undefined)?.item_no) ?? '',
  }));
};

function itemOf(listing: ListingRecord) {
  const payload = listing.payload as Record<string, unknown>;
  const stocks = safeList(payload.sku_stocks);
  return {
    item_id: numeric(listing.listingId),
    kdt_id: numeric(listing.shopId),
    title: listing.title,
    cid: numeric(listing.categoryId),
    alias: `sandbox${listing.listingId}`,
    item_no: listing.externalId ?? '',
    item_type: 0,
    is_listing: listing.status === 'onSale',
    is_lock: false,
    price: Math.min(...listing.skus.map((s) => s.priceFen)),
    quantity: listing.skus.reduce((n, s) => n + s.stock, 0),
    created: new Date(listing.createdAt + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' '),
    pic_url: listing.images[0],
    item_imgs: listing.images.map((url, i) => ({ url, thumbnail: url, medium: url, combine: url, id: i + 1 })),
    delivery_template_info: listing.freightTemplateId
      ? { delivery_template_id: numeric(listing.freightTemplateId) }
      : undefined,
    skus: listing.skus.map((s, i) => ({
      item_id: numeric(listing.listingId),
      sku_id: numeric(youzanSkuId(listing, i)),
      properties_name_json: JSON.stringify(s.specs.map((spec) => ({ k: spec.name, v: spec.value }))),
      price: s.priceFen,
      quantity: s.stock,
      item_no: text((stocks[i] as Record<string, unknown> | undefined)?.item_no) ?? '',
    })),
  };
}

function safeList(value: unknown): unknown[] {
  try {
    const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** the calls on a shop's images and items; `images`: the material centre of each shop (image id -> URL) */
export function youzanGoodsMethods(images: Map<string, string>): MethodTable {
  const imageUrl = (shopId: string, id: string) => images.get(`${shopId}|${id}`);
  return {
    // the material centre: an image by its URL (see the connector: the SDKs upload a file `image`)
    [UPLOAD_METHOD]: shopMethod((ctx, p) => {
      const url = text(p.image_url);
      if (!url || !/^https?:\/\/\S+$/.test(url)) {
        return fail(SandboxCode.ParamMissing, '请上传图片：image（文件）或image_url（图片地址）');
      }
      const imageId = numericId(`youzan|image|${ctx.shop.shopId}|${url}`, 10);
      images.set(`${ctx.shop.shopId}|${imageId}`, url);
      return { image_id: Number(imageId), image_url: url, width: 800, height: 800 };
    }),
    'youzan.item.create/3.0.0': shopMethod((ctx, p) => {
      const { listing } = createListing(ctx, text(p.item_no), () => itemCreate(ctx, p, imageUrl));
      return { item: itemOf(listing) };
    }),
    'youzan.item.get/3.0.0': shopMethod((ctx, p) => ({ item: itemOf(requireListing(ctx, p.item_id)) })),
    'youzan.items.custom.get/3.0.0': shopMethod((ctx, p) => {
      const code = text(p.item_no) ?? '';
      const found = ctx.core.listings.byMerchantCode(ctx.platform.name, ctx.shop.shopId, code).map((l) => {
        const item = itemOf(l);
        return {
          item_id: item.item_id,
          alias: item.alias,
          title: item.title,
          price: item.price,
          item_type: 0,
          item_no: item.item_no,
          quantity: item.quantity,
          post_type: l.freightTemplateId ? 2 : 1,
          created_time: item.created,
          item_imgs: item.item_imgs,
        };
      });
      return { items: found, count: found.length };
    }),
  };
}
