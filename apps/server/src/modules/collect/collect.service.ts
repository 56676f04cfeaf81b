import {
  COLLECT_LIMIT,
  COLLECT_LIMIT_REACHED,
  type CollectedGood,
  type CollectListQuery,
  fenToYuan,
  type GoodsRefBody,
  isGoodOnline,
  type KindCounts,
  type PagedResult,
  pageToSkipCount,
  toKindCounts,
} from '@puhuo/domain';
import { badRequest } from '../../http/app-error.ts';
import { type GoodsTradeService, listedGoodFields, type TradeGood } from '../catalogue/index.ts';
import type { CollectRepository } from './collect.repository.ts';

/** Favourite goods of a distributor (spec doc 1 §2 collect drawer). */
export class CollectService {
  constructor(
    private readonly repository: CollectRepository,
    private readonly trade: GoodsTradeService,
  ) {}

  async collect(tenantId: string, body: GoodsRefBody): Promise<void> {
    const good = await this.trade.listableGood(body, tenantId);
    if ((await this.repository.countOf(tenantId)) >= COLLECT_LIMIT) throw badRequest(COLLECT_LIMIT_REACHED);
    await this.repository.add({ tenantId, ...listedGoodFields(good) });
  }

  /** Uncollecting what is not collected changes nothing and is no error: another window may have done it. */
  async cancel(tenantId: string, body: GoodsRefBody): Promise<void> {
    await this.repository.remove(tenantId, body.goodsId);
  }

  async list(tenantId: string, query: CollectListQuery): Promise<PagedResult<CollectedGood>> {
    const offset = pageToSkipCount(query.skipCount, query.maxResultCount); // skipCount: a page number here
    const { rows, totalCount } = await this.repository.page(
      tenantId,
      {
        supplierTypes: query.SupplierType ? [query.SupplierType] : undefined,
        market: query.market,
        title: query.title,
      },
      offset,
      query.maxResultCount,
    );
    const current = await this.trade.goods(
      rows.map((r) => r.goodsId),
      tenantId,
    );
    const items = rows.map((row) => toCollectedGood(row, current.get(row.goodsId)));
    return { totalCount, items };
  }

  async counts(tenantId: string, title: string | undefined): Promise<KindCounts> {
    return toKindCounts(await this.repository.kindCounts(tenantId, title));
  }

  ids(tenantId: string): Promise<string[]> {
    return this.repository.goodsIds(tenantId);
  }
}

function toCollectedGood(
  row: { goodsId: string; goodsTenantId: string; supplierType: number; market: number; title: string },
  good: TradeGood | undefined,
): CollectedGood {
  return {
    goodsId: row.goodsId,
    goodsTenantId: row.goodsTenantId,
    supplierType: row.supplierType,
    market: row.market,
    title: good?.title ?? row.title,
    imgUrl: good?.imgUrl ?? '',
    // the "supply price" column (doc 1 §2) is the supply (代发) price the market shows, one rule for both
    minLevelPrice: good ? fenToYuan(good.minSupplyPriceFen) : 0,
    maxLevelPrice: good ? fenToYuan(good.maxSupplyPriceFen) : 0,
    brandId: good?.brandId ?? null,
    isOnline: isGoodOnline(good),
  };
}
