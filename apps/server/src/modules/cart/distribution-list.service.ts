import {
  DISTRIBUTION_LIST_FULL,
  DISTRIBUTION_LIST_LIMIT,
  type DistributionListItem,
  type DistributionListQuery,
  fenToYuan,
  type GoodsRefBody,
  isGoodOnline,
  type KindCounts,
  type PagedResult,
  toKindCounts,
} from '@puhuo/domain';
import { badRequest } from '../../http/app-error.ts';
import { type GoodsTradeService, listedGoodFields } from '../catalogue/index.ts';
import type { DistributionListRepository } from './distribution-list.repository.ts';

/** The distribution list (/api/goods/cart): goods gathered for publishing to shops. */
export class DistributionListService {
  constructor(
    private readonly repository: DistributionListRepository,
    private readonly trade: GoodsTradeService,
  ) {}

  async add(tenantId: string, body: GoodsRefBody): Promise<void> {
    const good = await this.trade.listableGood(body, tenantId);
    if ((await this.repository.countOf(tenantId)) >= DISTRIBUTION_LIST_LIMIT) throw badRequest(DISTRIBUTION_LIST_FULL);
    await this.repository.add({ tenantId, ...listedGoodFields(good) });
  }

  remove(tenantId: string, ids: string[]): Promise<number> {
    return this.repository.remove(tenantId, ids);
  }

  async list(tenantId: string, query: DistributionListQuery): Promise<PagedResult<DistributionListItem>> {
    const { rows, totalCount } = await this.repository.page(tenantId, query, query.skipCount, query.maxResultCount);
    const current = await this.trade.goods(
      rows.map((r) => r.goodsId),
      tenantId,
    );
    return {
      totalCount,
      items: rows.map((row) => {
        const good = current.get(row.goodsId);
        return {
          id: row.id,
          goodsId: row.goodsId,
          goodsTenantId: row.goodsTenantId,
          supplierType: row.supplierType,
          market: row.market,
          title: good?.title ?? row.title,
          imgUrl: good?.imgUrl ?? '',
          price: good ? fenToYuan(good.minPriceFen) : 0,
          // the lowest supply (代发) price, by the rule every screen uses
          settlePrice: good ? fenToYuan(good.minSupplyPriceFen) : 0,
          isOnline: isGoodOnline(good),
        };
      }),
    };
  }

  async counts(tenantId: string, title: string | undefined): Promise<KindCounts> {
    return toKindCounts(await this.repository.kindCounts(tenantId, title));
  }

  goodIds(tenantId: string, supplierTypes: readonly number[] | undefined): Promise<string[]> {
    return this.repository.goodsIds(tenantId, supplierTypes);
  }
}
