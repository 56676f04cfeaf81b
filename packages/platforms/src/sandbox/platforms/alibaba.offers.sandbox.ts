/**
 * The 1688 sandbox's offer selection (see alibaba.sandbox.ts): the generated offers, their crossborder
 * search and detail APIs, and the offers' pictures.
 */
import { encodePng, Raster } from '@puhuo/domain/png';
import { AlibabaApi, isoToChinaDateTime, KNOWN_SPEC_ATTRIBUTE_IDS } from '../../alibaba/alibaba-protocol.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import { hashNumber } from '../catalog/deterministic.ts';
import { generateOffers, type SandboxOffer } from '../catalog/offers-1688.ts';
import { type CallContext, type MethodTable, openMethod, type PlatformKit, paged, text } from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';
import { json } from './alibaba.gateway.sandbox.ts';

/** small generated pictures for the offers (no network) */
const imageCache = new Map<string, Buffer>();
function offerImage(key: string): Buffer {
  const cached = imageCache.get(key);
  if (cached) return cached;
  const hash = hashNumber(key);
  const raster = new Raster(240, 240);
  const [r, g, b] = [hash % 200, (hash >> 8) % 200, (hash >> 16) % 200];
  for (let y = 0; y < 240; y++) {
    for (let x = 0; x < 240; x++) {
      const inBox = x > 50 && x < 190 && y > 50 && y < 190;
      const stripe = ((x + y + (hash % 40)) >> 4) % 2 === 0;
      raster.set(x, y, inBox ? 245 : r + (stripe ? 30 : 0), inBox ? 245 : g + (stripe ? 30 : 0), inBox ? 240 : b + 40);
    }
  }
  const png = encodePng(raster);
  if (imageCache.size > 500) imageCache.clear();
  imageCache.set(key, png);
  return png;
}

export function registerOfferImages(kit: PlatformKit): void {
  kit.scope.get<{ Params: { offerId: string; file: string } }>('/img/:offerId/:file', async (request, reply) => {
    const { offerId, file } = request.params;
    if (!/^d?\d{1,2}\.png$/.test(file) || !/^\d+$/.test(offerId)) return reply.status(404).send();
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=604800')
      .send(offerImage(`${offerId}/${file}`));
  });
}

const yuanText = (fen: number) => (fen / 100).toFixed(2);

/** the offers of one sandbox, generated from the first catalogue asked for, once */
export function offerSelection(offerCount: number) {
  let cache: SandboxOffer[] | null = null;
  let byId: Map<string, SandboxOffer> | null = null;
  return (kit: PlatformKit) => {
    cache ??= generateOffers(kit.catalog, offerCount);
    byId ??= new Map(cache.map((o) => [o.offerId, o]));
    return { list: cache, byId };
  };
}
export type OfferSelection = ReturnType<typeof offerSelection>;

// a test may have taken an offer off the shelf (or deleted it) since it was generated
const statusOf = (kit: PlatformKit, offer: SandboxOffer) =>
  kit.core.state.offerStatus.get(offer.offerId) ?? offer.status;
const levels = (kit: PlatformKit, categoryId: string) => {
  const category = kit.catalog.category(categoryId);
  const path = [...(category?.parents ?? []), categoryId];
  return {
    topCategoryId: Number(path[0]),
    secondCategoryId: Number(path[1] ?? 0),
    thirdCategoryId: Number(path[2] ?? 0),
  };
};

/** product.search.keywordQuery's data row (the multilingual search doc's ProductInfoModelV2) */
const searchRow = (kit: PlatformKit, base: string, o: SandboxOffer) => ({
  imageUrl: base + o.imageUrl,
  subject: o.title,
  subjectTrans: o.title,
  offerId: Number(o.offerId),
  isJxhy: false,
  priceInfo: {
    price: yuanText(o.minPriceFen),
    consignPrice: yuanText(Math.min(...o.skus.map((s) => s.daifaPriceFen))),
  },
  monthSold: o.saleCount,
  isOnePsale: true,
  ...levels(kit, o.categoryId),
  createDate: isoToChinaDateTime(o.updatedAt),
  modifyDate: isoToChinaDateTime(o.updatedAt),
  minOrderQuantity: o.minOrderQty,
  promotionURL: o.offerUrl,
});

/** product.search.queryProductDetail's result (ProductDetailModel) */
const detailOf = (kit: PlatformKit, base: string, o: SandboxOffer, status: string) => ({
  offerId: Number(o.offerId),
  categoryId: Number(o.categoryId),
  categoryName: o.categoryName,
  subject: o.title,
  subjectTrans: o.title,
  description: o.detailImages.map((i) => `<p><img src="${base}${i}"/></p>`).join(''),
  productImage: { images: o.images.map((i) => base + i) },
  productAttribute: o.brand ? [{ attributeId: '2176', attributeName: '品牌', value: o.brand }] : [],
  productSkuInfos: o.skus.map((s) => ({
    amountOnSale: s.stock,
    price: yuanText(s.priceFen),
    skuId: Number(s.skuId),
    specId: hashNumber(s.skuId).toString(16).padStart(8, '0'),
    skuAttributes: s.specs.map((x) => ({
      ...(KNOWN_SPEC_ATTRIBUTE_IDS[x.name] === undefined ? {} : { attributeId: KNOWN_SPEC_ATTRIBUTE_IDS[x.name] }),
      attributeName: x.name,
      value: x.value,
    })),
    consignPrice: yuanText(s.daifaPriceFen),
    fenxiaoPriceInfo: { onePiecePrice: yuanText(s.daifaPriceFen), offerPrice: yuanText(s.daifaPriceFen) },
  })),
  productSaleInfo: {
    amountOnSale: o.skus.reduce((sum, s) => sum + s.stock, 0),
    priceRangeList: o.wholesaleTiers.map((t) => ({ startQuantity: t.minQty, price: yuanText(t.priceFen) })),
    quoteType: 1,
    unitInfo: { unit: '件' },
  },
  minOrderQuantity: o.minOrderQty,
  // published: on the shelf; expired: taken off it by the seller
  status,
  soldOut: String(o.saleCount),
  ...levels(kit, o.categoryId),
  createDate: isoToChinaDateTime(o.updatedAt),
  companyName: o.supplierName,
});

/** the offer search and detail, served without an access_token */
export function alibabaOfferMethods(
  kit: PlatformKit,
  offersOf: OfferSelection,
  base: (ctx: CallContext) => string,
): MethodTable {
  return {
    [AlibabaApi.offerSearch]: openMethod((ctx, p) => {
      const query = json(p.offerQueryParam, 'offerQueryParam');
      if (!text(query.country)) fail(SandboxCode.ParamMissing, 'offerQueryParam.country不能为空');
      const { list } = offersOf(kit);
      const keyword = text(query.keyword)?.trim() ?? '';
      const categoryId = text(query.categoryId) ?? '';
      const matches = list.filter((o) => {
        if (statusOf(kit, o) !== 'online') return false;
        if (keyword !== '' && !o.title.includes(keyword)) return false;
        if (categoryId === '') return true;
        const category = ctx.catalog.category(o.categoryId);
        return o.categoryId === categoryId || (category?.parents.includes(categoryId) ?? false);
      });
      const size = Math.min(Math.max(Number(query.pageSize ?? 20) || 20, 1), 50);
      const current = Math.max(Number(query.beginPage ?? 1) || 1, 1);
      return {
        result: {
          success: true,
          code: '200',
          message: '',
          result: {
            totalRecords: matches.length,
            totalPage: Math.ceil(matches.length / size),
            pageSize: size,
            currentPage: current,
            data: paged(matches, current, size).map((o) => searchRow(kit, base(ctx), o)),
          },
        },
      };
    }),
    [AlibabaApi.offerDetail]: openMethod((ctx, p) => {
      const param = json(p.offerDetailParam, 'offerDetailParam');
      const found = offersOf(kit).byId.get(text(param.offerId) ?? '');
      const status = found ? statusOf(kit, found) : 'removed';
      if (!found || status === 'removed') {
        return fail(SandboxCode.ListingNotFound, `商品不存在：${text(param.offerId) ?? ''}`);
      }
      return {
        result: {
          success: true,
          code: '200',
          message: '成功',
          result: detailOf(kit, base(ctx), found, status === 'online' ? 'published' : 'expired'),
        },
      };
    }),
  };
}
