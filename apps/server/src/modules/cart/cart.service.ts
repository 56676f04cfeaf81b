import {
  type AddToCart,
  CART_FULL,
  CART_ITEM_NOT_FOUND,
  CART_LIMIT,
  CartErrors,
  type CartGood,
  type CartGroup,
  type CartQuery,
  fenToYuan,
  qtyOutOfRange,
  SKU_NOT_OF_GOOD,
} from '@puhuo/domain';
import type { Db } from '../../db/database.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import {
  GOOD_NOT_FOUND,
  type GoodsTradeService,
  listedGoodFields,
  type TradeGood,
  type TradeSupplier,
} from '../catalogue/index.ts';
import type { CartRepository, CartRow } from './cart.repository.ts';
import { goodIssue, skuState, toYuanTiers } from './cart-rules.ts';

/** Refuses a quantity of a SKU the cart or an order cannot take, with the reason. */
export function assertOrderable(good: TradeGood, skuId: string, qty: number): ReturnType<typeof skuState> {
  if (!good.skus.some((s) => s.id === skuId)) throw badRequest(SKU_NOT_OF_GOOD);
  const state = skuState(good, skuId, qty);
  if (state.isException) throw badRequest(state.err ?? CartErrors.soldOut);
  if (state.maxQty < state.minQty) throw badRequest(CartErrors.soldOut);
  if (qty < state.minQty || qty > state.maxQty) throw badRequest(qtyOutOfRange(state.minQty, state.maxQty));
  return state;
}

/** A good that can be ordered at all, or the reason why not. */
export function assertGoodOrderable(good: TradeGood | null | undefined): TradeGood {
  const issue = goodIssue(good);
  if (!good || issue === CartErrors.goodOffline) throw notFound(GOOD_NOT_FOUND);
  if (issue) throw badRequest(issue);
  return good;
}

/** The purchase cart (/api/cart): SKU lines grouped by supplier, with their exceptions (spec doc 1 §4). */
export class CartService {
  constructor(
    private readonly repository: CartRepository,
    private readonly trade: GoodsTradeService,
  ) {}

  async add(tenantId: string, body: AddToCart): Promise<void> {
    const good = assertGoodOrderable(await this.trade.good(body.tenantId, body.goodsId, tenantId));
    const existing = new Map(
      (
        await this.repository.linesOfSkus(
          tenantId,
          body.skus.map((s) => s.skuId),
        )
      ).map((row) => [row.skuId, row]),
    );
    const newLines = body.skus.filter((s) => !existing.has(s.skuId)).length;
    if ((await this.repository.countOf(tenantId)) + newLines > CART_LIMIT) throw badRequest(CART_FULL);
    const rows = body.skus.map((line) => {
      const qty = (existing.get(line.skuId)?.qty ?? 0) + line.qty;
      assertOrderable(good, line.skuId, qty);
      return { tenantId, ...listedGoodFields(good), skuId: line.skuId, qty };
    });
    await this.repository.upsert(rows);
  }

  async update(tenantId: string, id: string, change: { qty?: number; checked?: boolean }): Promise<void> {
    const [line] = await this.repository.linesByIds(tenantId, [id]);
    if (!line) throw notFound(CART_ITEM_NOT_FOUND);
    if (change.qty !== undefined) {
      const good = assertGoodOrderable((await this.trade.goods([line.goodsId], tenantId)).get(line.goodsId));
      assertOrderable(good, line.skuId, change.qty);
    }
    await this.repository.update(tenantId, id, change);
  }

  setChecked(tenantId: string, ids: string[], checked: boolean): Promise<void> {
    return this.repository.setChecked(tenantId, ids, checked);
  }

  remove(tenantId: string, ids: string[], tx?: Db): Promise<number> {
    return this.repository.remove(tenantId, ids, tx);
  }

  count(tenantId: string): Promise<number> {
    return this.repository.countOf(tenantId);
  }

  /** The tenant's lines among `ids` (others' ids match nothing). */
  lines(tenantId: string, ids: string[]): Promise<CartRow[]> {
    return this.repository.linesByIds(tenantId, ids);
  }

  async list(tenantId: string, query: CartQuery): Promise<CartGroup[]> {
    // newest first: the company and good added last lead
    const lines = (await this.repository.lines(tenantId, query)).reverse();
    const goods = await this.trade.goods(
      lines.map((l) => l.goodsId),
      tenantId,
    );
    const suppliers = await this.suppliersOf(lines, goods);
    const groups = new Map<string, CartGroup>();
    const goodsByKey = new Map<string, CartGood>();
    for (const line of lines) {
      const good = goods.get(line.goodsId);
      const groupKey = `${line.goodsTenantId}:${line.market}`;
      let group = groups.get(groupKey);
      if (!group) {
        const supplier = good?.supplier ?? suppliers.get(line.goodsTenantId) ?? null;
        group = {
          supplierType: line.supplierType,
          market: line.market,
          companyId: line.goodsTenantId,
          companyName: supplier?.companyName ?? '',
          proxy: supplier?.proxy ?? false,
          limitPrice: fenToYuan(supplier?.limitPriceFen ?? 0),
          isException: false,
          cartDoods: [],
        };
        groups.set(groupKey, group);
      }
      let cartGood = goodsByKey.get(line.goodsId);
      if (!cartGood) {
        cartGood = {
          goodsId: line.goodsId,
          goodsTenantId: line.goodsTenantId,
          title: good?.title ?? line.title,
          imgUrl: good?.imgUrl ?? '',
          wholesaleInfo: { isWholesale: good?.isWholesale ?? false, numberPrices: [] },
          enableRealQty: good?.supplier?.enableRealQty ?? false,
          enableSaleQty: good?.supplier?.enableSaleQty ?? false,
          err: goodIssue(good),
          isException: false,
          cartSkus: [],
        };
        goodsByKey.set(line.goodsId, cartGood);
        group.cartDoods.push(cartGood);
      }
      cartGood.cartSkus.push(toCartSku(line, good, cartGood.err !== null));
    }
    for (const group of groups.values()) {
      for (const good of group.cartDoods) {
        // SKUs in the order the supplier lists them; ones no longer listed last
        const position = new Map(goods.get(good.goodsId)?.skus.map((sku, i) => [sku.id, i]));
        const rank = (skuId: string) => position.get(skuId) ?? Number.MAX_SAFE_INTEGER;
        good.cartSkus.sort((a, b) => rank(a.skuId) - rank(b.skuId));
        good.isException = good.err !== null || good.cartSkus.every((s) => s.isException);
        good.wholesaleInfo.numberPrices = good.cartSkus[0]?.numberPrices ?? [];
      }
      group.isException = group.cartDoods.every((g) => g.isException);
    }
    return [...groups.values()];
  }

  /** Suppliers of lines whose good is gone, so their group still carries the company's name. */
  private async suppliersOf(lines: CartRow[], goods: Map<string, TradeGood>): Promise<Map<string, TradeSupplier>> {
    const missing = [...new Set(lines.filter((l) => !goods.has(l.goodsId)).map((l) => l.goodsTenantId))];
    const found = await Promise.all(missing.map((id) => this.trade.supplier(id)));
    return new Map(found.flatMap((s) => (s ? [[s.tenantId, s] as const] : [])));
  }
}

function toCartSku(line: CartRow, good: TradeGood | undefined, goodIsException: boolean) {
  const state = good ? skuState(good, line.skuId, line.qty) : null;
  const isException = goodIsException || (state?.isException ?? true);
  return {
    id: line.id,
    skuId: line.skuId,
    salesProperties: state?.sku?.salesProperties ?? [],
    qty: line.qty,
    minQty: state?.minQty ?? 1,
    maxQty: state?.maxQty ?? 0,
    stock: state?.sku && good?.supplier?.enableRealQty ? state.sku.stock : null,
    price: fenToYuan(state?.sku?.priceFen ?? 0),
    settlePrice: fenToYuan(state?.unitPriceFen ?? 0),
    numberPrices: toYuanTiers(state?.sku),
    skuWholesale: state?.sku?.isWholesale ?? false,
    err: goodIsException ? null : (state?.err ?? null),
    checked: line.checked && !isException,
    isException,
  };
}
