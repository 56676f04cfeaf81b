import type { GoodsListRow } from './goods-rows.ts';

/**
 * What the search index keeps of a good: the listing columns (its supplier's name too) and what
 * searches filter and sort on.
 */
export interface IndexedGoodsRow extends GoodsListRow {
  category1Id: number;
  category2Id: number;
  status: number;
  /** what keyword search reads (goods.search_text); null: found by no keyword */
  searchText: string | null;
}

/** The port the search index reads goods through; GoodsSearchSourceRepository implements it over the goods table. */
export interface GoodsSearchSource {
  /**
   * On the database's clock (the one writing goods.changed_at): now, or the start of the oldest
   * writing transaction still open, whose rows are not visible yet but will carry a later changed_at.
   */
  unsettledSince(): Promise<Date>;
  /** goods in id order after `afterId`, at most `limit` */
  goodsAfter(afterId: string | null, limit: number): Promise<IndexedGoodsRow[]>;
  /** goods written at `since` or later */
  goodsChangedSince(since: Date): Promise<IndexedGoodsRow[]>;
}
