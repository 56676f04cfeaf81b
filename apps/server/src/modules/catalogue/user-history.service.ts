import { SEARCH_HISTORY_SIZE } from '@puhuo/domain';
import type { Clock } from '../../lib/clock.ts';
import type { GoodsRepository } from './goods.repository.ts';
import { toListItem } from './goods.service.ts';
import type { MarketRepository } from './market.repository.ts';

export const VIEW_HISTORY_SIZE = 100;

/** The market's per-user history: a signed-in user's searches and the goods they opened. */
export class UserHistoryService {
  constructor(
    private readonly goods: Pick<GoodsRepository, 'listing'>,
    private readonly repository: MarketRepository,
    private readonly clock: Clock,
  ) {}

  async addSearch(userId: string, keyword: string): Promise<void> {
    await this.repository.addSearch(userId, keyword, this.clock.now(), SEARCH_HISTORY_SIZE);
  }

  async searches(userId: string): Promise<string[]> {
    return this.repository.searches(userId, SEARCH_HISTORY_SIZE);
  }

  async clearSearches(userId: string): Promise<void> {
    await this.repository.clearSearches(userId);
  }

  async addView(userId: string, goodsId: string): Promise<void> {
    await this.repository.addView(userId, goodsId, this.clock.now());
    await this.repository.trimViews(userId, VIEW_HISTORY_SIZE);
  }

  async views(userId: string, viewerTenantId: string, page: { skipCount: number; maxResultCount: number }) {
    const { totalCount, rows } = await this.repository.views(userId, page.skipCount, page.maxResultCount);
    const goodsRows = await this.goods.listing.listByIds(
      rows.map((r) => r.goodsId),
      viewerTenantId,
    );
    const viewedAt = new Map(rows.map((r) => [r.goodsId, r.viewedAt.toISOString()]));
    return {
      totalCount,
      items: goodsRows.map((row) => ({ ...toListItem(row), viewedAt: viewedAt.get(row.id) ?? '' })),
    };
  }

  async clearViews(userId: string, goodsIds?: string[]): Promise<void> {
    await this.repository.clearViews(userId, goodsIds);
  }
}
