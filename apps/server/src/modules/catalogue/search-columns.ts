import { isGoodOnline, isPublicGood, SEARCH_TITLE_END } from '@puhuo/domain';
import type { IndexedGoodsRow } from './goods-search.source.ts';

export const FLAG_LISTED = 1; // online, and the current entry of its good
export const FLAG_PUBLIC = 2; // on a public market: the curated market or 1688
export const FLAG_SEPARATED = 4; // the title has several words: only such a title can hold a phrase of several words
export const FLAG_CURRENT = 8; // the current entry of its good (a change of search text leaves the old one behind)

/** strings kept once however many goods share them (images, in a seeded catalogue), up to this many */
const SHARED_STRINGS = 4_096;
const NO_BRAND = -1;

/**
 * Every good the search index holds, by ordinal, in columns: numbers in typed arrays (a scan of many
 * matches stays in the CPU cache), strings in plain arrays, each supplier's id and name once. A row
 * object per good with its own copies of the supplier's strings and a Date cost about 770 bytes a
 * good; these columns about 400, most of it the search text.
 */
export class SearchColumns {
  capacity = 0;
  flags = new Uint8Array(0);
  market = new Uint8Array(0);
  supplierType = new Uint8Array(0);
  status = new Uint8Array(0);
  tenant = new Int32Array(0);
  category = new Int32Array(0);
  category1 = new Int32Array(0);
  category2 = new Int32Array(0);
  brand = new Int32Array(0);
  /** the lowest dropshipping price, in fen: what searches filter and sort by price on */
  price = new Float64Array(0);
  minPriceFen = new Float64Array(0);
  maxPriceFen = new Float64Array(0);
  sales = new Float64Array(0);
  created = new Float64Array(0);
  /** where the title's words end in the search text (SEARCH_TITLE_END), -1 without a text */
  titleEnd = new Int32Array(0);
  ids: string[] = [];
  titles: string[] = [];
  images: string[] = [];
  /** search texts ('' for none) */
  texts: string[] = [];
  /** suppliers by their ordinal in `tenant` */
  readonly tenantOrdinals = new Map<string, number>();
  private readonly tenantIds: string[] = [];
  private readonly supplierNames: string[] = [];
  private readonly shared = new Map<string, string>();

  /** how many ordinals are in use (current and left-behind entries) */
  get length(): number {
    return this.ids.length;
  }

  isCurrent(ordinal: number): boolean {
    return ((this.flags[ordinal] as number) & FLAG_CURRENT) !== 0;
  }

  /** Takes a good in at the next ordinal; returns it. */
  append(row: IndexedGoodsRow): number {
    const ordinal = this.ids.length;
    this.ensure(ordinal + 1);
    this.ids.push(row.id);
    this.titles.push('');
    this.images.push('');
    this.texts.push('');
    this.set(ordinal, row);
    return ordinal;
  }

  /** Brings the good at an ordinal up to date (its search text unchanged). */
  set(ordinal: number, row: IndexedGoodsRow): void {
    const isPublic = isPublicGood(row);
    const text = row.searchText;
    const titleEnd = text === null ? -1 : text.indexOf(SEARCH_TITLE_END);
    const severalWords = titleEnd > 0 && text !== null && text.lastIndexOf(' ', titleEnd) !== -1;
    this.flags[ordinal] =
      FLAG_CURRENT |
      (isGoodOnline(row) ? FLAG_LISTED : 0) |
      (isPublic ? FLAG_PUBLIC : 0) |
      (severalWords ? FLAG_SEPARATED : 0);
    this.titleEnd[ordinal] = titleEnd === -1 && text !== null ? text.length : titleEnd;
    this.market[ordinal] = row.market;
    this.supplierType[ordinal] = row.supplierType;
    this.status[ordinal] = row.status;
    this.tenant[ordinal] = this.tenantOrdinal(row.tenantId, row.supplierName);
    this.category[ordinal] = row.categoryId;
    this.category1[ordinal] = row.category1Id;
    this.category2[ordinal] = row.category2Id;
    this.brand[ordinal] = row.brandId ?? NO_BRAND;
    this.price[ordinal] = row.minDaifaPriceFen;
    this.minPriceFen[ordinal] = row.minPriceFen;
    this.maxPriceFen[ordinal] = row.maxPriceFen;
    this.sales[ordinal] = row.saleCount;
    this.created[ordinal] = row.creationTime.getTime();
    this.titles[ordinal] = row.title;
    this.images[ordinal] = this.sharedString(row.imgUrl);
    this.texts[ordinal] = text ?? '';
  }

  /** Leaves an ordinal behind: its good moved to a new one. */
  retire(ordinal: number): void {
    this.flags[ordinal] = 0;
    this.titles[ordinal] = '';
    this.images[ordinal] = '';
    this.texts[ordinal] = '';
  }

  /** The good at an ordinal as the listing shows it. */
  rowAt(ordinal: number): IndexedGoodsRow {
    const tenant = this.tenant[ordinal] as number;
    const brand = this.brand[ordinal] as number;
    const text = this.texts[ordinal] as string;
    return {
      id: this.ids[ordinal] as string,
      tenantId: this.tenantIds[tenant] as string,
      title: this.titles[ordinal] as string,
      imgUrl: this.images[ordinal] as string,
      minPriceFen: this.minPriceFen[ordinal] as number,
      maxPriceFen: this.maxPriceFen[ordinal] as number,
      minDaifaPriceFen: this.price[ordinal] as number,
      saleCount: this.sales[ordinal] as number,
      market: this.market[ordinal] as number,
      supplierType: this.supplierType[ordinal] as number,
      categoryId: this.category[ordinal] as number,
      category1Id: this.category1[ordinal] as number,
      category2Id: this.category2[ordinal] as number,
      brandId: brand === NO_BRAND ? null : brand,
      status: this.status[ordinal] as number,
      creationTime: new Date(this.created[ordinal] as number),
      supplierName: this.supplierNames[tenant] as string,
      searchText: text === '' && (this.titleEnd[ordinal] as number) === -1 ? null : text,
    };
  }

  private tenantOrdinal(tenantId: string, supplierName: string): number {
    let ordinal = this.tenantOrdinals.get(tenantId);
    if (ordinal === undefined) {
      ordinal = this.tenantIds.length;
      this.tenantOrdinals.set(tenantId, ordinal);
      this.tenantIds.push(tenantId);
    }
    // a supplier renamed: every good of it shows the new name
    this.supplierNames[ordinal] = supplierName;
    return ordinal;
  }

  private sharedString(value: string): string {
    const known = this.shared.get(value);
    if (known !== undefined) return known;
    if (this.shared.size < SHARED_STRINGS) this.shared.set(value, value);
    return value;
  }

  private ensure(size: number): void {
    if (size <= this.capacity) return;
    const capacity = Math.max(1024, this.capacity * 2, size);
    const bytes = (array: Uint8Array) => {
      const next = new Uint8Array(capacity);
      next.set(array);
      return next;
    };
    const ints = (array: Int32Array) => {
      const next = new Int32Array(capacity);
      next.set(array);
      return next;
    };
    const doubles = (array: Float64Array) => {
      const next = new Float64Array(capacity);
      next.set(array);
      return next;
    };
    this.flags = bytes(this.flags);
    this.market = bytes(this.market);
    this.supplierType = bytes(this.supplierType);
    this.status = bytes(this.status);
    this.tenant = ints(this.tenant);
    this.category = ints(this.category);
    this.category1 = ints(this.category1);
    this.category2 = ints(this.category2);
    this.brand = ints(this.brand);
    this.titleEnd = ints(this.titleEnd);
    this.price = doubles(this.price);
    this.minPriceFen = doubles(this.minPriceFen);
    this.maxPriceFen = doubles(this.maxPriceFen);
    this.sales = doubles(this.sales);
    this.created = doubles(this.created);
    this.capacity = capacity;
  }
}
