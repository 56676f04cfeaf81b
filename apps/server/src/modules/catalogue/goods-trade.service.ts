import { GOOD_REF_MISMATCH, type GoodsRefBody, isGoodOnline, supplyPriceRangeFen } from '@puhuo/domain';
import type { Db } from '../../db/database.ts';
import type { NumberPrice, SalesProperty } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import { GOOD_NOT_FOUND } from './goods.service.ts';
import type {
  GoodsTradeRepository,
  StockLine,
  StockReservation,
  SupplierRow,
  SupplyEdit,
} from './goods-trade.repository.ts';

export type { StockLine, StockReservation };

export interface TradeSupplier {
  tenantId: string;
  companyName: string;
  enableRealQty: boolean;
  enableSaleQty: boolean;
  proxy: boolean;
  limitPriceFen: number;
}

export interface TradeSku {
  id: string;
  salesProperties: SalesProperty[];
  priceFen: number;
  daifaPriceFen: number;
  numberPrices: NumberPrice[];
  stock: number;
  isWholesale: boolean;
}

/** A good as collecting, the cart and orders see it. */
export interface TradeGood {
  id: string;
  tenantId: string;
  title: string;
  imgUrl: string;
  market: number;
  supplierType: number;
  /** 1 online, 0 offline */
  status: number;
  isWholesale: boolean;
  minPriceFen: number;
  maxPriceFen: number;
  minDaifaPriceFen: number;
  /** the supply (代发) price range over the SKUs, by the one rule of `supplyPriceFen` (the collect list's) */
  minSupplyPriceFen: number;
  maxSupplyPriceFen: number;
  brandId: number | null;
  skus: TradeSku[];
  supplier: TradeSupplier | null;
}

function toSupplier(row: SupplierRow): TradeSupplier {
  return {
    tenantId: row.tenantId,
    companyName: row.companyName,
    enableRealQty: row.enableRealQty,
    enableSaleQty: row.enableSaleQty,
    proxy: row.proxy,
    limitPriceFen: row.limitPriceFen,
  };
}

/** The fields a distributor's list line keeps of the good it points at. */
export function listedGoodFields(good: TradeGood) {
  return {
    goodsId: good.id,
    goodsTenantId: good.tenantId,
    supplierType: good.supplierType,
    market: good.market,
    title: good.title,
  };
}

/** What other modules may ask the catalogue about goods they trade, and the stock they take. */
export class GoodsTradeService {
  constructor(private readonly repository: GoodsTradeRepository) {}

  /** The supplier's own edit of a good (prices, stock, on sale or not); false when there is no such good. */
  editSupply(goodsId: string, edit: SupplyEdit): Promise<boolean> {
    return this.repository.editSupply(goodsId, edit);
  }

  /** The goods the viewer may see, by id; goods missing from the map are gone or not visible to it. */
  async goods(ids: string[], viewerTenantId: string): Promise<Map<string, TradeGood>> {
    const { goods, skus, suppliers } = await this.repository.tradeRows(ids, viewerTenantId);
    const supplierById = new Map(suppliers.map((s) => [s.tenantId, toSupplier(s)]));
    const skusByGood = new Map<string, TradeSku[]>();
    for (const sku of skus) {
      const list = skusByGood.get(sku.goodsId) ?? [];
      list.push({
        id: sku.id,
        salesProperties: sku.salesProperties,
        priceFen: sku.priceFen,
        daifaPriceFen: sku.daifaPriceFen,
        numberPrices: sku.numberPrices,
        stock: sku.stock,
        isWholesale: sku.isWholesale,
      });
      skusByGood.set(sku.goodsId, list);
    }
    return new Map(
      goods.map((g) => {
        const goodSkus = skusByGood.get(g.id) ?? [];
        const supply = supplyPriceRangeFen(goodSkus) ?? { minFen: g.minDaifaPriceFen, maxFen: g.minDaifaPriceFen };
        return [
          g.id,
          {
            id: g.id,
            tenantId: g.tenantId,
            title: g.title,
            imgUrl: g.imgUrl,
            market: g.market,
            supplierType: g.supplierType,
            status: g.status,
            isWholesale: g.isWholesale,
            minPriceFen: g.minPriceFen,
            maxPriceFen: g.maxPriceFen,
            minDaifaPriceFen: g.minDaifaPriceFen,
            minSupplyPriceFen: supply.minFen,
            maxSupplyPriceFen: supply.maxFen,
            brandId: g.brandId,
            skus: goodSkus,
            supplier: supplierById.get(g.tenantId) ?? null,
          },
        ];
      }),
    );
  }

  /** One good the viewer may see, checked against the supplier tenant the client named. */
  async good(tenantId: string, goodsId: string, viewerTenantId: string): Promise<TradeGood | null> {
    const good = (await this.goods([goodsId], viewerTenantId)).get(goodsId);
    return good && good.tenantId === tenantId ? good : null;
  }

  /** A good a distributor may put on a list: visible to it, online, of the kind and market the client said. */
  async listableGood(ref: GoodsRefBody, viewerTenantId: string): Promise<TradeGood> {
    const good = await this.good(ref.tenantId, ref.goodsId, viewerTenantId);
    if (!good || !isGoodOnline(good)) throw notFound(GOOD_NOT_FOUND);
    if (good.supplierType !== ref.supplierType || good.market !== ref.market) throw badRequest(GOOD_REF_MISMATCH);
    return good;
  }

  async supplier(tenantId: string): Promise<TradeSupplier | null> {
    const row = await this.repository.supplier(tenantId);
    return row ? toSupplier(row) : null;
  }

  /** Online or not and stock left, of goods by id (no viewer: only their holders are told of them). */
  sourceStates(goodsIds: string[]) {
    return this.repository.sourceStates(goodsIds);
  }

  /** Takes stock for an order inside the caller's transaction; see GoodsTradeRepository.reserve. */
  reserveStock(tx: Db, lines: StockLine[]): Promise<StockReservation> {
    return this.repository.reserve(tx, lines);
  }

  releaseStock(tx: Db, lines: StockLine[]): Promise<void> {
    return this.repository.release(tx, lines);
  }
}
