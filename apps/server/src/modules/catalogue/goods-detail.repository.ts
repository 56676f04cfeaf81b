import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { goods, goodsSkus, type NumberPrice, type SalesProperty, suppliers } from '../../db/schema/index.ts';
import { type CategoryPath, categoryPathJson, toCategoryPath } from './category-path.ts';
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

type ViewerKind = 'guest' | 'viewer';

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

  private readonly detailQueries: Partial<Record<ViewerKind, ReturnType<GoodsDetailRepository['buildDetailQuery']>>> =
    {};

  /** The detail statement, built once per kind of viewer (building it cost as much as running it). */
  private detailQuery(kind: ViewerKind) {
    this.detailQueries[kind] ??= this.buildDetailQuery(kind);
    return this.detailQueries[kind];
  }

  private buildDetailQuery(kind: ViewerKind) {
    const visible = this.visibility.visibleTo(
      goods,
      { categoryLevel: null },
      kind === 'viewer' ? sql.placeholder('viewer') : null,
    );
    return this.db
      .select({
        id: goods.id,
        tenantId: goods.tenantId,
        title: goods.title,
        imgUrl: goods.imgUrl,
        images: goods.images,
        detailImages: goods.detailImages,
        market: goods.market,
        supplierType: goods.supplierType,
        categoryId: goods.categoryId,
        attributes: goods.attributes,
        minPriceFen: goods.minPriceFen,
        maxPriceFen: goods.maxPriceFen,
        saleCount: goods.saleCount,
        stock: goods.stock,
        isWholesale: goods.isWholesale,
        weightGrams: goods.weightGrams,
        status: goods.status,
        creationTime: goods.creationTime,
        // written out with aliases: drizzle leaves column names unqualified in a one-table select
        skus: sql<string>`(select coalesce(json_agg(json_build_array(sku.id, sku.sales_properties, sku.price_fen,
            sku.daifa_price_fen, sku.number_prices, sku.stock, sku.sale_count, sku.is_wholesale) order by sku.sort), '[]')::text
          from goods_skus sku where sku.goods_id = goods.id)`,
        supplierName: sql<
          string | null
        >`(select supplier.company_name from suppliers supplier where supplier.tenant_id = goods.tenant_id)`,
        brand: sql<string | null>`(select json_build_array(brand.id, brand.name_cn, brand.name_en)::text
          from brands brand where brand.id = goods.brand_id)`,
        categoryPath: categoryPathJson(sql`goods.category_id`),
      })
      .from(goods)
      .where(
        and(eq(goods.id, sql.placeholder('id')), eq(goods.tenantId, sql.placeholder('tenantId')), visible ?? undefined),
      )
      .prepare(`goods_detail_${kind}`);
  }

  /**
   * A good with everything its detail page shows (SKUs, supplier, brand, category path) in one
   * statement: on PGlite each statement costs more than the lookups themselves.
   */
  async detailOf(tenantId: string, id: string, viewerTenantId: string | null): Promise<GoodsDetailRow | null> {
    const [row] = viewerTenantId
      ? await this.detailQuery('viewer').execute({ id, tenantId, viewer: viewerTenantId })
      : await this.detailQuery('guest').execute({ id, tenantId });
    if (!row) return null;
    const skus = JSON.parse(row.skus) as [
      string,
      SalesProperty[],
      number,
      number,
      NumberPrice[],
      number,
      number,
      boolean,
    ][];
    const brand = row.brand ? (JSON.parse(row.brand) as [number, string, string]) : null;
    return {
      ...row,
      skus: skus.map(
        ([skuId, salesProperties, priceFen, daifaPriceFen, numberPrices, stock, saleCount, isWholesale]) => ({
          id: skuId,
          salesProperties,
          priceFen,
          daifaPriceFen,
          numberPrices,
          stock,
          saleCount,
          isWholesale,
        }),
      ),
      supplier: row.supplierName === null ? null : { tenantId: row.tenantId, companyName: row.supplierName },
      brand: brand ? { id: brand[0], nameCn: brand[1], nameEn: brand[2] } : null,
      categoryPath: toCategoryPath(row.categoryPath),
    };
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
