import { isGoodOnline, isPublicGood, SEARCH_TITLE_END } from '@puhuo/domain';
import type { IndexedGoodsRow } from './goods-search.source.ts';

export const FLAG_LISTED = 1; // online, and the current entry of its good
export const FLAG_PUBLIC = 2; // on a public market: the curated market or 1688
export const FLAG_SEPARATED = 4; // the title has several words: only such a title can hold a phrase of several words

/** What searches filter and sort on, per ordinal, in typed arrays: a scan of many matches stays in the CPU cache. */
export class SearchColumns {
  capacity = 0;
  flags = new Uint8Array(0);
  market = new Uint8Array(0);
  supplierType = new Uint8Array(0);
  tenant = new Int32Array(0);
  category = new Int32Array(0);
  category1 = new Int32Array(0);
  category2 = new Int32Array(0);
  price = new Float64Array(0);
  sales = new Float64Array(0);
  created = new Float64Array(0);
  /** where the title's words end in the search text (SEARCH_TITLE_END), -1 without a text */
  titleEnd = new Int32Array(0);

  ensure(size: number): void {
    if (size <= this.capacity) return;
    const capacity = Math.max(1024, this.capacity * 2, size);
    const grown = <T extends Uint8Array | Int32Array | Float64Array>(array: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(array);
      return next;
    };
    this.flags = grown(this.flags, (n) => new Uint8Array(n));
    this.market = grown(this.market, (n) => new Uint8Array(n));
    this.supplierType = grown(this.supplierType, (n) => new Uint8Array(n));
    this.tenant = grown(this.tenant, (n) => new Int32Array(n));
    this.category = grown(this.category, (n) => new Int32Array(n));
    this.category1 = grown(this.category1, (n) => new Int32Array(n));
    this.category2 = grown(this.category2, (n) => new Int32Array(n));
    this.price = grown(this.price, (n) => new Float64Array(n));
    this.sales = grown(this.sales, (n) => new Float64Array(n));
    this.created = grown(this.created, (n) => new Float64Array(n));
    this.titleEnd = grown(this.titleEnd, (n) => new Int32Array(n));
    this.capacity = capacity;
  }

  set(ordinal: number, row: IndexedGoodsRow, tenant: number): void {
    const isPublic = isPublicGood(row);
    const titleEnd = row.searchText === null ? -1 : row.searchText.indexOf(SEARCH_TITLE_END);
    const severalWords = titleEnd > 0 && row.searchText !== null && row.searchText.lastIndexOf(' ', titleEnd) !== -1;
    this.flags[ordinal] =
      (isGoodOnline(row) ? FLAG_LISTED : 0) | (isPublic ? FLAG_PUBLIC : 0) | (severalWords ? FLAG_SEPARATED : 0);
    this.titleEnd[ordinal] = titleEnd === -1 && row.searchText !== null ? row.searchText.length : titleEnd;
    this.market[ordinal] = row.market;
    this.supplierType[ordinal] = row.supplierType;
    this.tenant[ordinal] = tenant;
    this.category[ordinal] = row.categoryId;
    this.category1[ordinal] = row.category1Id;
    this.category2[ordinal] = row.category2Id;
    this.price[ordinal] = row.minDaifaPriceFen;
    this.sales[ordinal] = row.saleCount;
    this.created[ordinal] = row.creationTime.getTime();
  }
}
