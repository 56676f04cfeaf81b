import { goodsIdOfOffer, Market, SupplierType } from '@puhuo/domain';
import type { AlibabaOfferDetail } from '@puhuo/platforms';
import type { goods, goodsSkus } from '../../db/schema/index.ts';
import { searchDocumentOf } from './goods-search-segmenter.ts';

/** a 1688 leaf category we cannot place in our tree: listed under no category */
const UNCLASSIFIED = { categoryId: 0, category1Id: 0, category2Id: 0 };

export interface CategoryPlacement {
  categoryId: number;
  category1Id: number;
  category2Id: number;
}

interface CategoryRow {
  id: number;
  parentId: number | null;
  level: number;
  name: string;
}

/**
 * Places a 1688 category in our three-level tree by name: the leaf of the same name, else the
 * leaf whose name the 1688 name holds or is held by ("短袖T恤" and "T恤"), else the leaf the title
 * names (longest name first). 1688 names its categories the way our market does, which is why names
 * are enough here; a category no name fits is listed unclassified (docs/decisions/0011).
 */
export class AlibabaCategoryMap {
  private readonly leaves: (CategoryPlacement & { name: string })[];
  private readonly nameOf: Map<number, string>;

  constructor(categories: CategoryRow[]) {
    const parentOf = new Map(categories.map((c) => [c.id, c.parentId]));
    this.nameOf = new Map(categories.map((c) => [c.id, c.name]));
    this.leaves = categories
      .filter((c) => c.level === 3)
      .map((c) => {
        const category2Id = c.parentId ?? 0;
        return { name: c.name, categoryId: c.id, category2Id, category1Id: parentOf.get(category2Id) ?? 0 };
      })
      // longest names first, so "短袖T恤" wins over "T恤"; ids break ties, so the choice never varies
      .sort((a, b) => b.name.length - a.name.length || a.categoryId - b.categoryId);
  }

  place(categoryName: string, title: string): CategoryPlacement {
    const found =
      this.leaves.find((leaf) => leaf.name === categoryName) ??
      this.leaves.find((leaf) => categoryName.includes(leaf.name) || leaf.name.includes(categoryName)) ??
      this.leaves.find((leaf) => title.includes(leaf.name));
    if (!found) return UNCLASSIFIED;
    return { categoryId: found.categoryId, category1Id: found.category1Id, category2Id: found.category2Id };
  }

  /** The names of a placement's path, top level first (none when unclassified). */
  namesOf(placement: CategoryPlacement): string[] {
    return [placement.category1Id, placement.category2Id, placement.categoryId].flatMap(
      (id) => this.nameOf.get(id) ?? [],
    );
  }
}

/** The goods columns a 1688 offer decides (creation time and the rest keep their defaults). */
export const OFFER_GOODS_COLUMNS = [
  'id',
  'tenantId',
  'title',
  'imgUrl',
  'images',
  'detailImages',
  'categoryId',
  'category1Id',
  'category2Id',
  'market',
  'supplierType',
  'brandId',
  'minPriceFen',
  'maxPriceFen',
  'minDaifaPriceFen',
  'saleCount',
  'stock',
  'status',
  'searchText',
  'searchTerms',
] as const;
export type OfferGoodsRow = Required<Pick<typeof goods.$inferInsert, (typeof OFFER_GOODS_COLUMNS)[number]>>;

export type OfferSkuRow = Required<
  Pick<
    typeof goodsSkus.$inferInsert,
    'id' | 'goodsId' | 'salesProperties' | 'priceFen' | 'daifaPriceFen' | 'numberPrices' | 'stock' | 'sort'
  >
>;

export interface OfferMappingContext {
  tenantId: string;
  placement: CategoryPlacement;
  /** the names of the placement's category path, top level first: searched with the title */
  categoryNames: string[];
  brandId: number | null;
  /** the address our users' browsers load an offer image from */
  imageUrl: (url: string) => string;
}

/**
 * The good and SKUs of a 1688 offer. Wholesale tiers are the offer's (priced on its cheapest SKU):
 * each SKU gets the same discount at the same quantities.
 */
export function offerToGoods(
  offer: AlibabaOfferDetail,
  context: OfferMappingContext,
): { good: OfferGoodsRow; skus: OfferSkuRow[] } {
  const id = goodsIdOfOffer(offer.offerId);
  const base = offer.wholesaleTiers[0]?.priceFen ?? offer.minPriceFen;
  const tiers = offer.wholesaleTiers.filter((tier) => tier.minQty > 1 && base > 0);
  const skus: OfferSkuRow[] = offer.skus.map((sku, sort) => ({
    id: `${id}-${sku.skuId}`,
    goodsId: id,
    salesProperties: sku.specs.map((s) => ({ name: s.name, value: s.value })),
    priceFen: sku.priceFen,
    daifaPriceFen: sku.daifaPriceFen,
    numberPrices: tiers.map((tier) => ({
      minQty: tier.minQty,
      priceFen: Math.round((sku.priceFen * tier.priceFen) / base),
    })),
    stock: sku.stock,
    sort,
  }));
  const prices = skus.length > 0 ? skus.map((s) => s.priceFen) : [offer.minPriceFen, offer.maxPriceFen];
  const images = offer.images.map(context.imageUrl);
  const search = searchDocumentOf({
    title: offer.title,
    categoryNames: context.categoryNames,
    brandNames: offer.brand ? [offer.brand] : [],
    attributeValues: offer.skus.flatMap((sku) => sku.specs.map((spec) => spec.value)),
  });
  return {
    good: {
      id,
      tenantId: context.tenantId,
      title: offer.title,
      imgUrl: context.imageUrl(offer.imageUrl),
      images: images.length > 0 ? images : [context.imageUrl(offer.imageUrl)],
      detailImages: offer.detailImages.map(context.imageUrl),
      ...context.placement,
      market: Market.BlueOcean, // 1688 goods are public to every distributor, like the curated market
      supplierType: SupplierType.Alibaba,
      brandId: context.brandId,
      minPriceFen: Math.min(...prices),
      maxPriceFen: Math.max(...prices),
      minDaifaPriceFen: skus.length > 0 ? Math.min(...skus.map((s) => s.daifaPriceFen)) : offer.minPriceFen,
      saleCount: offer.saleCount,
      stock: skus.reduce((sum, s) => sum + s.stock, 0),
      status: offer.status === 'online' ? 1 : 0,
      searchText: search.text,
      // a text with nothing searchable gets one empty term, which no query asks for
      searchTerms: search.terms.length > 0 ? search.terms : [''],
    },
    skus,
  };
}
