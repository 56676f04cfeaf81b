import {
  fenToYuan,
  isAlibabaGood,
  limitShortfallFen,
  type OrderConfirmation,
  type OrderKind,
  wholesalePriceFen,
} from '@puhuo/domain';
import { assertGoodOrderable, assertOrderable } from '../cart/index.ts';
import type { TradeGood, TradeSku } from '../catalogue/index.ts';

/** A SKU quantity someone wants to order, from the cart (cartId) or straight from the goods detail. */
export interface WantedLine {
  cartId: string | null;
  good: TradeGood | undefined;
  skuId: string;
  qty: number;
}

export interface PlanLine {
  cartId: string | null;
  good: TradeGood;
  sku: TradeSku;
  qty: number;
  unitPriceFen: number;
}

/** The lines going to one supplier company: they become one order. */
export interface PlanGroup {
  companyId: string;
  companyName: string;
  supplierType: number;
  market: number;
  limitPriceFen: number;
  lines: PlanLine[];
  goodsAmountFen: number;
  freightFen: number;
  totalFen: number;
  belowLimit: boolean;
}

/**
 * Checks every wanted line (the cart's rules: good orderable, SKU of the good, quantity within its
 * bounds) and groups them by supplier company. A purchase pays the tier price at the quantity; a
 * sample is one piece at the SKU's single-piece price.
 */
export function planOrders(kind: OrderKind, wanted: WantedLine[]): PlanGroup[] {
  const groups = new Map<string, PlanGroup>();
  for (const line of wanted) {
    const good = assertGoodOrderable(line.good);
    const state = assertOrderable(good, line.skuId, line.qty);
    const sku = state.sku as TradeSku;
    const unitPriceFen = kind === 'sample' ? wholesalePriceFen(sku, 1) : state.unitPriceFen;
    const key = `${good.tenantId}:${good.market}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        companyId: good.tenantId,
        companyName: good.supplier?.companyName ?? '',
        supplierType: good.supplierType,
        market: good.market,
        limitPriceFen: good.supplier?.limitPriceFen ?? 0,
        lines: [],
        goodsAmountFen: 0,
        freightFen: 0,
        totalFen: 0,
        belowLimit: false,
      };
      groups.set(key, group);
    }
    group.lines.push({ cartId: line.cartId, good, sku, qty: line.qty, unitPriceFen });
    group.goodsAmountFen += unitPriceFen * line.qty;
  }
  for (const group of groups.values()) {
    // delivery is included in the supply price on this market
    group.totalFen = group.goodsAmountFen + group.freightFen;
    // a supplier's minimum order amount applies to purchases, not to samples
    group.belowLimit = kind === 'purchase' && limitShortfallFen(group.goodsAmountFen, group.limitPriceFen) > 0;
  }
  return [...groups.values()];
}

/** An order line as stored: what was bought, how many, at what unit price. */
export function orderLineOf(line: PlanLine) {
  return {
    goodsId: line.good.id,
    goodsTenantId: line.good.tenantId,
    skuId: line.sku.id,
    title: line.good.title,
    imgUrl: line.good.imgUrl,
    salesProperties: line.sku.salesProperties,
    qty: line.qty,
    priceFen: line.unitPriceFen,
    amountFen: line.unitPriceFen * line.qty,
  };
}

/** An order line as the client sees it: amounts in yuan. */
export function toLineView({ priceFen, amountFen, ...line }: ReturnType<typeof orderLineOf>) {
  return { ...line, price: fenToYuan(priceFen), amount: fenToYuan(amountFen) };
}

export const skuName = (line: PlanLine) =>
  [line.good.title, line.sku.salesProperties.map((p) => p.value).join(' ')].filter(Boolean).join(' ');

export function toConfirmation(kind: OrderKind, groups: PlanGroup[]): OrderConfirmation {
  return {
    kind,
    groups: groups.map((group) => ({
      companyId: group.companyId,
      companyName: group.companyName,
      supplierType: group.supplierType,
      market: group.market,
      limitPrice: fenToYuan(group.limitPriceFen),
      lines: group.lines.map((line) => ({ cartId: line.cartId, ...toLineView(orderLineOf(line)) })),
      goodsAmount: fenToYuan(group.goodsAmountFen),
      freight: fenToYuan(group.freightFen),
      totalAmount: fenToYuan(group.totalFen),
      belowLimit: group.belowLimit,
    })),
    totalQty: groups.reduce((sum, g) => sum + g.lines.reduce((n, l) => n + l.qty, 0), 0),
    totalAmount: fenToYuan(groups.reduce((sum, g) => sum + g.totalFen, 0)),
    hasAlibabaGoods: groups.some(isAlibabaGood),
  };
}
