import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import {
  goods,
  goodsDetails,
  goodsSkus,
  type NumberPrice,
  type SalesProperty,
  suppliers,
} from '../../db/schema/index.ts';
import {
  type CategoryPath,
  type CategoryPathValues,
  categoryPathJson,
  categoryPathOf,
  toCategoryPath,
} from './category-path.ts';
import type { GoodsRow, SkuRow } from './goods-rows.ts';
import type { GoodsVisibilityRepository } from './goods-visibility.repository.ts';
import { ONE_ROW } from './sql-fragments.ts';

/** A good as its detail page shows it (GoodsDetailRepository.detailOf). */
export interface GoodsDetailRow
  extends Pick<
    GoodsRow,
    | 'id'
    | 'tenantId'
    | 'title'
    | 'imgUrl'
    | 'images'
    | 'detailImages'
    | 'market'
    | 'supplierType'
    | 'categoryId'
    | 'attributes'
    | 'minPriceFen'
    | 'maxPriceFen'
    | 'saleCount'
    | 'stock'
    | 'isWholesale'
    | 'weightGrams'
    | 'status'
    | 'creationTime'
  > {
  skus: Omit<SkuRow, 'goodsId' | 'sort'>[];
  supplier: { tenantId: string; companyName: string } | null;
  brand: { id: number; nameCn: string; nameEn: string } | null;
  categoryPath: CategoryPath;
}

/** The document goods_details keeps for a good, in its order (goods_details_write, migration 0026). */
type DetailJson = [
  id: string,
  tenantId: string,
  title: string,
  imgUrl: string,
  images: string[],
  detailImages: string[],
  market: number,
  supplierType: number,
  categoryId: number,
  attributes: SalesProperty[],
  minPriceFen: number,
  maxPriceFen: number,
  saleCount: number,
  stock: number,
  isWholesale: boolean,
  weightGrams: number,
  status: number,
  creationTime: string,
  skus: [string, SalesProperty[], number, number, NumberPrice[], number, number, boolean][],
  supplierName: string | null,
  brand: [number, string, string] | null,
  categoryPath: CategoryPathValues | null,
];

function toDetailRow(json: DetailJson): GoodsDetailRow {
  const [id, tenantId, title, imgUrl, images, detailImages, market, supplierType, categoryId, attributes] = json;
  const [minPriceFen, maxPriceFen, saleCount, stock, isWholesale, weightGrams, status, creationTime] = json.slice(
    10,
    18,
  ) as [number, number, number, number, boolean, number, number, string];
  const [skus, supplierName, brand, categoryPath] = json.slice(18) as [
    DetailJson[18],
    DetailJson[19],
    DetailJson[20],
    DetailJson[21],
  ];
  return {
    id,
    tenantId,
    title,
    imgUrl,
    images,
    detailImages,
    market,
    supplierType,
    categoryId,
    attributes,
    minPriceFen,
    maxPriceFen,
    saleCount,
    stock,
    isWholesale,
    weightGrams,
    status,
    creationTime: new Date(creationTime),
    skus: skus.map(
      ([skuId, salesProperties, priceFen, daifaPriceFen, numberPrices, skuStock, skuSales, wholesale]) => ({
        id: skuId,
        salesProperties,
        priceFen,
        daifaPriceFen,
        numberPrices,
        stock: skuStock,
        saleCount: skuSales,
        isWholesale: wholesale,
      }),
    ),
    supplier: supplierName === null ? null : { tenantId, companyName: supplierName },
    brand: brand ? { id: brand[0], nameCn: brand[1], nameEn: brand[2] } : null,
    categoryPath: categoryPathOf(categoryPath),
  };
}

/**
 * Goods one at a time, or a few by id, as the viewer may see them (online or not): the detail page,
 * trading, publishing; with their SKUs, supplier and category path.
 */
export class GoodsDetailRepository {
  constructor(
    private readonly db: Db,
    private readonly visibility: GoodsVisibilityRepository,
  ) {}

  async findVisible(tenantId: string, id: string, viewerTenantId: string | null): Promise<GoodsRow | null> {
    const visible = this.visibility.visibleTo(goods, { categoryLevel: null }, viewerTenantId);
    const [row] = await this.db
      .select()
      .from(goods)
      .where(and(eq(goods.id, id), eq(goods.tenantId, tenantId), visible ?? undefined));
    return row ?? null;
  }

  /** the detail's statement, built once (building it cost a third of running it) */
  private detailStatement: PgPreparedQuery<PreparedQueryConfig & { execute: { document: string }[] }> | null = null;

  /**
   * A good with everything its detail page shows (SKUs, supplier, brand, category path), if the
   * viewer may see it: one row of goods_details, the document the database keeps written by triggers
   * on every table it is built from (goods_details_write, migration 0026); the visibility
   * is checked here (an invitation is read only for a good outside the public markets).
   */
  async detailOf(tenantId: string, id: string, viewerTenantId: string | null): Promise<GoodsDetailRow | null> {
    this.detailStatement ??= this.db
      .select({ document: goodsDetails.document })
      .from(goodsDetails)
      .where(eq(goodsDetails.goodsId, sql.placeholder('id')))
      .prepare('goods_detail_document');
    const [row] = await this.detailStatement.execute({ id });
    if (!row) return null;
    const json = JSON.parse(row.document) as DetailJson;
    // the good is named by its supplier and its id: the same id under another supplier names nothing
    if (json[1] !== tenantId.toLowerCase()) return null;
    const good = toDetailRow(json);
    return (await this.visibility.canSee(good, viewerTenantId)) ? good : null;
  }

  async findManyVisible(ids: string[], viewerTenantId: string | null): Promise<GoodsRow[]> {
    if (ids.length === 0) return [];
    const visible = this.visibility.visibleTo(goods, { categoryLevel: null }, viewerTenantId);
    return this.db
      .select()
      .from(goods)
      .where(and(inArray(goods.id, ids), visible ?? undefined));
  }

  async skusOf(goodsId: string): Promise<SkuRow[]> {
    return this.db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, goodsId)).orderBy(asc(goodsSkus.sort));
  }

  async supplierOf(tenantId: string) {
    const [row] = await this.db.select().from(suppliers).where(eq(suppliers.tenantId, tenantId));
    return row ?? null;
  }

  /** The leaf's path from the top level down. */
  async categoryPath(categoryId: number): Promise<CategoryPath> {
    const [row] = await this.db.select({ path: categoryPathJson(sql`${categoryId}`) }).from(ONE_ROW);
    return toCategoryPath(row?.path ?? null);
  }
}
