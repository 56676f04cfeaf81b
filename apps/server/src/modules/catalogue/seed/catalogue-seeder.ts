import type { Database } from '../../../db/database.ts';
import { GoodsRepository } from '../goods.repository.ts';
import { searchDocumentOf } from '../goods-search-segmenter.ts';
import { toArrayLiteral } from '../sql-fragments.ts';
import { type CatalogueBlueprint, type GoodsSeedRow, generateGood } from './catalogue-generator.ts';
import { writeGoodsImages } from './goods-images.ts';

const BATCH_SIZE = 2_000;
/** daily sales are seeded for demo-sized catalogues only: 30 rows a good would swamp a bench catalogue */
const SALE_DAYS_SEEDED_UP_TO = 20_000;

/** A column to insert: its values travel as an array of `sqlType`, cast to `castTo` when given. */
type Column = [name: string, sqlType: string, values: unknown[], castTo?: string];

/** One INSERT ... SELECT FROM unnest(...) per batch: fast on PGlite and PostgreSQL alike. */
async function insertColumns(database: Database, table: string, columns: Column[]): Promise<void> {
  if (columns.length === 0 || columns[0]?.[2].length === 0) return;
  const names = columns.map(([name]) => name).join(', ');
  const unnest = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
  const aliases = columns.map((_, i) => `c${i}`);
  const selected = columns.map(([, , , castTo], i) => (castTo ? `c${i}::${castTo}` : `c${i}`)).join(', ');
  await database.executeSql(
    `insert into ${table} (${names}) select ${selected} from unnest(${unnest}) as u(${aliases.join(', ')})`,
    columns.map(([, , values]) => values),
  );
}

/** What the good is searched by: its title, category path, brand, attributes and SKU values (docs/search.md). */
function searchDocumentOfGood(blueprint: CatalogueBlueprint, good: GoodsSeedRow) {
  const leaf = blueprint.leafById(good.categoryId);
  const brand = good.brandId === null ? undefined : blueprint.brands[good.brandId - 1];
  const skuValues = good.skus.flatMap((sku) => sku.salesProperties.map((p) => p.value));
  return searchDocumentOf({
    title: good.title,
    categoryNames: leaf?.path ?? [],
    brandNames: brand ? [brand.nameCn, brand.nameEn] : [],
    attributeValues: [...good.attributes.map((a) => a.value), ...skuValues],
  });
}

async function insertGoodsBatch(
  database: Database,
  blueprint: CatalogueBlueprint,
  batch: GoodsSeedRow[],
  withSaleDays: boolean,
): Promise<void> {
  const col = <T>(name: string, type: string, pick: (g: GoodsSeedRow) => T): Column => [name, type, batch.map(pick)];
  const documents = batch.map((good) => searchDocumentOfGood(blueprint, good));
  await insertColumns(database, 'goods', [
    col('id', 'text', (g) => g.id),
    col('tenant_id', 'uuid', (g) => g.tenantId),
    col('title', 'text', (g) => g.title),
    col('img_url', 'text', (g) => g.imgUrl),
    col('images', 'jsonb', (g) => JSON.stringify(g.images)),
    col('detail_images', 'jsonb', (g) => JSON.stringify(g.detailImages)),
    col('category_id', 'int', (g) => g.categoryId),
    col('category1_id', 'int', (g) => g.category1Id),
    col('category2_id', 'int', (g) => g.category2Id),
    col('market', 'int2', (g) => g.market),
    col('supplier_type', 'int2', (g) => g.supplierType),
    col('brand_id', 'int', (g) => g.brandId),
    col('min_price_fen', 'int', (g) => g.minPriceFen),
    col('max_price_fen', 'int', (g) => g.maxPriceFen),
    col('min_daifa_price_fen', 'int', (g) => g.minDaifaPriceFen),
    col('sale_count', 'int', (g) => g.saleCount),
    col('stock', 'int', (g) => g.stock),
    col('status', 'int2', (g) => g.status),
    col('is_wholesale', 'bool', (g) => g.isWholesale),
    col('weight_grams', 'int', (g) => g.weightGrams),
    col('creation_time', 'timestamptz', (g) => g.creationTime.toISOString()),
    ['sales_channels', 'text', batch.map((g) => (g.salesChannels ? toArrayLiteral(g.salesChannels) : null)), 'int2[]'],
    col('attributes', 'jsonb', (g) => JSON.stringify(g.attributes)),
    ['search_text', 'text', documents.map((d) => d.text)],
    ['search_terms', 'text', documents.map((d) => toArrayLiteral(d.terms)), 'text[]'],
  ]);
  const controlled = batch.filter((g) => g.priceControlMinFen !== null);
  await insertColumns(database, 'goods_price_controls', [
    ['goods_id', 'text', controlled.map((g) => g.id)],
    ['tenant_id', 'uuid', controlled.map((g) => g.tenantId)],
    ['min_price_fen', 'int', controlled.map((g) => g.priceControlMinFen)],
  ]);
  if (withSaleDays) {
    const days = batch.flatMap((g) => g.saleDays.filter((d) => d.saleCount > 0).map((d) => ({ goodsId: g.id, ...d })));
    await insertColumns(database, 'goods_sale_days', [
      ['goods_id', 'text', days.map((d) => d.goodsId)],
      ['day', 'date', days.map((d) => d.day)],
      ['sale_count', 'int', days.map((d) => d.saleCount)],
    ]);
  }
  const skus = batch.flatMap((g) => g.skus);
  await insertColumns(database, 'goods_skus', [
    ['id', 'text', skus.map((s) => s.id)],
    ['goods_id', 'text', skus.map((s) => s.goodsId)],
    ['sales_properties', 'jsonb', skus.map((s) => JSON.stringify(s.salesProperties))],
    ['price_fen', 'int', skus.map((s) => s.priceFen)],
    ['daifa_price_fen', 'int', skus.map((s) => s.daifaPriceFen)],
    ['number_prices', 'jsonb', skus.map((s) => JSON.stringify(s.numberPrices))],
    ['stock', 'int', skus.map((s) => s.stock)],
    ['sale_count', 'int', skus.map((s) => s.saleCount)],
    ['is_wholesale', 'bool', skus.map((s) => s.isWholesale)],
    ['sort', 'int2', skus.map((s) => s.sort)],
  ]);
}

export interface SeedCatalogueOptions {
  goods: number;
  dataDir: string;
  onProgress?: (written: number, total: number) => void;
}

/** Replaces the catalogue (categories, brands, suppliers, goods) with `goods` deterministic demo goods. */
export async function seedCatalogue(
  database: Database,
  blueprint: CatalogueBlueprint,
  options: SeedCatalogueOptions,
): Promise<{ goods: number; skus: number; images: number }> {
  const images = writeGoodsImages(blueprint, options.dataDir);
  await database.executeSql(
    'truncate goods_listing_counts, goods_sale_days, goods_price_controls, view_history, goods_skus, goods, supplier_invitations, suppliers, brands, categories cascade',
  );
  await database.executeSql("delete from tenants where kind = 'supplier'");

  const c = blueprint.categories;
  await insertColumns(database, 'categories', [
    ['id', 'int', c.map((r) => r.id)],
    ['parent_id', 'int', c.map((r) => r.parentId)],
    ['level', 'int2', c.map((r) => r.level)],
    ['name', 'text', c.map((r) => r.name)],
    ['sort', 'int', c.map((r) => r.sort)],
  ]);
  const b = blueprint.brands;
  await insertColumns(database, 'brands', [
    ['id', 'int', b.map((r) => r.id)],
    ['name_cn', 'text', b.map((r) => r.nameCn)],
    ['name_en', 'text', b.map((r) => r.nameEn)],
  ]);
  const s = blueprint.suppliers;
  await insertColumns(database, 'tenants', [
    ['id', 'uuid', s.map((r) => r.tenantId)],
    ['kind', 'text', s.map(() => 'supplier')],
    ['company_name', 'text', s.map((r) => r.companyName)],
    ['uid', 'text', s.map((r) => r.uid)],
  ]);
  await insertColumns(database, 'suppliers', [
    ['tenant_id', 'uuid', s.map((r) => r.tenantId)],
    ['company_name', 'text', s.map((r) => r.companyName)],
    ['is_alibaba', 'bool', s.map((r) => r.isAlibaba)],
    ['enable_real_qty', 'bool', s.map((r) => r.enableRealQty)],
    ['enable_sale_qty', 'bool', s.map((r) => r.enableSaleQty)],
    ['limit_price_fen', 'int', s.map((r) => r.limitPriceFen)],
    ['proxy', 'bool', s.map((r) => r.proxy)],
  ]);

  let skus = 0;
  for (let start = 0; start < options.goods; start += BATCH_SIZE) {
    const batch: GoodsSeedRow[] = [];
    for (let i = start; i < Math.min(options.goods, start + BATCH_SIZE); i++) batch.push(generateGood(blueprint, i));
    await insertGoodsBatch(database, blueprint, batch, options.goods <= SALE_DAYS_SEEDED_UP_TO);
    skus += batch.reduce((sum, g) => sum + g.skus.length, 0);
    options.onProgress?.(start + batch.length, options.goods);
  }
  await new GoodsRepository(database.db).counts.refreshListingCounts();
  // vacuum sets the visibility map, so deep pages can use index-only scans at once
  await database.executeSql('vacuum analyze goods');
  await database.executeSql('vacuum analyze goods_skus');
  return { goods: options.goods, skus, images };
}

export async function catalogueIsEmpty(database: Database): Promise<boolean> {
  const { rows } = await database.executeSql<{ n: number }>('select count(*)::int as n from goods');
  return (rows[0]?.n ?? 0) === 0;
}
