/** The 1688 sandbox's products of a distributor's own shop (see alibaba.sandbox.ts): product.add, get and list. */
import { AlibabaApi, formatAlibabaTime, KNOWN_SPEC_ATTRIBUTE_IDS } from '../../alibaba/alibaba-protocol.ts';
import { hashNumber } from '../catalog/deterministic.ts';
import { createListing, type MethodTable, requireListing, shopMethod, text } from '../sandbox-core.ts';
import type { ListingRecord } from '../sandbox-state.ts';
import { jsonList, type Params } from './alibaba.gateway.sandbox.ts';
import { cargoNumberOf, productAdd } from './alibaba.listing.sandbox.ts';

/** the sandbox's specId of a listing's SKU (ours: 8 hex digits; 1688's are 32), the id modifyStock takes */
export const alibabaSpecId = (listingId: string, index: number) =>
  hashNumber(`${listingId}|${index}`).toString(16).padStart(8, '0');

/** a JSON-text list the product was created with, or none when it does not read */
const sentList = (value: unknown, label: string) => {
  try {
    return jsonList(value, label);
  } catch {
    return [];
  }
};

/** a listing as product.get's productInfo (and a list.get row) */
function productInfoOf(l: ListingRecord): Params {
  const payload = (l.payload ?? {}) as Params;
  const attributes = sentList(payload.attributes, 'attributes');
  const sentSkus = sentList(payload.skuInfos, 'skuInfos');
  const at = formatAlibabaTime(l.createdAt);
  return {
    productID: Number(l.listingId),
    productType: 'wholesale',
    categoryID: Number(l.categoryId),
    attributes,
    status: l.status === 'onSale' ? 'published' : 'expired',
    subject: l.title,
    description: typeof payload.description === 'string' ? payload.description : '',
    language: 'CHINESE',
    image: { images: l.images },
    skuInfos: l.skus.map((s, i) => ({
      attributes: s.specs.map((x) => ({
        ...(KNOWN_SPEC_ATTRIBUTE_IDS[x.name] === undefined ? {} : { attributeID: KNOWN_SPEC_ATTRIBUTE_IDS[x.name] }),
        attributeValue: x.value,
        attributeName: x.name,
      })),
      cargoNumber: typeof sentSkus[i]?.cargoNumber === 'string' ? sentSkus[i]?.cargoNumber : '',
      amountOnSale: s.stock,
      price: s.priceFen / 100,
      ...(s.originalPriceFen ? { retailPrice: s.originalPriceFen / 100 } : {}),
      skuId: Number(`${l.listingId.slice(-9)}${String(i + 1).padStart(3, '0')}`),
      specId: alibabaSpecId(l.listingId, i),
    })),
    shippingInfo: { freightTemplateID: Number(l.freightTemplateId) },
    productCargoNumber: l.externalId ?? '',
    createTime: at,
    lastUpdateTime: at,
  };
}

export const alibabaProductMethods: MethodTable = {
  [AlibabaApi.productAdd]: shopMethod((ctx, p) => {
    // a repeated 货号 makes another product, as on 1688
    const { listing } = createListing(ctx, cargoNumberOf(p), () => productAdd(ctx, p));
    return { productID: Number(listing.listingId) };
  }),
  [AlibabaApi.productGet]: shopMethod((ctx, p) => {
    const listing = requireListing(ctx, p.productID);
    const info = productInfoOf(listing);
    return { productInfo: info, createTime: info.createTime, lastUpdateTime: info.lastUpdateTime };
  }),
  [AlibabaApi.productList]: shopMethod((ctx, p) => {
    const cargo = text(p.cargoNumber)?.trim() ?? '';
    const size = Math.min(Math.max(Number(p.pageSize ?? 20) || 20, 1), 20);
    const page = Math.max(Number(p.pageNo ?? 1) || 1, 1);
    const all = (
      cargo === ''
        ? ctx.core.listings.list('alibaba', ctx.shop.shopId)
        : ctx.core.listings.byMerchantCode('alibaba', ctx.shop.shopId, cargo)
    ).map(productInfoOf);
    return {
      result: {
        pageResult: {
          sizePerPage: size,
          pageIndex: page,
          totalRecords: all.length,
          resultList: all.slice((page - 1) * size, page * size),
        },
      },
      success: true,
    };
  }),
};
