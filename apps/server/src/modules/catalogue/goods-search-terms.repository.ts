import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { brands, goods } from '../../db/schema/index.ts';
import { categoryPathJson, toCategoryPath } from './category-path.ts';
import { searchDocumentOf } from './goods-search-segmenter.ts';
import { toArrayLiteral } from './sql-fragments.ts';

/**
 * The goods' search text and terms (goods.search_text, goods.search_terms): what the GIN index and
 * the in-process index read, written from the title, category path, brand and attribute values.
 */
export class GoodsSearchTermsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Writes the search text and terms of goods written without them (goods from before search read
   * every field, other writers), in batches; returns how many. Also what a test or a rename of a
   * category or brand calls for the goods it touched (`ids`).
   */
  async indexMissingSearchTerms(batchSize = 2_000, ids?: string[]): Promise<number> {
    let indexed = 0;
    for (;;) {
      const where = ids ? inArray(goods.id, ids.slice(indexed, indexed + batchSize)) : isNull(goods.searchText);
      if (ids && indexed >= ids.length) return indexed;
      const rows = await this.db
        .select({
          id: goods.id,
          title: goods.title,
          attributes: goods.attributes,
          path: categoryPathJson(sql`${goods.categoryId}`),
          brandCn: brands.nameCn,
          brandEn: brands.nameEn,
          skuValues: sql<string>`(select coalesce(json_agg(property->>'value' order by sku.sort), '[]')::text
            from goods_skus sku, jsonb_array_elements(sku.sales_properties) property where sku.goods_id = ${goods.id})`,
        })
        .from(goods)
        .leftJoin(brands, eq(brands.id, goods.brandId))
        .where(where)
        .orderBy(asc(goods.id))
        .limit(batchSize);
      if (rows.length === 0) return indexed;
      const documents = rows.map((row) =>
        searchDocumentOf({
          title: row.title,
          categoryNames: toCategoryPath(row.path).map((level) => level.name),
          brandNames: row.brandCn === null ? [] : [row.brandCn, row.brandEn ?? ''],
          attributeValues: [...row.attributes.map((a) => a.value), ...(JSON.parse(row.skuValues) as string[])],
        }),
      );
      await this.db.execute(sql`update ${goods} set search_text = doc.text, search_terms = doc.terms::text[]
        from unnest(${sql.param(rows.map((r) => r.id))}::text[], ${sql.param(documents.map((d) => d.text))}::text[],
          ${sql.param(documents.map((d) => toArrayLiteral(d.terms)))}::text[]) as doc(id, text, terms)
        where ${goods.id} = doc.id`);
      indexed += rows.length;
      if (rows.length < batchSize && !ids) return indexed;
    }
  }
}
