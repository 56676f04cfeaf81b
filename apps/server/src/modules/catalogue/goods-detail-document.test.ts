import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

let sut: TestContext;

beforeAll(async () => {
  // the answer cache off: every read below reaches the database
  sut = await createTestContext({ goods: 60, config: { marketCacheMs: 0 } });
});
afterAll(async () => {
  await sut?.close();
});

async function countRows(sql: string): Promise<number> {
  const { rows } = await sut.database.executeSql<{ n: number }>(sql);
  return Number(rows[0]?.n);
}

describe('a good’s detail after its sources change', () => {
  // the detail is read from a document the database keeps (goods_details): whoever writes the good, its
  // SKUs, its supplier, brand or category (the supplier desk, the 1688 sync, an order), the page shows it
  const detailOf = async (good: { tenant_id: string; id: string }) =>
    (await sut.app.inject({ method: 'GET', url: `/api/goods/good/${good.tenant_id}/${good.id}` })).json();
  const run = (statement: string) => sut.database.executeSql(statement);

  it('should have a document for every good the seed wrote', async () => {
    expect(await countRows('select count(*)::int n from goods_details')).toBe(
      await countRows('select count(*)::int n from goods'),
    );
  });

  it('should show the title, SKU prices and stock, supplier, brand and category path as they are now', async () => {
    const [good] = (
      await sut.database.executeSql<{ id: string; tenant_id: string; brand_id: number; category_id: number }>(
        `select id, tenant_id, brand_id, category_id from goods
          where status = 1 and market = 2 and brand_id is not null and (select count(*) from goods_skus s where s.goods_id = goods.id) > 1
          limit 1`,
      )
    ).rows;
    if (!good) throw new Error('the seed has no branded good with two SKUs');
    const before = await detailOf(good);
    const [first, second] = before.skus as { skuId: string; stock: number }[];
    const names = (
      await sut.database.executeSql<{ company: string; brand: string; category: string }>(
        `select (select company_name from suppliers where tenant_id = '${good.tenant_id}') company,
           (select name_cn from brands where id = ${good.brand_id}) brand,
           (select name from categories where id = ${good.category_id}) category`,
      )
    ).rows[0];

    await run(`update goods set title = '改过的标题' where id = '${good.id}'`);
    await run(`update goods_skus set price_fen = 12345, stock = 7 where id = '${first?.skuId}'`);
    await run(`delete from goods_skus where id = '${second?.skuId}'`);
    await run(`update suppliers set company_name = '改名后的供应商' where tenant_id = '${good.tenant_id}'`);
    await run(`update brands set name_cn = '改名后的品牌' where id = ${good.brand_id}`);
    await run(`update categories set name = '改名后的类目' where id = ${good.category_id}`);
    try {
      const after = await detailOf(good);
      expect(after.title).toBe('改过的标题');
      expect(after.skus.map((s: { skuId: string }) => s.skuId)).not.toContain(second?.skuId);
      expect(after.skus.find((s: { skuId: string }) => s.skuId === first?.skuId)).toMatchObject({
        price: 123.45,
        stock: 7,
      });
      expect(after.skus).toHaveLength(before.skus.length - 1);
      expect(after.supplier.companyName).toBe('改名后的供应商');
      expect(after.brand.nameCn).toBe('改名后的品牌');
      expect(after.categoryPath.at(-1)).toEqual({ id: good.category_id, name: '改名后的类目' });
      expect(after.categoryPath.slice(0, -1)).toEqual(before.categoryPath.slice(0, -1));
    } finally {
      await run(`update suppliers set company_name = '${names?.company}' where tenant_id = '${good.tenant_id}'`);
      await run(`update brands set name_cn = '${names?.brand}' where id = ${good.brand_id}`);
      await run(`update categories set name = '${names?.category}' where id = ${good.category_id}`);
    }
    const restored = await detailOf(good);
    expect(restored.supplier.companyName).toBe(names?.company);
    expect(restored.brand.nameCn).toBe(names?.brand);
    expect(restored.categoryPath).toEqual(before.categoryPath);
  });

  it('should stop showing a good once it is deleted, and show a new one at once', async () => {
    const [good] = (
      await sut.database.executeSql<{ id: string; tenant_id: string }>(
        `select id, tenant_id from goods where status = 1 and market = 2 order by id desc limit 1`,
      )
    ).rows;
    if (!good) throw new Error('the seed has no goods');
    const copy = `${good.id}-copy`;
    await run(`insert into goods (id, tenant_id, title, img_url, images, detail_images, category_id, category1_id,
        category2_id, market, supplier_type, brand_id, min_price_fen, max_price_fen, min_daifa_price_fen)
      select '${copy}', tenant_id, '新上架的商品', img_url, images, detail_images, category_id, category1_id,
        category2_id, market, supplier_type, brand_id, min_price_fen, max_price_fen, min_daifa_price_fen
      from goods where id = '${good.id}'`);
    await run(`insert into goods_skus (id, goods_id, sales_properties, price_fen, daifa_price_fen, number_prices, stock)
      values ('${copy}-sku', '${copy}', '[{"name":"颜色","value":"红色"}]', 990, 1290, '[]', 5)`);
    const fresh = await detailOf({ tenant_id: good.tenant_id, id: copy });
    expect(fresh).toMatchObject({ title: '新上架的商品', skus: [{ skuId: `${copy}-sku`, price: 9.9, stock: 5 }] });
    await run(`delete from goods where id = '${copy}'`);
    const gone = await sut.app.inject({ method: 'GET', url: `/api/goods/good/${good.tenant_id}/${copy}` });
    expect(gone.statusCode).toBe(404);
    expect(await countRows(`select count(*)::int n from goods_details where goods_id = '${copy}'`)).toBe(0);
  });
});
