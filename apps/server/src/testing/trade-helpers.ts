import type { TestContext } from './test-app.ts';

export interface TestGood {
  id: string;
  tenantId: string;
  supplierType: 1 | 4;
  market: 0 | 2;
  title: string;
}

/** Online goods of a kind straight from the seeded catalogue, in a stable order. */
export async function pickGoods(
  ctx: TestContext,
  kind: { supplierType: 1 | 4; market?: 0 | 2; enableSaleQty?: boolean; status?: 0 | 1; where?: string },
  count = 1,
): Promise<TestGood[]> {
  const conditions = [`g.status = ${kind.status ?? 1}`, `g.supplier_type = ${kind.supplierType}`];
  if (kind.market !== undefined) conditions.push(`g.market = ${kind.market}`);
  if (kind.enableSaleQty !== undefined) conditions.push(`s.enable_sale_qty = ${kind.enableSaleQty}`);
  if (kind.where) conditions.push(kind.where);
  const { rows } = await ctx.database.executeSql<{
    id: string;
    tenant_id: string;
    supplier_type: 1 | 4;
    market: 0 | 2;
    title: string;
  }>(
    `select g.id, g.tenant_id, g.supplier_type, g.market, g.title from goods g
       join suppliers s on s.tenant_id = g.tenant_id
     where ${conditions.join(' and ')} order by g.id limit ${count}`,
  );
  if (rows.length < count) throw new Error(`the seed has only ${rows.length} goods of ${JSON.stringify(kind)}`);
  return rows.map((r) => ({
    id: r.id,
    tenantId: r.tenant_id,
    supplierType: r.supplier_type,
    market: r.market,
    title: r.title,
  }));
}

/** The body naming a good in collect, cancel-collect and distribution-list calls. */
export const goodsRef = (good: TestGood) => ({
  goodsId: good.id,
  tenantId: good.tenantId,
  supplierType: good.supplierType,
  market: good.market,
});

export async function invite(ctx: TestContext, supplierTenantId: string, distributorTenantId: string) {
  await ctx.app.services.invitations.link(supplierTenantId, distributorTenantId);
}

export interface SkuRow {
  id: string;
  goods_id: string;
  stock: number;
  price_fen: number;
  number_prices: { minQty: number; priceFen: number }[];
  is_wholesale: boolean;
}

export async function skusOf(ctx: TestContext, goodsId: string): Promise<SkuRow[]> {
  const { rows } = await ctx.database.executeSql<SkuRow>(
    'select id, goods_id, stock, price_fen, number_prices, is_wholesale from goods_skus where goods_id = $1 order by sort',
    [goodsId],
  );
  return rows;
}

export async function setSkuStock(ctx: TestContext, skuId: string, stock: number) {
  await ctx.database.executeSql('update goods_skus set stock = $1 where id = $2', [stock, skuId]);
}

/** A JSON request as the signed-in user (or a guest without headers). */
export function requester(ctx: TestContext) {
  return async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) => {
    const response = await ctx.app.inject({ method, url, headers, payload: payload as never });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
}

export const WEST_LAKE_ADDRESS = {
  name: '张三',
  phone: '13800138000',
  provinceCode: '330000',
  cityCode: '330100',
  districtCode: '330106',
  detail: '文三路100号',
};

/** A delivery address of the signed-in distributor; returns its id. */
export async function createAddress(ctx: TestContext, headers: Record<string, string>): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/tenant-address',
    headers,
    payload: WEST_LAKE_ADDRESS,
  });
  if (response.statusCode !== 200) throw new Error(`address not created: ${response.body}`);
  return response.json().id as string;
}

/** A good whose supplier sells against stock, wholesale, with at least `skus` SKUs in stock. */
export const STOCKED_GOOD = `g.is_wholesale and s.limit_price_fen = 0
  and (select count(*) from goods_skus k where k.goods_id = g.id and k.is_wholesale and k.stock >= 20) >= 2`;
